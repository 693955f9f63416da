import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';

// The analysers load while the function initialises; the handler must wait for them. Both steps are faked.
const domain = vi.hoisted(() => {
  let warmed = false;
  let finishWarmUp!: () => void;
  const warmUp = new Promise<void>((resolve) => (finishWarmUp = resolve)).then(() => {
    warmed = true;
  });
  return {
    finishWarmUp: () => finishWarmUp(),
    warmUpWriting: () => warmUp,
    runWritingJob: async ({ jobId }: { jobId: string }) => {
      if (!warmed) throw new Error('ran before the analysers were warm');
      if (jobId === failingJob) throw new Error('analysis failed');
      return 'done';
    },
  };
});
const failingJob = '00000000-0000-4000-8000-000000000000';
vi.mock('@functions/domain/writing', () => ({ Writing: { warmUpWriting: domain.warmUpWriting, runWritingJob: domain.runWritingJob } }));

import { sqsEvent, sqsRecord, workerContext } from '@test/fixtures/sqs';
import { handler } from './index';

describe('writing worker', () => {
  it('waits for the analysers to warm up, then reports only the failed messages back', async () => {
    // Prepare
    const records = [sqsRecord(JSON.stringify({ jobId: randomUUID() })), sqsRecord(JSON.stringify({ jobId: failingJob })), sqsRecord('{"jobId":')];

    // Act
    const answered = handler(sqsEvent(...records), workerContext);
    domain.finishWarmUp();
    const response = await answered;

    // Assess: the good message ran (after the warm-up), the failing one comes back, the malformed one is dropped.
    expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: records[1]!.messageId }] });
  });
});
