import { describe, expect, it } from 'vitest';
import { spellNumber } from './spell-number';

describe('spellNumber', () => {
  it.each([
    [0, 'zero'],
    [7, 'seven'],
    [13, 'thirteen'],
    [20, 'twenty'],
    [21, 'twenty one'],
    [40, 'forty'],
    [99, 'ninety nine'],
  ])('spells %i as %j', (value, expected) => {
    expect(spellNumber(value)).toBe(expected);
  });

  it.each([-1, 100, 2.5])('refuses %d, which is outside the whole numbers 0-99', (value) => {
    expect(() => spellNumber(value)).toThrow(RangeError);
  });
});
