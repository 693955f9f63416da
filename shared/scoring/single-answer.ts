import { ruleScore } from './item-score';
import type { ItemScore, SelectionItem } from './types';

export interface SingleAnswerInput {
  choices?: readonly string[];
  correctIndex: number;
  /** The picked choice, or null when none was picked. */
  selected: number | null;
}

/**
 * A single-answer item: 1 point for the correct choice, else 0; a success only
 * with the point (more than half of 1). Example: correctIndex 2, selected 2 → 1 of 1.
 */
export function scoreSingleAnswer({ choices = [], correctIndex, selected }: SingleAnswerInput): ItemScore {
  const item = (index: number): SelectionItem => ({ index, text: choices[index] ?? '' });
  const right = selected === correctIndex;
  return ruleScore([
    {
      name: 'Content',
      score: right ? 1 : 0,
      max: 1,
      evidence: {
        kind: 'selections',
        correct: right ? [item(correctIndex)] : [],
        wrong: selected !== null && !right ? [item(selected)] : [],
        missed: right ? [] : [item(correctIndex)],
      },
    },
  ]);
}

/** Highlight Correct Summary (LHS) is a single-answer item over summaries. */
export const scoreHighlightCorrectSummary = scoreSingleAnswer;

/** Select Missing Word (LMW) is a single-answer item over endings of the recording. */
export const scoreSelectMissingWord = scoreSingleAnswer;
