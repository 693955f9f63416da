import { describe, expect, it } from 'vitest';
import { alignWords } from './align-words';

describe('alignWords', () => {
  it('counts nothing when the words are read exactly', () => {
    const alignment = alignWords(['a', 'b'], ['a', 'b']);
    expect(alignment.errors).toBe(0);
    expect(alignment.steps.map((step) => step.op)).toEqual(['match', 'match']);
  });

  it('counts each replaced, omitted and inserted word as one error', () => {
    // Prepare
    const reference = ['the', 'quick', 'brown', 'fox', 'jumps'];
    const spoken = ['the', 'quick', 'red', 'fox', 'really', 'jumps', 'high'];
    // Act
    const alignment = alignWords(reference, spoken);
    // Assess
    expect(alignment.errors).toBe(3);
    expect(alignment.steps).toEqual([
      { op: 'match', reference: 'the', spoken: 'the' },
      { op: 'match', reference: 'quick', spoken: 'quick' },
      { op: 'replace', reference: 'brown', spoken: 'red' },
      { op: 'match', reference: 'fox', spoken: 'fox' },
      { op: 'insert', spoken: 'really' },
      { op: 'match', reference: 'jumps', spoken: 'jumps' },
      { op: 'insert', spoken: 'high' },
    ]);
  });

  it('reports omitted words when nothing was said', () => {
    const alignment = alignWords(['a', 'b'], []);
    expect(alignment.errors).toBe(2);
    expect(alignment.steps).toEqual([
      { op: 'omit', reference: 'a' },
      { op: 'omit', reference: 'b' },
    ]);
  });

  it('reports an omission in the middle of a reading', () => {
    expect(alignWords(['a', 'b', 'c'], ['a', 'c']).steps).toContainEqual({ op: 'omit', reference: 'b' });
  });
});

describe('alignWords with mostMatches', () => {
  it('keeps the most words in order instead of pairing unlike words', () => {
    const alignment = alignWords(['a', 'b', 'c'], ['b', 'c', 'a'], { mostMatches: true });
    expect(alignment.steps.filter((step) => step.op === 'match').map((step) => step.reference)).toEqual(['b', 'c']);
    expect(alignment.steps.some((step) => step.op === 'replace')).toBe(false);
    expect(alignment.errors).toBe(2);
  });
});
