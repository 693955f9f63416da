import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import type { WritingAnalysis } from '@shared/api';
import { storedStudent } from '@test/fixtures/accounts';
import { fakeQueue, recordedMetrics, type FakeQueue } from '@test/fixtures/domain-ports';
import { AnalysisScore, getAnalysisJob, getUser, listAnalysisScores, getVisitorCreditsUsed, spendSpeakingCredit, spendVisitorCredit, spendWritingCredit } from '@functions/data';
import { AnalysisNotFoundError, AnalysisNotQueuedError } from '@functions/platform/errors';
import { jobDeadlineMs, jobTexts, maxJobAttempts, readJob, requeuePendingJobs, runJob, startJob, viewJob } from './lifecycle';

/** A writing analysis as a worker stores it; its content does not matter to the lifecycle. */
const analysis = { score: 7, max: 10, successful: true, traits: [], tags: [], scoreAnalysis: {} } as unknown as WritingAnalysis;
const writingJob = (userId?: string) => ({ kind: 'writing' as const, uid: 'WWE-0001', text: 'My essay.', isMockTest: false, ...(userId ? { userId } : {}) });

let queue: FakeQueue;
let metrics: ReturnType<typeof recordedMetrics>;

beforeEach(() => {
  queue = fakeQueue();
  metrics = recordedMetrics();
});

afterEach(() => {
  metrics.restore();
});

describe('startJob', () => {
  it("creates a pending job and sends its id to its kind's queue, once for the same job id", async () => {
    const jobId = randomUUID();

    await startJob({ ...writingJob(), jobId });
    await startJob({ ...writingJob(), jobId });
    await startJob({ kind: 'speech', uid: 'SRA-0001', recordingKey: 'recordings/v/a.wav', isMockTest: false });

    expect(await getAnalysisJob(jobId)).toMatchObject({ status: 'pending', kind: 'writing', text: 'My essay.' });
    expect(queue.sent.map(({ queueUrl }) => queueUrl)).toEqual(['writing', 'speech']);
    expect(queue.sent[0]!.message).toEqual({ jobId });
  });

  it('fails a job it cannot queue, gives its credit back once, tells the student to submit again and counts it as not queued', async () => {
    // Prepare
    const { user } = await storedStudent({ writingCredits: 1 });
    await spendWritingCredit(user.userId);
    queue.failSends(true);
    const jobId = randomUUID();

    // Act
    const started = startJob({ ...writingJob(user.userId), jobId }, { credit: 'writing', payerId: user.userId });

    // Assess
    await expect(started).rejects.toEqual(new AnalysisNotQueuedError(jobId, jobTexts.notQueued));
    expect(await getAnalysisJob(jobId)).toMatchObject({ status: 'failed', failure: jobTexts.notQueued });
    expect((await getUser(user.userId))!.writingCredits).toBe(1);
    expect(metrics.named('AnalysisJobs')).toEqual([{ kind: 'writing', outcome: 'notQueued' }]);
    expect(metrics.named('CreditsRefunded')).toEqual([{ credit: 'writing' }]);
  });

  it("keeps a mock session's job pending when it cannot be queued: the session sends it again later", async () => {
    queue.failSends(true);
    const jobId = randomUUID();

    await expect(startJob({ ...writingJob(), jobId, isMockTest: true }, undefined, { queuedAgainLater: true })).resolves.toEqual({ jobId });

    expect((await getAnalysisJob(jobId))!.status).toBe('pending');
    expect(metrics.points).toEqual([]);
  });
});

