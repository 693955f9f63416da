import { describe, expect, it } from 'vitest';
import { msUntilNextStep, overlayStep } from '@frontend/components/analysis-overlay/overlay-step';

describe('overlayStep', () => {
  it.each([
    [0, 'uploading'],
    [2_999, 'uploading'],
    [3_000, 'analysing'],
    [11_999, 'analysing'],
    [12_000, 'stillWorking'],
    [29_999, 'stillWorking'],
    [30_000, 'gaveUp'],
  ] as const)('is %s ms after sending: %s', (elapsedMs, step) => {
    expect(overlayStep(elapsedMs)).toBe(step);
  });

  it('stays on the first step when the clock reads before the start', () => {
    expect(overlayStep(-500)).toBe('uploading');
  });
});

describe('msUntilNextStep', () => {
  it('waits until the next step begins, and not at all once loading has stopped', () => {
    expect(msUntilNextStep(0)).toBe(3_000);
    expect(msUntilNextStep(2_999)).toBe(1);
    expect(msUntilNextStep(3_000)).toBe(9_000);
    expect(msUntilNextStep(12_500)).toBe(17_500);
    expect(msUntilNextStep(30_000)).toBeUndefined();
  });

  it('counts from the start when the clock reads before it', () => {
    expect(msUntilNextStep(-200)).toBe(3_200);
  });
});
