import { describe, expect, it } from 'vitest';
import { createSilenceDetector, loudestLevel, rms, SILENCE_THRESHOLD } from '@frontend/components/recorder/capture/silence';

/** Feeds readings of [level, atSeconds] and returns the detector's answer after each. */
function feed(readings: readonly (readonly [number, number])[], options?: Parameters<typeof createSilenceDetector>[0]) {
  const silent = createSilenceDetector(options);
  return readings.map(([level, atSeconds]) => silent(level, atSeconds));
}

const loud = 0.08;
const quiet = 0.002;

describe('rms', () => {
  it.each([
    ['no samples', [], 0],
    ['digital silence', [0, 0, 0, 0], 0],
    ['a constant', [0.5, 0.5], 0.5],
    ['a square wave', [0.5, -0.5, 0.5, -0.5], 0.5],
    ['full scale', [1, -1], 1],
    ['one loud sample among quiet ones', [0, 0, 0, 0.4], 0.2],
  ] as const)('is the root mean square of %s', (_, samples, expected) => {
    expect(rms(Float32Array.from(samples))).toBeCloseTo(expected, 6);
  });

  it('reads a sine of amplitude a as a / √2', () => {
    const sine = Float32Array.from({ length: 16_000 }, (_, index) => 0.3 * Math.sin((2 * Math.PI * 440 * index) / 16_000));
    expect(rms(sine)).toBeCloseTo(0.3 / Math.SQRT2, 3);
  });
});

describe('loudestLevel', () => {
  it.each([
    ['nothing', new Float32Array(0), 0],
    ['3 s of digital silence', new Float32Array(48_000), 0],
    ['one 50 ms word in 3 s of silence', Float32Array.from({ length: 48_000 }, (_, index) => (index >= 8_000 && index < 8_800 ? 0.1 : 0)), 0.1],
    ['a short tail after the last whole block', Float32Array.from({ length: 1_000 }, (_, index) => (index >= 800 ? 0.3 : 0)), 0.3],
  ] as const)('is the level of the loudest block of %s', (_, samples, expected) => {
    expect(loudestLevel(samples)).toBeCloseTo(expected, 6);
  });
});

describe('createSilenceDetector', () => {
  it.each([
    ['a student who never speaks, at 3 s', [[0, 0.05], [0, 1], [0, 2.95], [0, 3]], [false, false, false, true]],
    ['a quiet room under the threshold, at 3 s', [[quiet, 0.5], [quiet, 2.9], [quiet, 3.05]], [false, false, true]],
    ['speech, then 3 s of silence after the last word', [[loud, 0.5], [loud, 2], [0, 2.05], [0, 5], [0, 5.05]], [false, false, false, false, true]],
    ['pauses shorter than 3 s between words', [[loud, 1], [0, 1.05], [0, 3.9], [loud, 4], [0, 4.05], [0, 7]], [false, false, false, false, false, false]],
    ['a reading exactly at the threshold, as sound', [[SILENCE_THRESHOLD, 1], [SILENCE_THRESHOLD, 4], [SILENCE_THRESHOLD, 8]], [false, false, false]],
    ['a reading just under the threshold, as silence', [[SILENCE_THRESHOLD * 0.99, 1], [SILENCE_THRESHOLD * 0.99, 3]], [false, true]],
  ] as const)('detects %s', (_, readings, expected) => {
    expect(feed(readings)).toEqual(expected);
  });

  it('stays detected once it has fired, whatever comes after', () => {
    expect(feed([[0, 3], [loud, 3.05], [loud, 4]])).toEqual([true, true, true]);
  });

  it('takes other durations and thresholds', () => {
    expect(feed([[0.04, 0.5], [0.04, 1.5]], { silenceSeconds: 1.5, threshold: 0.05 })).toEqual([false, true]);
    expect(feed([[0.04, 0.5], [0.04, 1.5]], { silenceSeconds: 1.5, threshold: 0.03 })).toEqual([false, false]);
  });

  it('defaults to practice.md §9: 3 seconds', () => {
    expect(feed([[0, 2.999], [0, 3]])).toEqual([false, true]);
  });
});
