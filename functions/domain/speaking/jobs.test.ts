import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { encodeWav } from '@shared/audio';
import { itemTypes } from '@shared/exam';
import { storedStudent } from '@test/fixtures/accounts';
import { sampleAndLocked, storeQuestions } from '@test/fixtures/bank';
import { fakeQueue, recordedMetrics, type FakeQueue } from '@test/fixtures/domain-ports';
import { blobs, type StoredObject } from '@functions/adapters/blobs';
import { useTranscriber, type TranscribeRequest } from '@functions/adapters/transcriber';
import { getAnalysisJob, getUser } from '@functions/data';
import { Practice } from '@functions/domain/practice';
import { FieldValidationError, QuestionLockedError } from '@functions/platform/errors';
import { fetchCredits, getSpeechAnalysis, runSpeechJob, startUpload, submitSpeech } from './jobs';
import { recordingKey } from './recordings';
import { recordingTexts, speakingTexts } from './texts';

const readAloud = sampleAndLocked('SRA');
const introduction = sampleAndLocked('SPI').sample;
const shortQuestion = sampleAndLocked('SSQ').sample;
const essay = sampleAndLocked('WWE').sample;

/** A silent 16 kHz mono WAV of `seconds`. */
const wavOf = (seconds: number) => encodeWav(new Float32Array(Math.round(16_000 * seconds)));

/** Stands in for the uploads bucket: every key holds the same recording, or nothing. */
function uploadsHolding(recording: Uint8Array | 'missing') {
  return vi.spyOn(blobs, 'get').mockImplementation(async (_bucket, _key, range): Promise<StoredObject | 'missing'> => {
    if (recording === 'missing') return 'missing';
    const bytes = range ? recording.subarray(0, 4096) : recording;
    return { bytes, contentType: 'audio/wav', totalBytes: recording.byteLength };
  });
}

let queue: FakeQueue;
let metrics: ReturnType<typeof recordedMetrics>;

beforeAll(() => storeQuestions(readAloud.sample, readAloud.locked, introduction, shortQuestion, essay));

beforeEach(() => {
  queue = fakeQueue();
  metrics = recordedMetrics();
});

afterEach(() => {
  metrics.restore();
  useTranscriber(undefined);
  vi.restoreAllMocks();
});

describe('submitSpeech', () => {
  it("spends a student's credit, then queues the job on their own recording with the credit named for a refund", async () => {
    // Prepare
    const { user, caller } = await storedStudent({ speakingCredits: 5 });
    uploadsHolding(wavOf(3));
    const uploadId = randomUUID();

    // Act
    const { jobId, credits } = await submitSpeech(caller, '10.1.0.1', { uid: readAloud.sample.uid, uploadId, isMockTest: false });

    // Assess
    expect(credits).toEqual({ unlimited: false, left: 4, total: 5 });
    expect(await getAnalysisJob(jobId)).toMatchObject({ kind: 'speech', status: 'pending', userId: user.userId, recordingKey: `recordings/user-${user.userId}/${uploadId}.wav`, payment: { credit: 'speaking', payerId: user.userId } });
    expect(queue.sent).toEqual([{ queueUrl: 'speech', message: { jobId } }]);
    expect(metrics.named('CreditsSpent')).toEqual([{ credit: 'speaking' }]);
  });

  it('spends nothing on Personal Introduction, which is not scored', async () => {
    const { user, caller } = await storedStudent({ speakingCredits: 5 });
    uploadsHolding(wavOf(3));

    const { jobId } = await submitSpeech(caller, '10.1.0.2', { uid: introduction.uid, uploadId: randomUUID(), isMockTest: false });

    expect((await getUser(user.userId))!.speakingCreditsUsed).toBe(0);
    expect((await getAnalysisJob(jobId))!.payment).toBeUndefined();
    expect(metrics.points).toEqual([]);
  });

  it("keeps a visitor's recording under their visitor id and the browser's transcript on the job", async () => {
    const anonymousId = randomUUID();
    uploadsHolding(wavOf(3));

    const { jobId } = await submitSpeech(undefined, '10.1.0.3', { uid: readAloud.sample.uid, uploadId: 'u1', anonymousId, isMockTest: false, browserTranscript: { text: 'hello', confidence: 0.9 } });

    expect(await getAnalysisJob(jobId)).toMatchObject({ recordingKey: `recordings/visitor-${anonymousId}/u1.wav`, browserTranscript: { text: 'hello', confidence: 0.9 }, payment: { credit: 'visitor', payerId: anonymousId } });
  });

  it('refuses before spending: a visitor without an id, a locked or non-speaking question, a missing, malformed or too long recording', async () => {
    // Prepare
    const { user, caller } = await storedStudent({ speakingCredits: 5 });
    const submit = (uid: string) => submitSpeech(caller, '10.1.0.4', { uid, uploadId: randomUUID(), isMockTest: false });
    const answeringTime = itemTypes[readAloud.sample.type].answeringTime;

    // Act and assess
    await expect(submitSpeech(undefined, '10.1.0.4', { uid: readAloud.sample.uid, uploadId: 'u', isMockTest: false })).rejects.toEqual(new FieldValidationError({ anonymousId: speakingTexts.visitorId }));
    await expect(submit(readAloud.locked.uid)).rejects.toEqual(new QuestionLockedError(readAloud.locked.uid, Practice.lockedMessage));
    await expect(submit(essay.uid)).rejects.toEqual(new FieldValidationError({ uid: speakingTexts.notSpeaking }));
    uploadsHolding('missing');
    await expect(submit(readAloud.sample.uid)).rejects.toEqual(new FieldValidationError({ uploadId: recordingTexts.missing }));
    uploadsHolding(encodeWav(new Float32Array(16_000), 44_100));
    await expect(submit(readAloud.sample.uid)).rejects.toEqual(new FieldValidationError({ uploadId: recordingTexts.notWav }));
    uploadsHolding(wavOf(answeringTime + 6));
    await expect(submit(readAloud.sample.uid)).rejects.toEqual(new FieldValidationError({ uploadId: recordingTexts.tooLong(answeringTime) }));
    expect((await getUser(user.userId))!.speakingCreditsUsed).toBe(0);
    expect(queue.sent).toEqual([]);
  });
});