describe('runJob', () => {
  it('stores the result once, runs what follows it once, and counts the job scored with how long it took', async () => {
    // Prepare
    const { jobId } = await startJob(writingJob());
    const onDone = vi.fn(async () => undefined);

    // Act
    const first = await runJob({ jobId }, 'writing', async () => analysis, onDone);
    const redelivered = await runJob({ jobId }, 'writing', async () => analysis, onDone);

    // Assess
    expect([first, redelivered]).toEqual(['done', 'already ended']);
    expect(await getAnalysisJob(jobId)).toMatchObject({ status: 'done', result: analysis });
    expect(onDone).toHaveBeenCalledOnce();
    expect(metrics.named('AnalysisJobs')).toEqual([{ kind: 'writing', outcome: 'scored' }]);
    const [duration] = metrics.points.filter((point) => point.name === 'AnalysisJobDuration');
    expect(duration).toMatchObject({ unit: 'Milliseconds', dimensions: { kind: 'writing', outcome: 'scored' } });
    expect(duration!.value).toBeGreaterThanOrEqual(0);
  });

  it('lets the queue retry an analysis that throws, and on the last delivery fails the job and gives the speaking credit back', async () => {
    // Prepare
    const { user } = await storedStudent({ speakingCredits: 1 });
    await spendSpeakingCredit(user.userId);
    const { jobId } = await startJob({ kind: 'speech', uid: 'SRA-0001', recordingKey: 'recordings/u/a.wav', isMockTest: false, userId: user.userId }, { credit: 'speaking', payerId: user.userId });
    const transcriberDown = async (): Promise<never> => {
      throw new Error('transcriber down');
    };

    // Act
    for (let attempt = 1; attempt < maxJobAttempts; attempt += 1) await expect(runJob({ jobId }, 'speech', transcriberDown)).rejects.toThrow('transcriber down');
    const last = await runJob({ jobId }, 'speech', transcriberDown);

    // Assess
    expect(last).toBe('failed');
    expect(await getAnalysisJob(jobId)).toMatchObject({ status: 'failed', failure: jobTexts.failed });
    expect((await getUser(user.userId))!.speakingCreditsUsed).toBe(0);
    expect(metrics.named('AnalysisJobs')).toEqual([{ kind: 'speech', outcome: 'failed' }]);
    expect(metrics.named('CreditsRefunded')).toEqual([{ credit: 'speaking' }]);
  });

  it('fails a job whose question is gone, telling a student who paid nothing only to try again', async () => {
    const { jobId } = await startJob(writingJob());

    expect(await runJob({ jobId }, 'writing', async () => 'unanswerable')).toBe('failed');

    expect(await getAnalysisJob(jobId)).toMatchObject({ status: 'failed', failure: jobTexts.failedFree });
    expect(metrics.named('CreditsRefunded')).toEqual([]);
  });

  it('does nothing for a job that does not exist or is of the other kind', async () => {
    const { jobId } = await startJob(writingJob());
    const analyse = vi.fn(async () => analysis);

    expect(await runJob({ jobId: randomUUID() }, 'writing', analyse)).toBe('missing');
    expect(await runJob({ jobId }, 'speech', analyse as never)).toBe('missing');
    expect(analyse).not.toHaveBeenCalled();
  });

  it("keeps the trait scores of a student's practice analysis for the statistics, but not a visitor's or a mock answer's", async () => {
    // Prepare
    const { user } = await storedStudent();
    const scored = { ...analysis, traits: [{ name: 'Content', score: 2, max: 3, comment: '' }, { name: 'Grammar', score: 1, max: 2, comment: '' }] } as WritingAnalysis;
    const practice = await startJob(writingJob(user.userId));
    const mock = await startJob({ ...writingJob(user.userId), isMockTest: true });
    const visitor = await startJob(writingJob());

    // Act
    for (const { jobId } of [practice, mock, visitor]) await runJob({ jobId }, 'writing', async () => scored);
    await runJob(practice, 'writing', async () => scored);

    // Assess
    const kept = await listAnalysisScores(user.userId);
    expect(kept).toEqual([
      expect.objectContaining({ jobId: practice.jobId, kind: 'writing', uid: 'WWE-0001', score: 7, max: 10, traits: [{ name: 'Content', score: 2, max: 3 }, { name: 'Grammar', score: 1, max: 2 }] }),
    ]);
  });

  it('counts the scores in the statistics by the time the job shows done', async () => {
    // Prepare
    const { user } = await storedStudent();
    const { jobId } = await startJob(writingJob(user.userId));
    let keptWhenDone: unknown[] = [];

    // Act
    await runJob({ jobId }, 'writing', async () => analysis, async () => {
      keptWhenDone = await listAnalysisScores(user.userId);
    });

    // Assess
    expect(keptWhenDone).toEqual([expect.objectContaining({ jobId, score: 7 })]);
  });

  it('keeps no scores of a job that ended failed past its deadline while it was analysed', async () => {
    // Prepare
    const { user } = await storedStudent();
    const { jobId } = await startJob(writingJob(user.userId));

    // Act
    const outcome = await runJob({ jobId }, 'writing', async () => {
      await readJob(jobId, Date.now() + jobDeadlineMs + 1);
      return analysis;
    });

    // Assess
    expect(outcome).toBe('already ended');
    expect((await getAnalysisJob(jobId))!.status).toBe('failed');
    expect(await listAnalysisScores(user.userId)).toEqual([]);
  });

  it('ends the job done even when its scores cannot be kept for the statistics', async () => {
    // Prepare
    const { user } = await storedStudent();
    const { jobId } = await startJob(writingJob(user.userId));
    const put = vi.spyOn(AnalysisScore, 'put').mockImplementation(() => {
      throw new Error('table unavailable');
    });

    // Act
    const outcome = await runJob({ jobId }, 'writing', async () => analysis);

    // Assess
    expect(outcome).toBe('done');
    expect((await getAnalysisJob(jobId))!.status).toBe('done');
    put.mockRestore();
  });
});

