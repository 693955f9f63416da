import { words } from '@shared/text';
import { ruleScore } from './item-score';
import type { ItemScore, SelectionItem } from './types';

/** Tooltips of the Highlight Incorrect Words result, as practice.md §2 quotes them. */
export const highlightTooltips = { correct: 'Correct selection', wrong: 'Wrong selection' } as const;

/** The tooltip of a missed word, e.g. missedAnswerTooltip('river') === 'Missed answer. Correct word was: river'. */
export function missedAnswerTooltip(word: string): string {
  return `Missed answer. Correct word was: ${word}`;
}

export interface HighlightIncorrectWordsInput {
  /** The transcript as shown, with the incorrect words in it. */
  transcript: string;
  /** Indexes of the transcript's words that differ from the audio. */
  indexToClick: readonly number[];
  /** The word actually said at each index to click, in the same order. */
  correctWords?: readonly string[];
  /** Indexes the student selected. */
  selected: readonly number[];
}

/**
 * Highlight Incorrect Words (practice.md §5): correct selections minus wrong
 * ones, at least 0, out of the number of incorrect words; a success when the
 * net exceeds half. Example: 3 incorrect words, 2 found and 1 wrong click → 1 of 3.
 */
export function scoreHighlightIncorrectWords(input: HighlightIncorrectWordsInput): ItemScore {
  const shown = words(input.transcript);
  const targets = new Set(input.indexToClick);
  const picked = new Set(input.selected);
  const item = (index: number): SelectionItem => ({ index, text: shown[index] ?? '' });
  const correct = [...picked].filter((index) => targets.has(index)).sort((a, b) => a - b).map(item);
  const wrong = [...picked].filter((index) => !targets.has(index)).sort((a, b) => a - b).map(item);
  const missed = input.indexToClick
    .map((index, position) => ({ index, expected: input.correctWords?.[position] }))
    .filter(({ index }) => !picked.has(index))
    .map(({ index, expected }) => (expected === undefined ? item(index) : { ...item(index), expected }));
  return ruleScore([
    {
      name: 'Content',
      score: Math.max(0, correct.length - wrong.length),
      max: targets.size,
      evidence: { kind: 'selections', correct, wrong, missed },
    },
  ]);
}
