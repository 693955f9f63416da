import { splitAtBlanks } from '@shared/exam';
import { Fragment } from 'react';
import type { ReactNode } from 'react';

/** The topic with one rendered control per ___ marker. */
export function BlankText({ topic, renderBlank }: { topic: string; renderBlank: (index: number) => ReactNode }) {
  const pieces = splitAtBlanks(topic);
  return (
    <p className="pte-blank-text">
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {piece}
          {index < pieces.length - 1 && renderBlank(index)}
        </Fragment>
      ))}
    </p>
  );
}

/** After submit, a blank is marked right or wrong and a wrong one shows the expected word; show-answer mode shows every expected word. */
export function blankState(given: string | null, expected: string | undefined, submitted: boolean): 'correct' | 'wrong' | undefined {
  if (!submitted || expected === undefined) return undefined;
  return given !== null && given.trim().toLowerCase() === expected.trim().toLowerCase() ? 'correct' : 'wrong';
}

export function ExpectedWord({ word, show }: { word: string | undefined; show: boolean }) {
  if (!show || word === undefined) return null;
  return <span className="pte-blank__expected">{word}</span>;
}
