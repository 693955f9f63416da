import { describe, expect, it } from 'vitest';
import { partCut, recordingPart, recordingParts } from './parts';

const rate = 16_000;

/** Phrases of 1.5 s with pauses of 0.3 s: a 300 Hz tone over faint hiss. */
function speech(seconds: number): Float32Array {
  const samples = new Float32Array(Math.round(seconds * rate));
  for (let index = 0; index < samples.length; index += 1) {
    const time = index / rate;
    samples[index] = (time % 1.8 < 1.5 ? 0.4 * Math.sin((2 * Math.PI * 300 * index) / rate) : 0) + ((index * 7919) % 13) * 0.0001;
  }
  return samples;
}

describe('partCut', () => {
  it('waits until a whole part has been recorded', () => {
    expect(partCut(speech(9.9), 30, rate)).toBeUndefined();
  });

  it('leaves the audio to the whole recording when the answer is about to end', () => {
    expect(partCut(speech(recordingPart.everySeconds), recordingPart.leadSeconds - 0.5, rate)).toBeUndefined();
  });

  it('cuts in a pause of the last seconds', () => {
    const cut = partCut(speech(recordingPart.everySeconds), 30, rate)! / rate;
    expect(cut).toBeGreaterThanOrEqual(recordingPart.everySeconds - recordingPart.searchSeconds);
    // The pauses run from 1.5 to 1.8 s in every 1.8 s.
    expect(cut % 1.8).toBeGreaterThanOrEqual(1.5);
  });
});

describe('recordingParts', () => {
  it('cuts 40 s into parts of 8-10 s that follow each other, leaving the last seconds', () => {
    const samples = speech(40);
    const parts = recordingParts(samples, 45, rate);
    expect(parts).toHaveLength(4);
    let next = 0;
    for (const part of parts) {
      expect(part.startSample).toBe(next);
      expect(part.samples.length / rate).toBeGreaterThanOrEqual(8);
      expect(part.samples.length / rate).toBeLessThanOrEqual(10);
      expect(part.samples.every((sample, index) => sample === samples[part.startSample + index])).toBe(true);
      next += part.samples.length;
    }
    expect((samples.length - next) / rate).toBeLessThan(recordingPart.everySeconds);
  });

  it('makes no part of an answer shorter than one', () => {
    expect(recordingParts(speech(9), 40, rate)).toEqual([]);
  });

  it('cuts no part that would be sent with less than the lead left, such as at the end of a 10 s answer', () => {
    expect(recordingParts(speech(10), 10, rate)).toEqual([]);
    for (const part of recordingParts(speech(40), 40, rate)) expect(part.startSample / rate + recordingPart.everySeconds).toBeLessThanOrEqual(40 - recordingPart.leadSeconds);
  });
});
