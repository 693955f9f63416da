import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeWav, readWavInfo, recordingParts, wavSamples } from '@shared/audio';
import { mockTestIdOf } from '@shared/mock';
import { postTo, projectRoot, temporaryDataDir } from '@test/fixtures/local-platform';
import { bankItem } from '@test/fixtures/mock-answers';
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
    platform = await startPlatform({ projectRoot, port: 0, mailPort: 0, dataDir: dataDir.path, webRoot: join(dataDir.path, 'no-web'), logLevel: 'SILENT', transcriber: 'moonshine' });
    // Loaded once the platform has set the configuration they read.
    const { moonshineTranscriber, useTranscriber } = await import('@functions/adapters/transcriber');
    restoreTranscriber = () => useTranscriber(undefined);
    const decoder = moonshineTranscriber();
    useTranscriber({
      name: 'moonshine',
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

  /** A mock session's item: its recordings go through the mock's own calls instead of practice's. */
  type MockItem = { sessionId: string; uid: string };

  async function upload(bytes: Uint8Array, mock?: MockItem): Promise<string> {
    const created = mock ? await post('mocktest/createMockRecordingUpload', { ...mock, bytes: bytes.length }) : await post('analysis/createSpeechUpload', { uid: 'SRA-0001', bytes: bytes.length });
    const { uploadId, url, headers } = created.body as { uploadId: string; url: string; headers: Record<string, string> };
    expect((await fetch(url, { method: 'PUT', headers, body: new Uint8Array(bytes) })).status).toBe(200);
    return uploadId;
  }

  /** A recording as the recorder encodes it, from flite's reading. */
  const recorded = async (name: string, text: string) => {
    const wav = new Uint8Array(await readFile(await spokenWav(audioDir, name, text, { durationStretch: 1.3 })));
    return encodeWav(wavSamples(wav, readWavInfo(wav)!));
  };

  /** Sends the parts a recorder would cut from `wav` (to practice, or to a mock's item), and waits until the worker has recognised them all. */
  async function sendParts(wav: Uint8Array, mock?: MockItem): Promise<{ uploadId: string; startSample: number }[]> {
    // Read Aloud gives 40 s to answer.
    const parts = recordingParts(wavSamples(wav, readWavInfo(wav)!), 40);
    const sent = [];
    const before = recognised.length;
    for (const part of parts) {
      const uploadId = await upload(encodeWav(part.samples), mock);
      const sentTo = mock ? post('mocktest/recogniseMockSpeechPart', { ...mock, uploadId }) : post('analysis/recogniseSpeechPart', { uid: 'SRA-0001', uploadId });
      expect(await sentTo).toMatchObject({ status: 200, body: { recognising: true } });
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

  /** Saves `wav` (and its parts) as the answer to a mock's item, then waits for the analysis the save started. */
  async function scoreInMock(mock: MockItem, wav: Uint8Array, parts?: { uploadId: string; startSample: number }[]): Promise<{ analysis: Analysis; recognisedAfterSubmit: number[] }> {
    const before = recognised.length;
    const answer = { kind: 'speech', uploadId: await upload(wav, mock), ...(parts ? { parts } : {}) };
    expect((await post('mocktest/saveMockTestQuestion', { ...mock, answer })).status).toBe(200);
    const { getAnalysisJob, readMockSession } = await import('@functions/data');
    const { jobId } = (await readMockSession(mock.sessionId))!.jobs[mock.uid]!;
    for (;;) {
      const job = await getAnalysisJob(jobId);
      if (job?.status === 'done') return { analysis: job.result as Analysis, recognisedAfterSubmit: recognised.slice(before) };
      expect(job?.status).toBe('pending');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** A new attempt at a Speaking mock, and its Read Aloud: the item after Personal Introduction, open at once. */
  async function speakingMockAttempt(): Promise<MockItem> {
    const { sessionId } = (await post('mocktest/startMockTest', { mockTestId: mockTestIdOf('Academic', 'Speaking', 2) })).body as { sessionId: string };
    const { parts } = (await post('mocktest/loadMockTest', { sessionId })).body as { parts: { questions: { uid: string; type: string }[] }[] };
    const readAloud = parts[0]!.questions[1]!;
    expect(readAloud.type).toBe('SRA');
    return { sessionId, uid: readAloud.uid };
  }

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

  it('recognises a mock answer sent in parts through the mock as practice does, and scores it as the same recording saved whole', async () => {
    // Prepare: the same Read Aloud in two attempts of one mock, the first abandoned once its answer is scored.
    const inPartsAttempt = await speakingMockAttempt();
    const wav = await recorded('mock-reading', bankItem(inPartsAttempt.uid).topic!);
    const duration = readWavInfo(wav)!.duration;
    const parts = await sendParts(wav, inPartsAttempt);
    expect(parts.length).toBeGreaterThanOrEqual(2);

    // Act
    const inParts = await scoreInMock(inPartsAttempt, wav, parts);
    expect((await post('mocktest/deleteMockTest', { sessionId: inPartsAttempt.sessionId })).status).toBe(200);
    const whole = await scoreInMock(await speakingMockAttempt(), wav);

    // Assess
    expect(inParts.recognisedAfterSubmit).toHaveLength(1);
    expect(inParts.recognisedAfterSubmit[0]).toBeLessThan(10);
    expect(whole.recognisedAfterSubmit).toEqual([duration]);
    expect(content(inParts.analysis)).toBeGreaterThanOrEqual(content(whole.analysis) - 1);
    expect(inParts.analysis.transcript.split(' ').slice(0, 5)).toEqual(whole.analysis.transcript.split(' ').slice(0, 5));
  });
});
