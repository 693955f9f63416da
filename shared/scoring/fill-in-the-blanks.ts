import { ruleScore } from './item-score';
import type { ItemScore } from './types';

function comparable(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Blank types, dragged, dropdown or typed (practice.md §5; pte-format.md: 1 per
 * blank, typed blanks 1 per correctly spelt word): a blank is correct when its
 * value equals the answer, ignoring case and surrounding spaces; a success when
 * more than half are correct. Example: ['water', 'cycle'] against ['Water', ''] → 1 of 2.
 */
export function scoreFillInTheBlanks({ correctAnswers, answers }: { correctAnswers: readonly string[]; answers: readonly (string | null | undefined)[] }): ItemScore {
  const blanks = correctAnswers.map((expected, index) => {
    const given = answers[index] ?? null;
    return { index, given, expected, correct: given !== null && comparable(given) === comparable(expected) };
  });
  const correct = blanks.filter((blank) => blank.correct).length;
  return ruleScore([{ name: 'Content', score: correct, max: blanks.length, evidence: { kind: 'blanks', blanks } }]);
}
