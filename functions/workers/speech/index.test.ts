import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The worker's own job is the queue's messages: parse, run the domain's step, report failures. The step is faked.
const runSpeechJob = vi.hoisted(() => vi.fn<(message: { jobId: string }) => Promise<string>>());
const runPart = vi.hoisted(() => vi.fn<(message: { partKey: string }) => Promise<string>>());
vi.mock('@functions/domain/speaking', () => ({ Speaking: { runSpeechJob, runPart } }));

import { sqsEvent, sqsRecord, workerContext } from '@test/fixtures/sqs';
import { handler } from './index';

afterEach(() => {
  runSpeechJob.mockReset();
  runPart.mockReset();
});

describe('speech worker', () => {
  it('runs the job of each message and reports only the failed ones back for redelivery', async () => {
    // Prepare
    const [good, failing] = [randomUUID(), randomUUID()];
    runSpeechJob.mockImplementation(async ({ jobId }) => {
      if (jobId === failing) throw new Error('transcriber down');
      return 'done';
    });
    const records = [sqsRecord(JSON.stringify({ jobId: good })), sqsRecord(JSON.stringify({ jobId: failing }), 2)];

    // Act
    const response = await handler(sqsEvent(...records), workerContext);

    // Assess
    expect(runSpeechJob.mock.calls.map(([message]) => message.jobId).sort()).toEqual([good, failing].sort());
    expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: records[1]!.messageId }] });
  });

  it('recognises a part of an answer being recorded, which is no job', async () => {
    runPart.mockResolvedValue('done');

    const response = await handler(sqsEvent(sqsRecord(JSON.stringify({ partKey: 'recordings/user-1/part.wav' }))), workerContext);

    expect(runPart).toHaveBeenCalledWith({ partKey: 'recordings/user-1/part.wav' });
    expect(runSpeechJob).not.toHaveBeenCalled();
    expect(response).toEqual({ batchItemFailures: [] });
  });

  it('drops a malformed message without running anything or asking for it again', async () => {
    runSpeechJob.mockResolvedValue('done');

    const response = await handler(sqsEvent(sqsRecord('not json'), sqsRecord(JSON.stringify({ jobId: 'job-1' }))), workerContext);

    expect(runSpeechJob).not.toHaveBeenCalled();
    expect(response).toEqual({ batchItemFailures: [] });
  });

  it('fails the whole invocation when every message failed, so that the batch comes back', async () => {
    runSpeechJob.mockRejectedValue(new Error('table unreachable'));

    await expect(handler(sqsEvent(sqsRecord(JSON.stringify({ jobId: randomUUID() }))), workerContext)).rejects.toThrow();
  });
});
