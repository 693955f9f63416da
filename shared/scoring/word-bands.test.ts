import { describe, expect, it } from 'vitest';
import { wordBandOf, wordBands, type WritingTypeCode } from './word-bands';

// practice.md §5, the word-band table, at every boundary it names.
const boundaries: [WritingTypeCode, number, 'full' | 'partial' | 'zero'][] = [
  ['LST', 39, 'zero'],
  ['LST', 40, 'partial'],
  ['LST', 49, 'partial'],
  ['LST', 50, 'full'],
  ['LST', 70, 'full'],
  ['LST', 71, 'partial'],
  ['LST', 100, 'partial'],
  ['LST', 101, 'zero'],
  ['LCT', 4, 'zero'],
  ['LCT', 5, 'partial'],
  ['LCT', 19, 'partial'],
  ['LCT', 20, 'full'],
  ['LCT', 30, 'full'],
  ['LCT', 31, 'partial'],
  ['LCT', 40, 'partial'],
  ['LCT', 41, 'zero'],
  ['WWE', 119, 'zero'],
  ['WWE', 120, 'partial'],
  ['WWE', 199, 'partial'],
  ['WWE', 200, 'full'],
  ['WWE', 300, 'full'],
  ['WWE', 301, 'partial'],
  ['WWE', 380, 'partial'],
  ['WWE', 381, 'zero'],
  ['WWM', 29, 'zero'],
  ['WWM', 30, 'partial'],
  ['WWM', 49, 'partial'],
  ['WWM', 50, 'full'],
  ['WWM', 120, 'full'],
  ['WWM', 121, 'partial'],
  ['WWM', 140, 'partial'],
  ['WWM', 141, 'zero'],
  ['WWS', 4, 'zero'],
  ['WWS', 5, 'full'],
  ['WWS', 75, 'full'],
  ['WWS', 76, 'zero'],
  ['WSC', 4, 'zero'],
  ['WSC', 5, 'partial'],
  ['WSC', 24, 'partial'],
  ['WSC', 25, 'full'],
  ['WSC', 50, 'full'],
  ['WSC', 51, 'partial'],
  ['WSC', 60, 'partial'],
  ['WSC', 61, 'zero'],
];

describe('wordBandOf', () => {
  it.each(boundaries)('puts %s at %i words in the %s band', (type, words, band) => {
    expect(wordBandOf(type, words).band).toBe(band);
  });

  it('covers every table', () => {
    expect(new Set(boundaries.map(([type]) => type))).toEqual(new Set(Object.keys(wordBands)));
  });

  it.each([
    ['LST', 45, [40, 49]],
    ['LST', 60, [50, 70]],
    ['LST', 0, [0, 39]],
    ['LST', 150, [101, null]],
  ] as const)('reports %s at %i words in the range %j', (type, words, range) => {
    expect(wordBandOf(type, words).range).toEqual(range);
  });
});
