import { ruleScore } from './item-score';
import type { ItemScore, SelectionItem } from './types';

export interface MultipleAnswersInput {
  choices?: readonly string[];
  correctIndexes: readonly number[];
  selected: readonly number[];
}

/**
 * Multiple answers, reading and listening (practice.md §5): +1 per correct
 * pick, -1 per wrong pick, floor 0, out of the number of correct choices; a
 * success when above half. Example: correct [0, 2], picked [0, 1] → 0 of 2.
 */
export function scoreMultipleAnswers({ choices = [], correctIndexes, selected }: MultipleAnswersInput): ItemScore {
  const correctSet = new Set(correctIndexes);
  const picked = [...new Set(selected)].sort((a, b) => a - b);
  const item = (index: number): SelectionItem => ({ index, text: choices[index] ?? '' });
  const correct = picked.filter((index) => correctSet.has(index)).map(item);
  const wrong = picked.filter((index) => !correctSet.has(index)).map(item);
  const missed = [...correctSet].filter((index) => !picked.includes(index)).sort((a, b) => a - b).map(item);
  return ruleScore([
    {
      name: 'Content',
      score: Math.max(0, correct.length - wrong.length),
      max: correctSet.size,
      evidence: { kind: 'selections', correct, wrong, missed },
    },
  ]);
}
