import { describe, expect, it } from 'vitest';
import { resample } from '@frontend/components/recorder/capture/resample';
import { rms } from '@frontend/components/recorder/capture/silence';

const sine = (frequency: number, rate: number, seconds: number, amplitude = 0.5) =>
  Float32Array.from({ length: Math.round(rate * seconds) }, (_, index) => amplitude * Math.sin((2 * Math.PI * frequency * index) / rate));

/** RMS away from the edges, where the filter's window is cut short. */
const middleRms = (samples: Float32Array) => rms(samples.subarray(Math.floor(samples.length / 4), Math.floor((samples.length * 3) / 4)));

describe('resample', () => {
  it.each([
    [48_000, 16_000, 48_000, 16_000],
    [44_100, 16_000, 44_100, 16_000],
    [22_050, 16_000, 2_205, 1_600],
    [8_000, 16_000, 800, 1_600],
  ])('turns %i Hz into %i Hz with the length scaled (%i → %i samples)', (from, to, inLength, outLength) => {
    expect(resample(new Float32Array(inLength), from, to).length).toBe(outLength);
  });

  it('keeps a speech-band tone at its level and shape', () => {
    const out = resample(sine(440, 48_000, 1), 48_000, 16_000);
    expect(middleRms(out)).toBeCloseTo(0.5 / Math.SQRT2, 2);
    const expected = sine(440, 16_000, 1);
    for (const index of [4_000, 8_001, 11_999]) expect(out[index]).toBeCloseTo(expected[index]!, 2);
  });

  it('removes what 16 kHz cannot hold instead of folding it into the speech band', () => {
    // 12 kHz would alias to 4 kHz at full level with plain decimation.
    const out = resample(sine(12_000, 48_000, 1), 48_000, 16_000);
    expect(middleRms(out)).toBeLessThan(0.005);
  });

  it('returns a copy when the rates already match', () => {
    const samples = Float32Array.of(0.1, 0.2);
    const out = resample(samples, 16_000, 16_000);
    expect(out).toEqual(samples);
    expect(out).not.toBe(samples);
  });
});
