import { describe, expect, it } from 'vitest';
import { containsPhrase } from './phrases';

describe('containsPhrase', () => {
  const heard = ['the', 'water', 'cycle', 'moves', 'water'];

  it.each([
    [['water', 'cycle'], true],
    [['cycle'], true],
    [['cycle', 'water'], false],
    [['moves', 'water', 'again'], false],
    [[], false],
  ])('finds %j: %s', (phrase, expected) => {
    expect(containsPhrase(heard, phrase)).toBe(expected);
  });
});
