import { describe, expect, it } from 'vitest';
import { encodeWav, readWavInfo, wavSamples } from './wav';

describe('WAV', () => {
  it('encodes 16 kHz mono 16-bit PCM that reads back with its length and samples', () => {
    const samples = Float32Array.from({ length: 8000 }, (_, index) => Math.sin(index / 10) * 0.5);
    const bytes = encodeWav(samples);
    expect(bytes.length).toBe(44 + 16_000);
    const info = readWavInfo(bytes)!;
    expect(info).toMatchObject({ sampleRate: 16_000, channels: 1, bitsPerSample: 16, duration: 0.5 });
    const decoded = wavSamples(bytes, info);
    expect(decoded[100]).toBeCloseTo(samples[100]!, 3);
  });

  it('encodes samples read from a WAV back to the very same bytes', () => {
    const bytes = encodeWav(Float32Array.from({ length: 1600 }, (_, index) => Math.sin(index / 7) * 0.9));
    expect(encodeWav(wavSamples(bytes, readWavInfo(bytes)!))).toEqual(bytes);
  });

  it('clamps samples outside -1..1 instead of wrapping them', () => {
    const bytes = encodeWav(Float32Array.from([2, -2]));
    const decoded = wavSamples(bytes, readWavInfo(bytes)!);
    expect(decoded[0]).toBeGreaterThan(0.99);
    expect(decoded[1]).toBe(-1);
  });

  it('finds the data after other chunks, and refuses what is not a PCM WAV', () => {
    const plain = encodeWav(new Float32Array(160));
    const list = new Uint8Array([...new TextEncoder().encode('LIST'), 4, 0, 0, 0, 1, 2, 3, 4]);
    const withList = new Uint8Array([...plain.subarray(0, 36), ...list, ...plain.subarray(36)]);
    expect(readWavInfo(withList)).toMatchObject({ dataOffset: 56, duration: 0.01 });
    expect(readWavInfo(new TextEncoder().encode('ID3'.padEnd(100, 'x')))).toBeUndefined();
    const float = plain.slice();
    float[20] = 3; // IEEE float format
    expect(readWavInfo(float)).toBeUndefined();
  });
});
