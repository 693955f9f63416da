import { alignWords, normaliseSpeech, type AlignmentStep } from '@shared/text';
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
 * A word of the sentence counts as repeated only within a run of at least this many words said
 * in a row: unrelated speech meets a sentence's common words by chance, one here and one there
 * ('in', a misheard 'take'), while any repetition, however poor, repeats phrases.
 */
export const shortestRepeatedRun = 2;

/** For each alignment step, whether it is a match within a run of shortestRepeatedRun matches in a row. */
function inRepeatedRuns(steps: readonly AlignmentStep[]): boolean[] {
  const counted = steps.map(() => false);
  let start = 0;
  while (start < steps.length) {
    let end = start;
    while (end < steps.length && steps[end]!.op === 'match') end += 1;
    if (end - start >= shortestRepeatedRun) counted.fill(true, start, end);
    start = Math.max(end, start + 1);
  }
  return counted;
}

/**
 * Repeat Sentence content: the percentage of the sentence's words the transcript repeats in
 * their order and in runs (shortestRepeatedRun; speaking normalisation), mapped to 0-3. The words
 * are aligned in sequence, as Read Aloud's are, so the sentence's words said in another order or
 * scattered through other speech do not count: a repetition is the sentence, not its vocabulary.
 * Example: sentence 'The library opens at 9.', transcript 'the library opens at nine' → 3;
 * 'at nine opens the library' matches only 'the library' (2 of 5 words, 40 %) → 1.
 */
export function scoreRepeatSentenceContent({ sentence, transcript }: { sentence: string; transcript: string }): Trait {
  const reference = normaliseSpeech(sentence);
  const steps = alignWords(reference, normaliseSpeech(transcript), { mostMatches: true }).steps;
  const counted = inRepeatedRuns(steps);
  const words = steps.flatMap((step, index) => (step.op === 'insert' ? [] : [{ word: step.reference, matched: counted[index]! }]));
  const matched = words.filter((word) => word.matched).map((word) => word.word);
  const percent = percentOf(matched.length, reference.length);
  return {
    name: 'Content',
    score: repeatSentenceContentPoints(percent),
    max: 3,
    evidence: {
      kind: 'words',
      words,
      matched,
      missed: words.filter((word) => !word.matched).map((word) => word.word),
      extra: steps.flatMap((step) => (step.op === 'insert' || step.op === 'replace' ? [step.spoken] : [])),
      percent,
    },
  };
}

/** Repeat Sentence: content 0-3, pronunciation 0-5 (judged against the sentence), oral fluency 0-5, out of 13, a success over 6. */
export function scoreRepeatSentence({ sentence, recognition }: { sentence: string; recognition: Recognition }): ItemScore {
  return speakingScore('SRS', recognition, (transcript) => scoreRepeatSentenceContent({ sentence, transcript }), { text: sentence });
}
