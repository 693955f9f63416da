import { describe, expect, it } from 'vitest';
import { countUniqueWords, isLongWord, matchingLongWords } from './vocabulary';

describe('isLongWord', () => {
  it.each([
    ['people', false],
    ['science', true],
  ])('%j is long: %s (more than six letters)', (word, expected) => {
    expect(isLongWord(word)).toBe(expected);
  });
});

describe('countUniqueWords', () => {
  it('counts distinct words ignoring case and punctuation', () => {
    expect(countUniqueWords('The cat. the CAT! A dog')).toBe(4);
  });
});

describe('matchingLongWords', () => {
  it('counts every use of a long word the topic also has', () => {
    // Prepare
    const topic = 'Has technology made our lives more complicated?';
    // Act
    const matches = matchingLongWords('Technology helps; technology is complicated, people say.', topic);
    // Assess
    expect(matches).toEqual(['technology', 'technology', 'complicated']);
  });
});
