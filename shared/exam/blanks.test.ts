import { describe, expect, it } from 'vitest';
import { countBlanks, splitAtBlanks } from './blanks';

describe('countBlanks', () => {
  it.each([
    ['No blanks here.', 0],
    ['A ___ and a ___.', 2],
    ['A long _____ blank is one', 1],
    ['Two underscores __ are not a blank', 0],
  ])('counts %j as %i', (topic, expected) => {
    expect(countBlanks(topic)).toBe(expected);
  });
});

describe('splitAtBlanks', () => {
  it('returns the text around the blanks, one piece more than blanks', () => {
    expect(splitAtBlanks('The ___ rose by ___.')).toEqual(['The ', ' rose by ', '.']);
  });
});
