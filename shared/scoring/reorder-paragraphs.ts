import { ruleScore } from './item-score';
import type { ItemScore } from './types';

/**
 * Re-order Paragraphs (practice.md §5): each adjacent pair of the correct order
 * scores 1 when the student's order also has it adjacent and in that order; a
 * success when more than half the pairs are linked.
 * Example: correct [2, 0, 1], answer [2, 1, 0] → pairs 2-0 and 0-1 both broken, 0 of 2.
 */
export function scoreReorderParagraphs({ correctOrder, answer }: { correctOrder: readonly number[]; answer: readonly number[] }): ItemScore {
  const follows = new Map<number, number>();
  answer.forEach((paragraph, position) => {
    const next = answer[position + 1];
    if (next !== undefined) follows.set(paragraph, next);
  });
  const pairs = correctOrder.slice(1).map((second, position): [number, number] => [correctOrder[position] as number, second]);
  const linked = pairs.filter(([first, second]) => follows.get(first) === second);
  const broken = pairs.filter(([first, second]) => follows.get(first) !== second);
  return ruleScore([{ name: 'Content', score: linked.length, max: pairs.length, evidence: { kind: 'pairs', linked, broken } }]);
}
