import { describe, expect, it } from 'vitest';
import { quantityRating, rating, timeRating } from './ratings';

describe('rating', () => {
  it.each([
    [1, 'EASY', 'green'],
    [2, 'EASY', 'green'],
    [3, 'MEDIUM', 'amber'],
    [4, 'HARD', 'red'],
    [5, 'HARD', 'red'],
  ] as const)('gives difficulty %i the label %s in %s', (value, label, colour) => {
    expect(rating('difficulty', value)).toEqual({ kind: 'difficulty', value, label, colour, text: `${value}/5` });
  });

  it('uses each kind’s own labels', () => {
    expect([rating('quantity', 5).label, rating('time', 3).label, rating('importance', 1).label]).toEqual(['MANY', 'MEDIUM', 'LOW']);
  });
});

describe('quantityRating', () => {
  it.each([
    [[1, 1], 1, '1'],
    [[1, 2], 1, '1-2'],
    [[2, 3], 2, '2-3'],
    [[4, 5], 3, '4-5'],
    [[6, 7], 4, '6-7'],
    [[10, 12], 5, '10-12'],
  ] as const)('rates %j items per test %i, printed %j', (perTest, value, text) => {
    expect(quantityRating(perTest)).toMatchObject({ value, text });
  });
});

describe('timeRating', () => {
  it.each([
    [40, 1, '40 SEC'],
    [60, 1, '1 MIN'],
    [90, 2, '90 SEC'],
    [180, 3, '3 MIN'],
    [540, 4, '9 MIN'],
    [1200, 5, '20 MIN'],
  ])('rates %i s as %i, printed %j', (seconds, value, text) => {
    expect(timeRating(seconds)).toMatchObject({ value, text });
  });
});
