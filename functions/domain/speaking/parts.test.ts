import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { rateRules } from '@shared/accounts';
import { encodeWav, readWavInfo } from '@shared/audio';
import type { Recognition } from '@shared/scoring/recognition';
import { storedStudent } from '@test/fixtures/accounts';
import { sampleAndLocked, storeQuestions } from '@test/fixtures/bank';
import { fakeQueue, type FakeQueue } from '@test/fixtures/domain-ports';
import { blobs, type StoredObject } from '@functions/adapters/blobs';
import { useTranscriber } from '@functions/adapters/transcriber';
import { createSpeechPart, finishSpeechPart, getSpeechPart } from '@functions/data';
import { CreditExhaustedError } from '@functions/platform/errors';
import { runPart, startPart } from './jobs';
import { digestOf, recognisePart, recogniseWithParts } from './parts';
import { recordingKey } from './recordings';

const rate = 16_000;
const readAloud = sampleAndLocked('SRA').sample;

/** `seconds` of a recording whose every sample differs from the next, so any two stretches differ. */
function samplesOf(seconds: number, seed = 1): Float32Array {
  return Float32Array.from({ length: Math.round(seconds * rate) }, (_, index) => Math.sin((index + seed) * 0.37) * 0.5);
}

/** A transcriber that hears one word per recording given to it, and notes each recording's length. */
function listening() {
  const lengths: number[] = [];
  const transcribe = async (wav: Uint8Array): Promise<Recognition> => {
    const { duration } = readWavInfo(wav)!;
    lengths.push(duration);
    return { words: [{ word: `heard${lengths.length}`, start: 0.5, end: 1, confidence: 0.9 }], duration };
  };
  return { lengths, transcribe };
}

/** A part as its worker leaves it: recognised from `samples`, with one word at 0.5 s. */
async function recognisedPart(samples: Float32Array, word: string): Promise<string> {
  const partKey = `recordings/user-1/${randomUUID()}.wav`;
  await createSpeechPart({ partKey, uid: readAloud.uid });
  const pcm = encodeWav(samples).subarray(44);
  await finishSpeechPart(partKey, { status: 'done', digest: digestOf(pcm), samples: samples.length, words: [{ word, start: 0.5, end: 1, confidence: 0.8 }] });
  return partKey;
}

function joined(...stretches: Float32Array[]): Float32Array {
  const out = new Float32Array(stretches.reduce((total, stretch) => total + stretch.length, 0));
  stretches.reduce((offset, stretch) => (out.set(stretch, offset), offset + stretch.length), 0);
  return out;
}

describe('recogniseWithParts', () => {
  const [first, second, rest] = [samplesOf(9, 1), samplesOf(9.5, 2), samplesOf(3, 3)];
  const whole = encodeWav(joined(first, second, rest));
  const info = readWavInfo(whole)!;

  it('takes the words of the parts on the recording clock and recognises only the rest', async () => {
    const parts = [
      { partKey: await recognisedPart(first, 'coral'), startSample: 0 },
      { partKey: await recognisedPart(second, 'reefs'), startSample: first.length },
    ];
    const { lengths, transcribe } = listening();

    const recognition = await recogniseWithParts(whole, info, parts, transcribe);

    expect(lengths).toEqual([3]);
    expect(recognition.partsUsed).toBe(2);
    expect(recognition.duration).toBeCloseTo(21.5);
    expect(recognition.words.map((word) => [word.word, word.start])).toEqual([
      ['coral', 0.5],
      ['reefs', 9.5],
      ['heard1', 19],
    ]);
  });

  it('stops at a part that the recording does not hold sample for sample, and recognises everything after it', async () => {
    const parts = [
      { partKey: await recognisedPart(first, 'coral'), startSample: 0 },
      { partKey: await recognisedPart(samplesOf(9.5, 7), 'other'), startSample: first.length },
    ];
    const { lengths, transcribe } = listening();

    const recognition = await recogniseWithParts(whole, info, parts, transcribe);

    expect(lengths).toEqual([12.5]);
    expect(recognition.words.map((word) => word.word)).toEqual(['coral', 'heard1']);
  });

  it('recognises the whole recording when the first part is not at its start, failed or unknown', async () => {
    const failed = `recordings/user-1/${randomUUID()}.wav`;
    await createSpeechPart({ partKey: failed, uid: readAloud.uid });
    await finishSpeechPart(failed, { status: 'failed' });
    for (const parts of [[{ partKey: await recognisedPart(second, 'reefs'), startSample: first.length }], [{ partKey: failed, startSample: 0 }], [{ partKey: 'recordings/user-1/none.wav', startSample: 0 }]]) {
      const { lengths, transcribe } = listening();
      const recognition = await recogniseWithParts(whole, info, parts, transcribe);
      expect(lengths).toEqual([21.5]);
      expect(recognition.partsUsed).toBe(0);
    }
  });
});

