import type { ItemTypeCode } from './item-type-codes';
import { itemTypes, type SuccessRule } from './item-types';

/**
 * Whether a score passes a success rule: 'over 7' is strictly greater than 7,
 * 'more than half' strictly greater than max / 2, so exactly half fails.
 * An unscored rule never passes here; the Personal Introduction scorer decides
 * from whether anything was recorded.
 * Example: passesSuccessRule({ kind: 'moreThanHalf' }, 2, 4) === false.
 */
export function passesSuccessRule(rule: SuccessRule, score: number, max: number): boolean {
  switch (rule.kind) {
    case 'over':
      return score > rule.points;
    case 'equals':
      return score === rule.points;
    case 'moreThanHalf':
      return max > 0 && score > max / 2;
    case 'unscored':
      return false;
  }
}

/** Whether a score of a type is a success, e.g. isSuccessful('WWE', 8, 15) === true. */
export function isSuccessful(code: ItemTypeCode, score: number, max: number): boolean {
  return passesSuccessRule(itemTypes[code].success, score, max);
}
