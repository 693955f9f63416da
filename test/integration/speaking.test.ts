import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containsPhrase, normaliseSpeech } from '@shared/text';
import { postTo, projectRoot, temporaryDataDir } from '@test/fixtures/local-platform';
import { silentWav, spokenWav } from '@test/fixtures/speech';
import { startPlatform, type Platform } from '@local/platform';

interface Analysis {
  score: number;
  max: number;
  transcript: string;
  transcriber: string;
  traits: { name: string; score: number; max: number; comment: string }[];
}

const bank = async (type: string) => JSON.parse(await readFile(join(projectRoot, 'content/questions', `${type}.json`), 'utf8')) as { uid: string; isSample?: boolean; topic?: string; transcript?: string; sampleAnswer?: string; keywords?: string[] }[];

// In-process platform (as npm start runs it) with PocketSphinx, so the test can redeliver a job to the worker.
describe('speaking analysis', () => {
  let dataDir: Awaited<ReturnType<typeof temporaryDataDir>>;
  let audioDir: string;
  let platform: Platform;
  let token: string;

  beforeAll(async () => {
    dataDir = await temporaryDataDir();
    audioDir = await mkdtemp(join(tmpdir(), 'pte-speech-'));
    platform = await startPlatform({ projectRoot, port: 0, mailPort: 0, dataDir: dataDir.path, webRoot: join(dataDir.path, 'no-web'), logLevel: 'SILENT', transcriber: 'moonshine' });
    const demo = platform.demoAccounts.find((account) => account.platformAccess === 'student')!;
    token = ((await post('users/loginStudent', { email: demo.email, password: demo.password })).body as { token: string }).token;
  });

  afterAll(async () => {
    await platform?.stop();
    await dataDir?.remove();
    if (audioDir) await rm(audioDir, { recursive: true, force: true });
  });

  const post = (path: string, body: unknown, token?: string) => postTo(platform.appUrl, path, body, token);

  /** Uploads a WAV as the browser does (presigned PUT); the upload id. */
  async function upload(uid: string, bytes: Uint8Array, who: { token?: string; anonymousId?: string }) {
    const created = await post('analysis/createSpeechUpload', { uid, bytes: bytes.length, anonymousId: who.anonymousId }, who.token);
    expect(created.status).toBe(200);
    const { uploadId, url, headers } = created.body as { uploadId: string; url: string; headers: Record<string, string> };
    const put = await fetch(url, { method: 'PUT', headers, body: new Uint8Array(bytes) });
    expect(put.status).toBe(200);
    return uploadId;
  }

  async function analysed(jobId: string, withToken?: string): Promise<Analysis> {
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const reply = await post('analysis/fetchSpeechAnalysis', { jobId }, withToken);
      expect(reply.status).toBe(200);
      if (reply.body.status === 'done') return reply.body.result as Analysis;
      if (reply.body.status === 'failed') throw new Error('The analysis failed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('The analysis did not finish');
  }

  async function score(uid: string, wavPath: string, withToken = token): Promise<Analysis & { jobId: string }> {
    const uploadId = await upload(uid, await readFile(wavPath), { token: withToken });
    const submitted = await post('analysis/submitSpeech', { uid, uploadId, isMockTest: false }, withToken);
    expect(submitted.status).toBe(200);
    const { jobId } = submitted.body as { jobId: string };
    return { jobId, ...(await analysed(jobId, withToken)) };
  }

  it('spends no credit on a Personal Introduction, which is not scored', async () => {
    const item = (await bank('SPI')).find((question) => question.isSample)!;
    const used = async () => ((await post('users/retrieveUser', {}, token)).body.user as { speakingCreditsUsed: number }).speakingCreditsUsed;
    const before = await used();
    const analysis = await score(item.uid, await spokenWav(audioDir, 'introduction', 'my name is ann and i study engineering in melbourne'));
    expect(analysis).toMatchObject({ score: 0, max: 0, successful: true });
    expect(await used()).toBe(before);
  });

  /** Whether the transcript says a phrase, word for word after speaking normalisation ('per cent' and 'percent' alike). */
  const heard = (transcript: string, phrase: string) => containsPhrase(normaliseSpeech(transcript), normaliseSpeech(phrase));

  // The score ladders are checked on recognitions recorded once with this decoder (functions/domain/speaking/ladder.test.ts);
  // these two run it on each path, a passage read and a talk answered, through the real worker. Before the test that spends
  // the student's last credit.
  it('hears a Read Aloud passage read in full, with the real decoder, and scores it well above silence', async () => {
    const item = (await bank('SRA')).find((question) => question.isSample)!;
    const analysis = await score(item.uid, await spokenWav(audioDir, 'read-aloud', item.topic!));
    expect(analysis.transcriber).toBe('moonshine');
    // The passage's long words: the ones a recogniser that heard nothing could not have guessed.
    const longWords = item.topic!.split(/\W+/).filter((word) => word.length >= 8);
    expect(longWords.filter((word) => !heard(analysis.transcript, word)), `heard: "${analysis.transcript}"`).toEqual([]);
    expect(analysis.score).toBeGreaterThanOrEqual(0.6 * analysis.max);
  });

  it("hears a Re-tell Lecture answer (the item's sample answer), with the real decoder, and scores it well above silence", async () => {
    const item = (await bank('SRL')).find((question) => question.isSample)!;
    const analysis = await score(item.uid, await spokenWav(audioDir, 'retell-lecture', item.sampleAnswer!));
    expect(analysis.transcriber).toBe('moonshine');
    // Most of its keywords, which the answer says every one of: flite's voice is not a student's, and the decoder misses a word or two.
    const missed = item.keywords!.filter((keyword) => !heard(analysis.transcript, keyword));
    expect(missed.length, `keywords not heard: ${missed.join(', ')}; heard: "${analysis.transcript}"`).toBeLessThanOrEqual(item.keywords!.length / 4);
    expect(analysis.score).toBeGreaterThanOrEqual(0.6 * analysis.max);
  });

  it('spends one credit for a message delivered three times, and the result stays as first stored', async () => {
    const item = (await bank('SRS')).find((question) => question.isSample)!;
    const used = async () => ((await post('users/retrieveUser', {}, token)).body.user as { speakingCreditsUsed: number }).speakingCreditsUsed;
    const before = await used();
    const first = await score(item.uid, await spokenWav(audioDir, 'redelivered', item.transcript!));
    const { Speaking } = await import('@functions/domain/speaking');
    expect(await Speaking.runSpeechJob({ jobId: first.jobId })).toBe('already ended');
    expect(await Speaking.runSpeechJob({ jobId: first.jobId })).toBe('already ended');
    expect(await used()).toBe(before + 1);
    expect(await analysed(first.jobId, token)).toEqual(expect.objectContaining({ score: first.score, transcript: first.transcript }));
  });

  it('refuses a student without credits with the spec message, and notifies usage at 25 % to 100 %', async () => {
    const item = (await bank('SRS')).find((question) => question.isSample)!;
    const { User } = await import('@functions/data');
    const me = (await post('users/retrieveUser', {}, token)).body.user as { id: string };
    await User.patch({ userId: me.id }).set({ speakingCredits: 4, speakingCreditsUsed: 3 }).go();
    const wav = await readFile(await spokenWav(audioDir, 'last-credit', item.transcript!));
    const last = await post('analysis/submitSpeech', { uid: item.uid, uploadId: await upload(item.uid, wav, { token }), isMockTest: false }, token);
    expect(last.body.credits).toEqual({ unlimited: false, left: 0, total: 4 });
    const refused = await post('analysis/submitSpeech', { uid: item.uid, uploadId: await upload(item.uid, wav, { token }), isMockTest: false }, token);
    expect(refused).toEqual({ status: 403, body: expect.objectContaining({ errors: expect.objectContaining({ message: 'You have reached your Ai speaking credit limit. Contact the team if needed.' }) }) });
    const notifications = ((await post('users/retrieveUser', {}, token)).body.user as { notifications: { type: string; message: string }[] }).notifications;
    expect(notifications[0]).toMatchObject({ type: 'speaking_usage', message: 'You have reached your AI speaking limit.' });
  });

  it('gives a visitor 10 free credits by anonymous id, then refuses with the spec message', async () => {
    const item = (await bank('SSQ')).find((question) => question.isSample)!;
    const anonymousId = randomUUID();
    const wav = await readFile(await silentWav(audioDir, 'visitor', 1));
    expect((await post('analysis/fetchSpeakingCredits', { anonymousId })).body).toEqual({ credits: { unlimited: false, left: 10, total: 10 } });
    for (let spent = 1; spent <= 10; spent += 1) {
      const reply = await post('analysis/submitSpeech', { uid: item.uid, uploadId: await upload(item.uid, wav, { anonymousId }), anonymousId, isMockTest: false });
      expect(reply.body.credits).toEqual({ unlimited: false, left: 10 - spent, total: 10 });
    }
    const refused = await post('analysis/submitSpeech', { uid: item.uid, uploadId: await upload(item.uid, wav, { anonymousId }), anonymousId, isMockTest: false });
    expect(refused.status).toBe(403);
    expect((refused.body.errors as { message: string }).message).toBe('You have no free Ai credit left. Create an account to get more credits.');
    expect((await post('analysis/submitSpeech', { uid: item.uid, uploadId: randomUUID(), isMockTest: false })).body).toMatchObject({ errors: { anonymousId: expect.any(String) } });
  });

  it('gives the credit back when the answer cannot be queued, and the same upload then scores', async () => {
    const item = (await bank('SSQ')).find((question) => question.isSample)!;
    const anonymousId = randomUUID();
    const uploadId = await upload(item.uid, await readFile(await silentWav(audioDir, 'unqueued', 1)), { anonymousId });
    const submit = () => post('analysis/submitSpeech', { uid: item.uid, uploadId, anonymousId, isMockTest: false });
    const { getQueue, useQueue } = await import('@functions/adapters/queue');
    const queue = getQueue();
    useQueue({ send: () => Promise.reject(new Error('queue unreachable')) });
    try {
      expect(await submit()).toEqual({ status: 503, body: { errors: expect.objectContaining({ message: 'Your answer could not be sent for scoring. No credit was used; submit it again.' }) } });
    } finally {
      useQueue(queue);
    }
    expect((await post('analysis/fetchSpeakingCredits', { anonymousId })).body).toEqual({ credits: { unlimited: false, left: 10, total: 10 } });
    const again = await submit();
    expect(again.body.credits).toEqual({ unlimited: false, left: 9, total: 10 });
    expect((await analysed((again.body as { jobId: string }).jobId)).transcript).toBe('');
  });

  it("refuses what is not a WAV, a recording longer than the answer time, another person's upload and a locked item, spending nothing", async () => {
    const items = await bank('SSQ');
    const sample = items.find((question) => question.isSample)!;
    const anonymousId = randomUUID();
    const submit = async (uploadId: string, uid = sample.uid) => post('analysis/submitSpeech', { uid, uploadId, anonymousId, isMockTest: false });
    const mp3ish = new TextEncoder().encode('ID3'.padEnd(2_000, '\0'));
    expect((await submit(await upload(sample.uid, mp3ish, { anonymousId }))).body).toMatchObject({ errors: { uploadId: 'The recording must be a 16 kHz mono WAV file.' } });
    const long = await readFile(await silentWav(audioDir, 'long', 16));
    expect((await submit(await upload(sample.uid, long, { anonymousId }))).body).toMatchObject({ errors: { uploadId: 'The recording is longer than the 10 seconds this question allows.' } });
    const studentsUpload = await upload(sample.uid, await readFile(await silentWav(audioDir, 'student', 1)), { token });
    expect((await submit(studentsUpload)).body).toMatchObject({ errors: { uploadId: 'The recording was not received. Record your answer again.' } });
    const locked = items.find((question) => !question.isSample)!;
    expect((await post('analysis/createSpeechUpload', { uid: locked.uid, bytes: 1_000, anonymousId })).status).toBe(403);
    expect((await post('analysis/fetchSpeakingCredits', { anonymousId })).body).toEqual({ credits: { unlimited: false, left: 10, total: 10 } });
    expect((await post('analysis/createSpeechUpload', { uid: sample.uid, bytes: 6 * 1024 * 1024, anonymousId })).status).toBe(400);
  });
});
