import { endsWithFullStop, matchWords, normaliseWord, normaliseWords, startsWithCapital, words } from '@shared/text';
import { percentOf, ruleScore } from './item-score';
import type { ItemScore } from './types';

/**
 * Write From Dictation (practice.md §5): 1 point per typed word that is in the
 * transcript, each transcript word matched once, ignoring case and punctuation;
 * a success when matches exceed half the words.
 * Example: transcript 'The the cat.', answer 'the cat' → 2 of 3 (one "the" missed).
 */
export function scoreWriteFromDictation({ transcript, answer }: { transcript: string; answer: string }): ItemScore {
  const reference = words(transcript)
    .map((word) => ({ word, key: normaliseWord(word) }))
    .filter(({ key }) => key !== '');
  const match = matchWords(
    reference.map(({ key }) => key),
    normaliseWords(answer),
  );
  const marked = reference.map(({ word }, position) => ({ word, matched: match.marks[position] === true }));
  return ruleScore([
    {
      name: 'Content',
      score: match.matched.length,
      max: reference.length,
      evidence: {
        kind: 'words',
        words: marked,
        matched: marked.filter((word) => word.matched).map((word) => word.word),
        missed: marked.filter((word) => !word.matched).map((word) => word.word),
        extra: match.extra,
        percent: percentOf(match.matched.length, reference.length),
      },
    },
  ]);
}

/** The dictation screen's checklist (practice.md §2): start with a capital letter, end with a full stop. */
export function dictationChecklist(answer: string): { startsWithCapital: boolean; endsWithFullStop: boolean } {
  return { startsWithCapital: startsWithCapital(answer), endsWithFullStop: endsWithFullStop(answer) };
}
