import { describe, expect, it } from 'vitest';
import { fluencyTrait, nothingRecordedScore, pronunciationTrait } from './speaking';
import { nothingRecorded } from './types';

describe('pronunciationTrait', () => {
  it('shows the confidence and the spec’s 0.5-0.9 window', () => {
    expect(pronunciationTrait(0.82)).toEqual({
      name: 'Pronunciation',
      score: 4,
      max: 5,
      evidence: { kind: 'measure', label: 'recognition confidence', value: 0.82, floor: 0.5, ceiling: 0.9 },
    });
  });
});

describe('fluencyTrait', () => {
  it('shows the speech rate and the spec’s 0-2 window', () => {
    expect(fluencyTrait(1)).toEqual({
      name: 'Oral fluency',
      score: 3,
      max: 5,
      evidence: { kind: 'measure', label: 'words per second', value: 1, floor: 0, ceiling: 2 },
    });
  });
});

describe('nothingRecordedScore', () => {
  it('zeroes every trait of the type with the nothing-recorded note', () => {
    // Act
    const result = nothingRecordedScore('SIT');
    // Assess
    expect(nothingRecorded).toBe('nothing recorded');
    expect(result).toMatchObject({ score: 0, max: 13, successful: false });
    expect(result.traits.map((trait) => [trait.name, trait.score, trait.evidence])).toEqual([
      ['Appropriacy', 0, { kind: 'note', text: 'nothing recorded' }],
      ['Pronunciation', 0, { kind: 'note', text: 'nothing recorded' }],
      ['Oral fluency', 0, { kind: 'note', text: 'nothing recorded' }],
    ]);
  });
});