describe('readJob', () => {
  it("fails a job still pending past its deadline, gives a visitor's free credit back and counts it timed out", async () => {
    // Prepare
    const anonymousId = randomUUID();
    await spendVisitorCredit(anonymousId, 5);
    const { jobId } = await startJob({ kind: 'speech', uid: 'SRA-0001', recordingKey: `recordings/${anonymousId}/a.wav`, isMockTest: false }, { credit: 'visitor', payerId: anonymousId });

    // Act
    const inTime = await readJob(jobId);
    const late = await readJob(jobId, Date.now() + jobDeadlineMs + 1000);

    // Assess
    expect(inTime!.status).toBe('pending');
    expect(late).toMatchObject({ status: 'failed', failure: jobTexts.failed });
    expect(await getVisitorCreditsUsed(anonymousId)).toBe(0);
    expect(metrics.named('AnalysisJobs')).toEqual([{ kind: 'speech', outcome: 'timedOut' }]);
    expect(metrics.named('CreditsRefunded')).toEqual([{ credit: 'visitor' }]);
  });
});

describe('viewJob', () => {
  it("shows a student's job to that student alone, and a visitor's to whoever has its id", async () => {
    const { user } = await storedStudent();
    const own = await startJob(writingJob(user.userId));
    const visitors = await startJob(writingJob());
    await runJob(own, 'writing', async () => analysis);

    expect(await viewJob(user.userId, own.jobId, 'writing')).toEqual({ status: 'done', result: analysis });
    expect(await viewJob(undefined, visitors.jobId, 'writing')).toEqual({ status: 'pending' });
    await expect(viewJob('someone-else', own.jobId, 'writing')).rejects.toEqual(new AnalysisNotFoundError(own.jobId));
    await expect(viewJob(user.userId, own.jobId, 'speech')).rejects.toBeInstanceOf(AnalysisNotFoundError);
  });

  it('gives the message of a failed job', async () => {
    const { jobId } = await startJob(writingJob());
    await runJob({ jobId }, 'writing', async () => 'unanswerable');

    expect(await viewJob(undefined, jobId, 'writing')).toEqual({ status: 'failed', message: jobTexts.failedFree });
  });
});

describe('requeuePendingJobs', () => {
  it('sends every pending job to its queue again, and none that ended', async () => {
    const pending = await startJob(writingJob());
    const ended = await startJob(writingJob());
    await runJob(ended, 'writing', async () => analysis);
    queue.sent.length = 0;

    const count = await requeuePendingJobs();

    const requeued = queue.sent.map(({ message }) => (message as { jobId: string }).jobId);
    expect(requeued).toContain(pending.jobId);
    expect(requeued).not.toContain(ended.jobId);
    expect(count).toBe(requeued.length);
  });
});
