import { describe, expect, it } from 'vitest';
import { meterPercent } from '@frontend/components/microphone-check/level-scale';

describe('meterPercent', () => {
  it.each([
    [0, 0],
    [-0.5, 0],
    [Number.NaN, 0],
    [0.0005, 0],
    [0.001, 0],
    [0.01, 33],
    [0.1, 67],
    [0.5, 90],
    [1, 100],
    [2, 100],
  ])('shows RMS %d at %i %%', (level, percent) => {
    expect(meterPercent(level)).toBe(percent);
  });
});
