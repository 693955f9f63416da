import { isSuccessful, passesSuccessRule, type ItemTypeCode } from '@shared/exam';
import type { ItemScore, Trait } from './types';

function total(traits: readonly Trait[]): { score: number; max: number } {
  return traits.reduce((sum, trait) => ({ score: sum.score + trait.score, max: sum.max + trait.max }), { score: 0, max: 0 });
}

/** A rule-based result: the traits' sum, a success when strictly more than half (practice.md §5). */
export function ruleScore(traits: Trait[]): ItemScore {
  const { score, max } = total(traits);
  return { score, max, successful: passesSuccessRule({ kind: 'moreThanHalf' }, score, max), traits };
}

/** An AI-scored result: the traits' sum judged by the type's threshold (practice.md §9). */
export function typeScore(type: ItemTypeCode, traits: Trait[]): ItemScore {
  const { score, max } = total(traits);
  return { score, max, successful: isSuccessful(type, score, max), traits };
}

/** Percentage of part in whole, 0 when whole is 0, e.g. percentOf(1, 3) ≈ 33.33. */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : (part / whole) * 100;
}
