import { describe, expect, it } from 'vitest';
import { encodeWav } from '@shared/audio';
import { browserTranscriber } from './browser';

/** `seconds` of silence with a 440 Hz tone from `from` to `to`. */
function toneWav(seconds: number, from: number, to: number): Uint8Array {
  const samples = new Float32Array(Math.round(seconds * 16_000));
  for (let index = Math.round(from * 16_000); index < Math.round(to * 16_000); index += 1) samples[index] = 0.5 * Math.sin((2 * Math.PI * 440 * index) / 16_000);
  return encodeWav(samples);
}

const request = { bucket: 'pte-unit-uploads', key: 'recordings/user-1/upload-1.wav' };

describe('browserTranscriber', () => {
  it("spreads the browser's words evenly over the sound in the recording, each with its confidence", async () => {
    const recognition = await browserTranscriber().transcribe({ ...request, wav: toneWav(4, 1, 3), browserTranscript: { text: ' the weather  is nice ', confidence: 0.82 } });

    expect(recognition.duration).toBe(4);
    expect(recognition.words.map((word) => word.word)).toEqual(['the', 'weather', 'is', 'nice']);
    expect(recognition.words.every((word) => word.confidence === 0.82)).toBe(true);
    // The tone's first loud sample is a few samples after 1 s and its last a few before 3 s.
    expect(recognition.words[0]!.start).toBeCloseTo(1, 2);
    expect(recognition.words[3]!.end).toBeCloseTo(3, 2);
    for (const [index, word] of recognition.words.entries()) {
      expect(word.start).toBeCloseTo(1 + index * 0.5, 2);
      expect(word.end - word.start).toBeCloseTo(0.5, 2);
    }
  });

  it('gives no words without a transcript, or with an empty one', async () => {
    expect(await browserTranscriber().transcribe({ ...request, wav: toneWav(2, 0.5, 1.5) })).toEqual({ words: [], duration: 2 });
    expect(await browserTranscriber().transcribe({ ...request, wav: toneWav(2, 0.5, 1.5), browserTranscript: { text: '  ', confidence: 0.9 } })).toEqual({ words: [], duration: 2 });
  });

  it('gives no words for a silent recording whatever the browser sent', async () => {
    const recognition = await browserTranscriber().transcribe({ ...request, wav: encodeWav(new Float32Array(32_000)), browserTranscript: { text: 'my name is john', confidence: 0.9 } });
    expect(recognition).toEqual({ words: [], duration: 2 });
  });

  it('keeps a confidence out of range within 0-1', async () => {
    const recognition = await browserTranscriber().transcribe({ ...request, wav: toneWav(2, 0.5, 1.5), browserTranscript: { text: 'hello', confidence: 1.2 } });
    expect(recognition.words[0]!.confidence).toBe(1);
  });
});