describe('recognisePart', () => {
  it("keeps the part's words with the digest and length of its audio, once", async () => {
    const samples = samplesOf(2);
    const wav = encodeWav(samples);
    const partKey = `recordings/user-1/${randomUUID()}.wav`;
    await createSpeechPart({ partKey, uid: readAloud.uid });
    const { transcribe } = listening();

    expect(await recognisePart(partKey, async () => ({ bytes: wav, info: readWavInfo(wav)! }), transcribe)).toBe('done');
    expect(await getSpeechPart(partKey)).toEqual({ partKey, uid: readAloud.uid, status: 'done', digest: digestOf(wav.subarray(44)), samples: samples.length, words: [expect.objectContaining({ word: 'heard1' })] });
    expect(await recognisePart(partKey, async () => ({ bytes: wav, info: readWavInfo(wav)! }), transcribe)).toBe('already ended');
  });

  it('marks a part it cannot recognise as failed, for the answer to recognise that stretch', async () => {
    const partKey = `recordings/user-1/${randomUUID()}.wav`;
    await createSpeechPart({ partKey, uid: readAloud.uid });
    expect(await recognisePart(partKey, async () => Promise.reject(new Error('missing')), listening().transcribe)).toBe('failed');
    expect(await getSpeechPart(partKey)).toMatchObject({ status: 'failed' });
  });
});

describe('startPart and runPart', () => {
  let queue: FakeQueue;
  beforeAll(() => storeQuestions(readAloud));
  beforeEach(() => {
    queue = fakeQueue();
  });
  afterEach(() => {
    useTranscriber(undefined);
    vi.restoreAllMocks();
  });

  function uploadsHolding(recording: Uint8Array) {
    vi.spyOn(blobs, 'get').mockImplementation(async (_bucket, _key, range): Promise<StoredObject> => ({ bytes: range ? recording.subarray(0, 4096) : recording, contentType: 'audio/wav', totalBytes: recording.byteLength }));
  }

  it("queues a student's part once, under their own folder, and the worker recognises it with what the item expects", async () => {
    const { user, caller } = await storedStudent({ speakingCredits: 5 });
    const wav = encodeWav(samplesOf(9));
    uploadsHolding(wav);
    const input = { uid: readAloud.uid, uploadId: randomUUID() };

    expect(await startPart(caller, '10.2.0.1', input)).toEqual({ recognising: true });
    expect(await startPart(caller, '10.2.0.1', input)).toEqual({ recognising: true });
    const partKey = recordingKey({ user }, input.uploadId);
    expect(queue.sent).toEqual([{ queueUrl: 'speech', message: { partKey } }]);

    const expected: (string | undefined)[] = [];
    useTranscriber({
      name: 'pocketsphinx',
      transcribe: async (request) => {
        expected.push(request.expectedText);
        return { words: [], duration: 9 };
      },
    });
    expect(await runPart({ partKey })).toBe('done');
    expect(expected).toEqual([readAloud.topic]);
    expect(await runPart({ partKey })).toBe('already ended');
  });

  it('refuses a part from a student with no credit left, queueing nothing', async () => {
    const { caller } = await storedStudent({ speakingCredits: 0 });
    await expect(startPart(caller, '10.2.0.2', { uid: readAloud.uid, uploadId: randomUUID() })).rejects.toBeInstanceOf(CreditExhaustedError);
    expect(queue.sent).toEqual([]);
  });

  it("stops recognising a visitor's parts past the hour's limit of their address, so answers are recognised whole", async () => {
    uploadsHolding(encodeWav(samplesOf(9)));
    const send = () => startPart(undefined, '10.2.0.3', { uid: readAloud.uid, uploadId: randomUUID(), anonymousId: randomUUID() });
    for (let part = 0; part < rateRules.speechParts.limit; part += 1) expect(await send()).toEqual({ recognising: true });
    expect(await send()).toEqual({ recognising: false });
    expect(queue.sent).toHaveLength(rateRules.speechParts.limit);
  });
});