describe('runSpeechJob', () => {
  it('transcribes the recording listening for the passage, scores it and stores the analysis', async () => {
    // Prepare
    const { caller } = await storedStudent();
    uploadsHolding(wavOf(4));
    const { jobId } = await submitSpeech(caller, '10.1.0.5', { uid: readAloud.sample.uid, uploadId: randomUUID(), isMockTest: false });
    const requests: TranscribeRequest[] = [];
    const words = (readAloud.sample.topic ?? '').split(/\s+/).slice(0, 6);
    useTranscriber({
      name: 'browser',
      async transcribe(request) {
        requests.push(request);
        return { words: words.map((word, index) => ({ word, start: index * 0.5, end: index * 0.5 + 0.4, confidence: 0.9 })), duration: 4 };
      },
    });

    // Act
    const outcome = await runSpeechJob({ jobId });

    // Assess
    expect(outcome).toBe('done');
    expect(requests[0]).toMatchObject({ bucket: 'pte-unit-uploads', expectedText: readAloud.sample.topic });
    const view = await getSpeechAnalysis(caller, jobId);
    expect(view.status).toBe('done');
    expect(view.result).toMatchObject({ transcriber: 'browser', recordingSeconds: 4, transcript: expect.stringContaining(words[0]!) });
    expect(view.result!.traits.length).toBeGreaterThan(0);
    expect(metrics.named('AnalysisJobs')).toEqual([{ kind: 'speech', outcome: 'scored' }]);
  });

  it('listens for an Answer Short Question answer alone and in the short sentences students say it in', async () => {
    const { caller } = await storedStudent();
    uploadsHolding(wavOf(2));
    const { jobId } = await submitSpeech(caller, '10.1.0.7', { uid: shortQuestion.uid, uploadId: randomUUID(), isMockTest: false });
    const requests: TranscribeRequest[] = [];
    useTranscriber({ name: 'browser', transcribe: async (request) => (requests.push(request), { words: [], duration: 2 }) });

    await runSpeechJob({ jobId });

    const answer = shortQuestion.correctAnswers![0]!;
    expect(requests[0]!.expectedText).toContain(`${answer}. It is ${answer}. It's ${answer}. The answer is ${answer}`);
  });

  it('lets the queue retry when the transcriber fails', async () => {
    const { caller } = await storedStudent();
    uploadsHolding(wavOf(2));
    const { jobId } = await submitSpeech(caller, '10.1.0.6', { uid: readAloud.sample.uid, uploadId: randomUUID(), isMockTest: false });
    useTranscriber({
      name: 'aws',
      transcribe: async () => {
        throw new Error('Transcribe throttled');
      },
    });

    await expect(runSpeechJob({ jobId })).rejects.toThrow('Transcribe throttled');
    expect((await getAnalysisJob(jobId))!.status).toBe('pending');
  });
});

describe('fetchCredits and startUpload', () => {
  it("gives the payer's credits, and a presigned upload of a WAV of the given size under their folder", async () => {
    const { user, caller } = await storedStudent({ speakingCredits: 7, speakingCreditsUsed: 2 });
    const uploadUrlFor = vi.spyOn(blobs, 'uploadUrlFor').mockResolvedValue('https://uploads.test/signed');

    const credits = await fetchCredits(caller, undefined);
    const upload = await startUpload(caller, { uid: readAloud.sample.uid, bytes: 64_000 });

    expect(credits).toEqual({ credits: { unlimited: false, left: 5, total: 7 } });
    expect(upload).toMatchObject({ url: 'https://uploads.test/signed', headers: { 'content-type': 'audio/wav' } });
    expect(uploadUrlFor).toHaveBeenCalledWith('pte-unit-uploads', recordingKey({ user }, upload.uploadId), 'audio/wav', 64_000, 300);
    await expect(startUpload(caller, { uid: readAloud.locked.uid, bytes: 64_000 })).rejects.toBeInstanceOf(QuestionLockedError);
  });
});
