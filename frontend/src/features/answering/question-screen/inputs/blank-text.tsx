import { splitAtBlanks } from '@shared/exam';
import { Fragment } from 'react';
import type { ReactNode } from 'react';
import { revealsAnswer } from '@frontend/features/answering/question-screen/inputs/input-props';
import type { InputProps } from '@frontend/features/answering/question-screen/inputs/input-props';

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

/**
 * The passage with one control per blank, marked correct or wrong after submit (practice only)
 * and followed by the expected word in show-answer mode: what the three blank types share.
 */
export function BlankSlots({ props, renderControl }: { props: InputProps<'blanks'>; renderControl: (index: number, value: string | null) => ReactNode }) {
  const { question, answer, submitted, mode } = props;
  const expected = question.correctAnswers ?? [];
  const reveal = revealsAnswer(props);
  return (
    <BlankText
      topic={question.topic ?? ''}
      renderBlank={(index) => {
        const value = answer.values[index] ?? null;
        const state = mode === 'practice' ? blankState(value, expected[index], submitted) : undefined;
        return (
          <span className="pte-blank" data-state={state}>
            {renderControl(index, value)}
            <ExpectedWord word={expected[index]} show={reveal && state !== 'correct'} />
          </span>
        );
      }}
    />
  );
}

/** The answer with one blank set (an empty value clears it). */
export function withBlank(values: readonly (string | null)[], index: number, value: string): { kind: 'blanks'; values: (string | null)[] } {
  const next = [...values];
  next[index] = value === '' ? null : value;
  return { kind: 'blanks', values: next };
}
