import { describe, expect, it } from 'vitest';
import { matchWords } from './match-words';

describe('matchWords', () => {
  it('matches each reference word once, so a duplicate needs two occurrences', () => {
    // Prepare
    const reference = ['the', 'cat', 'saw', 'the', 'dog'];
    // Act
    const match = matchWords(reference, ['the', 'dog', 'saw', 'a', 'cat']);
    // Assess
    expect(match.marks).toEqual([true, true, true, false, true]);
    expect(match.matched).toEqual(['the', 'cat', 'saw', 'dog']);
    expect(match.missed).toEqual(['the']);
    expect(match.extra).toEqual(['a']);
  });

  it('does not let a word typed twice match a reference word that occurs once', () => {
    const match = matchWords(['the', 'cat'], ['the', 'the', 'the']);
    expect(match.matched).toEqual(['the']);
    expect(match.extra).toEqual(['the', 'the']);
  });

  it('ignores order', () => {
    expect(matchWords(['a', 'b', 'c'], ['c', 'b', 'a']).matched).toHaveLength(3);
  });
});
