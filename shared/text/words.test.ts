import { describe, expect, it } from 'vitest';
import { countWords, words } from './words';

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['one', 1],
    ['Hello, world.', 2],
    ['  spaced   out\nacross\tlines  ', 4],
    ['well-known 3.5 $5', 3],
  ])('counts %j as %i words', (text, expected) => {
    // Act
    const count = countWords(text);
    // Assess
    expect(count).toBe(expected);
  });
});

describe('words', () => {
  it('returns the whitespace-separated tokens with their punctuation', () => {
    expect(words(' The cat,  sat.\n')).toEqual(['The', 'cat,', 'sat.']);
  });
});
