import type { WordBand } from './types';

/** The writing types with a word-band table. */
export type WritingTypeCode = 'LST' | 'LCT' | 'WWE' | 'WWM' | 'WWS' | 'WSC';

export type WordRange = readonly [number, number];

/** A full-credit range and the partial ranges around it; every other count is zero. */
export interface WordBandTable {
  full: WordRange;
  partial: readonly WordRange[];
}

/** The word-band table of practice.md §5, one row per type, as data. */
export const wordBands: Readonly<Record<WritingTypeCode, WordBandTable>> = {
  LST: { full: [50, 70], partial: [[40, 49], [71, 100]] },
  LCT: { full: [20, 30], partial: [[5, 19], [31, 40]] },
  WWE: { full: [200, 300], partial: [[120, 199], [301, 380]] },
  WWM: { full: [50, 120], partial: [[30, 49], [121, 140]] },
  WWS: { full: [5, 75], partial: [] },
  WSC: { full: [25, 50], partial: [[5, 24], [51, 60]] },
};

/**
 * The band a word count falls in and the exact range hit; a zero range is
 * below the lowest bound or above the highest (upper bound null: no limit).
 * Example: wordBandOf('LST', 71) → { band: 'partial', range: [71, 100] }.
 */
export function wordBandOf(type: WritingTypeCode, words: number): { band: WordBand; range: [number, number | null] } {
  const table = wordBands[type];
  const inside = ([low, high]: WordRange) => words >= low && words <= high;
  if (inside(table.full)) return { band: 'full', range: [...table.full] };
  const partial = table.partial.find(inside);
  if (partial) return { band: 'partial', range: [...partial] };
  const bounds = [table.full, ...table.partial].flat();
  const lowest = Math.min(...bounds);
  const highest = Math.max(...bounds);
  return { band: 'zero', range: words < lowest ? [0, lowest - 1] : [highest + 1, null] };
}
