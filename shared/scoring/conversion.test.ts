import { describe, expect, it } from 'vitest';
import { communicativeScores, enablingSkillScores, toGlobalScale, type ItemResult } from './conversion';

describe('toGlobalScale', () => {
  it.each([
    [0, 10, 10],
    [5, 10, 50],
    [7, 14, 50],
    [10, 10, 90],
    [1, 3, 37],
    [12, 10, 90],
    [-3, 10, 10],
  ])('puts %d of %d at %i', (points, max, expected) => {
    expect(toGlobalScale(points, max)).toBe(expected);
  });

  it('has nothing to convert without a maximum', () => {
    expect(toGlobalScale(0, 0)).toBeNull();
  });
});

describe('communicativeScores', () => {
  it('counts an integrated item toward each skill it assesses', () => {
    // Act
    const scores = communicativeScores([{ type: 'SRA', score: 15, max: 15 }]);
    // Assess
    expect(scores).toEqual({ overall: 90, reading: 90, writing: null, listening: null, speaking: 90 });
  });

  it('weights items by their maximum points within a skill', () => {
    // Prepare: reading 1/1 (RSA), 0/4 (RRP pairs), and a Fill in the Blanks (Dropdown) 3/5 for reading and writing.
    const results: ItemResult[] = [
      { type: 'RSA', score: 1, max: 1 },
      { type: 'RRP', score: 0, max: 4 },
      { type: 'RFB', score: 3, max: 5 },
    ];
    // Act
    const scores = communicativeScores(results);
    // Assess: reading 4/10 → 42; writing 3/5 → 58; overall (1 + 0 + 2 × 3) / (1 + 4 + 2 × 5) = 7/15 → 47.
    expect(scores).toEqual({ overall: 47, reading: 42, writing: 58, listening: null, speaking: null });
  });

  it('leaves unscored Personal Introduction out', () => {
    expect(communicativeScores([{ type: 'SPI', score: 0, max: 0 }]).overall).toBeNull();
  });

  it('has no scores without results', () => {
    expect(communicativeScores([])).toEqual({ overall: null, reading: null, writing: null, listening: null, speaking: null });
  });
});

describe('enablingSkillScores', () => {
  it('sums each enabling skill’s traits across items on 10-90', () => {
    // Prepare
    const note = { kind: 'note' as const, text: '' };
    const results: ItemResult[] = [
      { type: 'WWE', score: 4, max: 4, traits: [{ name: 'Grammar', score: 2, max: 2, evidence: note }, { name: 'General linguistic range', score: 2, max: 2, evidence: note }] },
      { type: 'LST', score: 0, max: 2, traits: [{ name: 'Grammar', score: 0, max: 2, evidence: note }] },
      { type: 'SRS', score: 5, max: 5, traits: [{ name: 'Pronunciation', score: 5, max: 5, evidence: note }] },
      { type: 'RSA', score: 1, max: 1 },
    ];
    // Act
    const scores = enablingSkillScores(results);
    // Assess
    expect(scores).toEqual({ grammar: 50, 'oral fluency': null, pronunciation: 90, spelling: null, vocabulary: null, 'written discourse': 90 });
  });
});
