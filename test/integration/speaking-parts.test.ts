import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWav, readWavInfo, recordingParts, wavSamples } from '@shared/audio';
import { postTo, projectRoot, temporaryDataDir } from '@test/fixtures/local-platform';
import { spokenWav } from '@test/fixtures/speech';
import type { TranscribeRequest } from '@functions/adapters/transcriber';
import { startPlatform, type Platform } from '@local/platform';

interface Analysis {
  transcript: string;
  traits: { name: string; score: number; max: number }[];
}

// In-process platform with PocketSphinx behind a transcriber that notes the length of every
// recording it is given, so the test sees which stretches were recognised, and when.
describe('speaking parts recognised while the answer is recorded', () => {
  let dataDir: Awaited<ReturnType<typeof temporaryDataDir>>;
  let audioDir: string;
  let platform: Platform;
  let token: string;
  let passage: string;
  const recognised: number[] = [];
  let restoreTranscriber = () => undefined as void;

  beforeAll(async () => {
    dataDir = await temporaryDataDir();
    audioDir = await mkdtemp(join(tmpdir(), 'pte-parts-'));
    platform = await startPlatform({ projectRoot, port: 0, mailPort: 0, dataDir: dataDir.path, webRoot: join(dataDir.path, 'no-web'), logLevel: 'SILENT', transcriber: 'pocketsphinx' });
    // Loaded once the platform has set the configuration they read.
    const { pocketsphinxTranscriber, useTranscriber } = await import('@functions/adapters/transcriber');
    restoreTranscriber = () => useTranscriber(undefined);
    const decoder = pocketsphinxTranscriber();
    useTranscriber({
      name: 'pocketsphinx',
      async transcribe(request: TranscribeRequest) {
        const recognition = await decoder.transcribe(request);
        recognised.push(readWavInfo(request.wav)!.duration);
        return recognition;
      },
    });
    const demo = platform.demoAccounts.find((account) => account.platformAccess === 'student')!;
    token = ((await post('users/loginStudent', { email: demo.email, password: demo.password })).body as { token: string }).token;
    const bank = JSON.parse(await readFile(join(projectRoot, 'content/questions/SRA.json'), 'utf8')) as { uid: string; topic: string }[];
    passage = bank.find((question) => question.uid === 'SRA-0001')!.topic;
  });

  afterAll(async () => {
    restoreTranscriber();
    await platform?.stop();
    await dataDir?.remove();
    if (audioDir) await rm(audioDir, { recursive: true, force: true });
  });

  const post = (path: string, body: unknown) => postTo(platform.appUrl, path, body, token);

  async function upload(bytes: Uint8Array): Promise<string> {
    const created = await post('analysis/createSpeechUpload', { uid: 'SRA-0001', bytes: bytes.length });
    const { uploadId, url, headers } = created.body as { uploadId: string; url: string; headers: Record<string, string> };
    expect((await fetch(url, { method: 'PUT', headers, body: new Uint8Array(bytes) })).status).toBe(200);
    return uploadId;
  }

  /** A recording as the recorder encodes it, from flite's reading. */
  const recorded = async (name: string, text: string) => {
    const wav = new Uint8Array(await readFile(await spokenWav(audioDir, name, text, { durationStretch: 1.3 })));
    return encodeWav(wavSamples(wav, readWavInfo(wav)!));
  };

  /** Sends the parts a recorder would cut from `wav`, and waits until the worker has recognised them all. */
  async function sendParts(wav: Uint8Array): Promise<{ uploadId: string; startSample: number }[]> {
    // Read Aloud gives 40 s to answer.
    const parts = recordingParts(wavSamples(wav, readWavInfo(wav)!), 40);
    const sent = [];
    const before = recognised.length;
    for (const part of parts) {
      const uploadId = await upload(encodeWav(part.samples));
      expect(await post('analysis/recogniseSpeechPart', { uid: 'SRA-0001', uploadId })).toMatchObject({ status: 200, body: { recognising: true } });
      sent.push({ uploadId, startSample: part.startSample });
    }
    while (recognised.length < before + parts.length) await new Promise((resolve) => setTimeout(resolve, 50));
    return sent;
  }

  async function score(wav: Uint8Array, parts?: { uploadId: string; startSample: number }[]): Promise<{ analysis: Analysis; recognisedAfterSubmit: number[] }> {
    const before = recognised.length;
    const submitted = await post('analysis/submitSpeech', { uid: 'SRA-0001', uploadId: await upload(wav), isMockTest: false, ...(parts ? { parts } : {}) });
    expect(submitted.status).toBe(200);
    const { jobId } = submitted.body as { jobId: string };
    for (;;) {
      const reply = await post('analysis/fetchSpeechAnalysis', { jobId });
      if (reply.body.status === 'done') return { analysis: reply.body.result as Analysis, recognisedAfterSubmit: recognised.slice(before) };
      expect(reply.body.status).toBe('pending');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const content = (analysis: Analysis) => analysis.traits.find((trait) => trait.name === 'Content')!.score;

  it('recognises only the last seconds after the answer ends, and scores it as the whole recording', async () => {
    const wav = await recorded('reading', passage);
    const duration = readWavInfo(wav)!.duration;
    const parts = await sendParts(wav);
    expect(parts.length).toBeGreaterThanOrEqual(2);

    const inParts = await score(wav, parts);
    expect(inParts.recognisedAfterSubmit).toHaveLength(1);
    expect(inParts.recognisedAfterSubmit[0]).toBeLessThan(10);
    const whole = await score(wav);
    expect(whole.recognisedAfterSubmit).toEqual([duration]);
    expect(content(inParts.analysis)).toBeGreaterThanOrEqual(content(whole.analysis) - 1);
    expect(inParts.analysis.transcript.split(' ').slice(0, 5)).toEqual(whole.analysis.transcript.split(' ').slice(0, 5));
  });

  it('does not take the words of parts that the submitted recording does not hold', async () => {
    const reading = await recorded('reading-again', passage);
    const other = await recorded('other', 'the orchestra rehearsed the symphony twice before the concert on saturday evening while the audience waited outside in the rain and the conductor checked every score');
    const parts = await sendParts(other);
    const { analysis, recognisedAfterSubmit } = await score(reading, parts);
    expect(recognisedAfterSubmit).toEqual([readWavInfo(reading)!.duration]);
    expect(analysis.transcript).not.toMatch(/orchestra|symphony/);
  });
});
