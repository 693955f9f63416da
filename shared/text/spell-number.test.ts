import { describe, expect, it } from 'vitest';
import { spellDigits, spellNumber, spellNumberAsSaid, spellOrdinal } from './spell-number';

describe('spellNumber', () => {
  it.each([
    [0, 'zero'],
    [7, 'seven'],
    [13, 'thirteen'],
    [20, 'twenty'],
    [21, 'twenty one'],
    [40, 'forty'],
    [99, 'ninety nine'],
    [100, 'one hundred'],
    [101, 'one hundred one'],
    [310, 'three hundred ten'],
    [1000, 'one thousand'],
    [1250, 'one thousand two hundred fifty'],
    [1980, 'one thousand nine hundred eighty'],
    [20_006, 'twenty thousand six'],
    [2_000_000, 'two million'],
    [1_000_001, 'one million one'],
    [3_000_500_000, 'three billion five hundred thousand'],
    [999_999_999_999, 'nine hundred ninety nine billion nine hundred ninety nine million nine hundred ninety nine thousand nine hundred ninety nine'],
  ])('spells %i as %j, without "and"', (value, expected) => {
    expect(spellNumber(value)).toBe(expected);
  });

  it.each([-1, 2.5, 1_000_000_000_000, Number.NaN])('refuses %d, which is not a whole number from 0 to 999,999,999,999', (value) => {
    expect(() => spellNumber(value)).toThrow(RangeError);
  });
});

describe('spellNumberAsSaid', () => {
  it.each([
    [1980, 'nineteen eighty'],
    [1905, 'nineteen oh five'],
    [1900, 'nineteen hundred'],
    [1100, 'eleven hundred'],
    [1999, 'nineteen ninety nine'],
    [1250, 'twelve fifty'],
    [2010, 'twenty ten'],
    [2025, 'twenty twenty five'],
    [2099, 'twenty ninety nine'],
  ])('spells %i, in the year ranges, as a year is said: %j', (value, expected) => {
    expect(spellNumberAsSaid(value)).toBe(expected);
  });

  it.each([
    [0, 'zero'],
    [310, 'three hundred ten'],
    [1000, 'one thousand'],
    [1099, 'one thousand ninety nine'],
    [2000, 'two thousand'],
    [2005, 'two thousand five'],
    [2100, 'two thousand one hundred'],
    [12_250, 'twelve thousand two hundred fifty'],
  ])('spells %i, outside the year ranges, as a cardinal: %j', (value, expected) => {
    expect(spellNumberAsSaid(value)).toBe(expected);
  });
});

describe('spellOrdinal', () => {
  it.each([
    [0, 'zeroth'],
    [1, 'first'],
    [2, 'second'],
    [3, 'third'],
    [4, 'fourth'],
    [5, 'fifth'],
    [8, 'eighth'],
    [9, 'ninth'],
    [10, 'tenth'],
    [12, 'twelfth'],
    [20, 'twentieth'],
    [22, 'twenty second'],
    [100, 'one hundredth'],
    [1980, 'one thousand nine hundred eightieth'],
    [1_000_000, 'one millionth'],
  ])('spells %i as %j', (value, expected) => {
    expect(spellOrdinal(value)).toBe(expected);
  });
});

describe('spellDigits', () => {
  it('reads each digit on its own, zeros included', () => {
    expect(spellDigits('0750')).toBe('zero seven five zero');
  });
});
