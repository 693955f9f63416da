import { describe, expect, it } from 'vitest';
import { cutAtQuietGap, peakLevel, splitAtQuietGaps, voicedSpan } from './signal';

const rate = 16_000;

/** A recording of `seconds` with a 300 Hz tone wherever `loud` says, and faint hiss (about -60 dBFS) elsewhere. */
function recording(seconds: number, loud: (time: number) => boolean): Float32Array {
  const samples = new Float32Array(Math.round(seconds * rate));
  let seed = 1;
  for (let index = 0; index < samples.length; index += 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const hiss = (seed / 2 ** 31 - 0.5) * 0.002;
    samples[index] = loud(index / rate) ? 0.4 * Math.sin((2 * Math.PI * 300 * index) / rate) + hiss : hiss;
  }
  return samples;
}

describe('voicedSpan', () => {
  it('runs from the first to the last sample above the silence level', () => {
    const span = voicedSpan(recording(5, (time) => time >= 1 && time < 4), rate)!;
    expect(span.start).toBeCloseTo(1, 2);
    expect(span.end).toBeCloseTo(4, 2);
  });

  it('is undefined for silence and for hiss', () => {
    expect(voicedSpan(new Float32Array(rate), rate)).toBeUndefined();
    expect(voicedSpan(recording(1, () => false), rate)).toBeUndefined();
  });
});

describe('peakLevel', () => {
  it('is the loudest sample either side of zero', () => {
    expect(peakLevel(Float32Array.from([0.1, -0.7, 0.3]))).toBeCloseTo(0.7);
    expect(peakLevel(new Float32Array(10))).toBe(0);
  });
});

describe('splitAtQuietGaps', () => {
  const options = { targetSeconds: 10, searchSeconds: 2 };

  it('leaves a recording up to the target length whole', () => {
    expect(splitAtQuietGaps(recording(9.5, () => true), rate, options)).toEqual([{ start: 0, end: 9.5 }]);
  });

  it('cuts in the middle of the longest pause near each even position', () => {
    // Speech with short 0.1 s gaps every second, and longer pauses at 9.0-9.6 s, 21.0-21.4 s and 29.5-30.3 s.
    const pauses = [
      [9.0, 9.6],
      [21.0, 21.4],
      [29.5, 30.3],
    ];
    const loud = (time: number) => time % 1 < 0.9 && !pauses.some(([from, to]) => time >= from! && time < to!);
    const chunks = splitAtQuietGaps(recording(40, loud), rate, options);

    // Each long pause runs on from the short gap just before it.
    const [first, second, third] = [
      [8.9, 9.6],
      [20.9, 21.4],
      [29.5, 30.3],
    ];
    expect(chunks).toHaveLength(4);
    expect(chunks[0]!.end).toBeGreaterThan(first![0]! + 0.1);
    expect(chunks[0]!.end).toBeLessThan(first![1]! - 0.1);
    expect(chunks[1]!.end).toBeGreaterThan(second![0]! + 0.1);
    expect(chunks[1]!.end).toBeLessThan(second![1]! - 0.1);
    expect(chunks[2]!.end).toBeGreaterThan(third![0]! + 0.1);
    expect(chunks[2]!.end).toBeLessThan(third![1]! - 0.1);
  });

  it('cuts at the quietest moment when no pause is near, and never beyond the search distance', () => {
    // A tone that dips to a tenth of its level from 14.5 s to 14.7 s but never stops.
    const samples = recording(20, () => true);
    for (let index = 14.5 * rate; index < 14.7 * rate; index += 1) samples[index]! *= 0.1;
    const [first, second] = splitAtQuietGaps(samples, rate, { targetSeconds: 10, searchSeconds: 1 });
    expect(first!.end).toBeGreaterThanOrEqual(9);
    expect(first!.end).toBeLessThanOrEqual(11);
    expect(second!.start).toBe(first!.end);

    const [dipped] = splitAtQuietGaps(samples, rate, { targetSeconds: 10, searchSeconds: 5 });
    expect(dipped!.end).toBeCloseTo(14.6, 1);
  });

  it('covers the whole recording without gaps or overlaps', () => {
    const chunks = splitAtQuietGaps(recording(57, (time) => time % 3 < 2.5), rate, options);
    expect(chunks).toHaveLength(6);
    expect(chunks[0]!.start).toBe(0);
    expect(chunks.at(-1)!.end).toBe(57);
    for (let index = 1; index < chunks.length; index += 1) expect(chunks[index]!.start).toBe(chunks[index - 1]!.end);
    for (const chunk of chunks) expect(chunk.end - chunk.start).toBeLessThanOrEqual(14);
  });
});

describe('cutAtQuietGap', () => {
  // Speech in 1.5 s phrases, with pauses of 0.2 s, and one of 0.5 s from 10.8 s.
  const speaking = (time: number) => !(time >= 10.8 && time < 11.3) && time % 1.7 < 1.5;

  it('cuts in the middle of the longest pause in the last seconds', () => {
    const cut = cutAtQuietGap(recording(12, speaking), rate, 2);
    expect(cut / rate).toBeCloseTo(11.05, 1);
  });

  it('never cuts before the searched stretch, and at the quietest moment when nobody paused', () => {
    const cut = cutAtQuietGap(recording(12, () => true), rate, 2);
    expect(cut / rate).toBeGreaterThanOrEqual(10);
    expect(cut / rate).toBeLessThanOrEqual(12);
  });
});
