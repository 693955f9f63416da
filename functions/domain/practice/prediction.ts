import type { ItemTypeCode } from '@shared/exam';
import { mockTemplates, seededShuffle } from '@shared/mock';

/*
 * Which questions are 'predicted' this week (practice route query prediction,
 * questions/fetchPredictedQuestions). The rule, computed from the bank and the date, never stored:
 *
 * - The week is the ISO week (Monday to Sunday, UTC), so the list changes on Monday at 00:00 UTC.
 * - Every item type has predictions: a quarter of its questions for the types the exam asks most
 *   (4 or more in one test, per the mock templates: Read Aloud, Repeat Sentence, Describe Image,
 *   Answer Short Question, both reading fill-in-the-blanks types and Write From Dictation), an
 *   eighth for the others; at least one when the type has any.
 * - A type's questions are put in one fixed shuffled order (seeded by the type), and the week's
 *   predictions are the window of that many questions starting at (week number x window) round
 *   that order. The window moves on by its own length each week, so every question is predicted
 *   in turn and two weeks running share none while the window is at most half the type.
 */

/** The share of a type predicted each week. */
export const predictedShares = { frequent: 1 / 4, other: 1 / 8 } as const;

/** A type the exam asks at least this many times in one test is one it asks most. */
const frequentPerTest = 4;

/** The types the exam asks most: in some variant's full test at least frequentPerTest times. */
export const frequentTypes: ReadonlySet<ItemTypeCode> = new Set(
  mockTemplates
    .filter((template) => template.category === 'full')
    .flatMap((template) => template.parts.flatMap((part) => part.items))
    .filter((item) => item.count >= frequentPerTest)
    .map((item) => item.type),
);

const dayMs = 86_400_000;

/**
 * The number of the ISO week holding `at` (ms since the epoch), counted from the week of
 * Monday 29 December 1969: consecutive weeks have consecutive numbers. Example:
 * predictionWeekOf(Date.UTC(2026, 10, 23)) === predictionWeekOf(Date.UTC(2026, 10, 29, 23)).
 */
export function predictionWeekOf(at: number): number {
  // 1 January 1970 was a Thursday, 3 days after the Monday its ISO week starts on.
  return Math.floor((Math.floor(at / dayMs) + 3) / 7);
}

/** How many of a type's `total` questions are predicted each week. */
export function predictedCountOf(type: ItemTypeCode, total: number): number {
  if (total <= 0) return 0;
  const share = frequentTypes.has(type) ? predictedShares.frequent : predictedShares.other;
  return Math.max(1, Math.round(total * share));
}

/** The uids of a type predicted in the week holding `at`, by the rule above. */
export function predictedUidsOf(type: ItemTypeCode, uids: readonly string[], at: number): ReadonlySet<string> {
  const order = seededShuffle([...new Set(uids)].sort(), `prediction:${type}`);
  const window = predictedCountOf(type, order.length);
  const start = (predictionWeekOf(at) * window) % Math.max(1, order.length);
  return new Set(Array.from({ length: window }, (_, offset) => order[(start + offset) % order.length] as string));
}
