import { matchWords, normaliseSpeech } from '@shared/text';
import { percentOf } from './item-score';
import type { Recognition } from './recognition';
import { speakingScore } from './speaking';
import type { ItemScore, Trait } from './types';

/**
 * Repeat Sentence content bands (practice.md §5), as data: the first row whose
 * test the word-match percentage passes gives the points.
 */
export const repeatSentenceBands: readonly { points: number; matches: (percent: number) => boolean; rule: string }[] = [
  { points: 0, matches: (percent) => percent <= 10, rule: '10 % or less' },
  { points: 1, matches: (percent) => percent < 50, rule: 'under 50 %' },
  { points: 2, matches: (percent) => percent < 100, rule: 'under 100 %' },
  { points: 3, matches: () => true, rule: '100 %' },
];

/** Content points 0-3 of a word-match percentage, e.g. repeatSentenceContentPoints(50) === 2. */
export function repeatSentenceContentPoints(percent: number): number {
  return repeatSentenceBands.find((band) => band.matches(percent))?.points ?? 0;
}

/**
 * Repeat Sentence content: the percentage of the sentence's words the
 * transcript contains (each matched once, speaking normalisation) mapped to 0-3.
 * Example: sentence 'The library opens at 9.', transcript 'the library opens at nine' → 3.
 */
export function scoreRepeatSentenceContent({ sentence, transcript }: { sentence: string; transcript: string }): Trait {
  const reference = normaliseSpeech(sentence);
  const match = matchWords(reference, normaliseSpeech(transcript));
  const percent = percentOf(match.matched.length, reference.length);
  return {
    name: 'Content',
    score: repeatSentenceContentPoints(percent),
    max: 3,
    evidence: {
      kind: 'words',
      words: reference.map((word, position) => ({ word, matched: match.marks[position] === true })),
      matched: match.matched,
      missed: match.missed,
      extra: match.extra,
      percent,
    },
  };
}

/** Repeat Sentence: content 0-3, pronunciation 0-5 (judged against the sentence), oral fluency 0-5, out of 13, a success over 6. */
export function scoreRepeatSentence({ sentence, recognition }: { sentence: string; recognition: Recognition }): ItemScore {
  return speakingScore('SRS', recognition, (transcript) => scoreRepeatSentenceContent({ sentence, transcript }), sentence);
}
