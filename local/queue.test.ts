import type { SQSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { createLocalQueue } from './queue';

describe('local queue', () => {
  it('delivers each message to its worker as a one-record SQS event', async () => {
    const received: SQSEvent[] = [];
    const queue = createLocalQueue({ workers: { writing: async (event) => void received.push(event) } });
    await queue.send('writing', { jobId: 'j-1' });
    await queue.drain();
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.Records[0]!.body)).toEqual({ jobId: 'j-1' });
    expect(received[0]!.Records[0]!.attributes.ApproximateReceiveCount).toBe('1');
  });

  it("gives each queue's worker its own time limit, as its Lambda function's timeout", async () => {
    const remaining: Record<string, number> = {};
    const worker = (queueUrl: string) => async (_event: SQSEvent, context: { getRemainingTimeInMillis: () => number }) => void (remaining[queueUrl] = context.getRemainingTimeInMillis());
    const queue = createLocalQueue({ workers: { speech: worker('speech'), writing: worker('writing') }, timeoutsMs: { speech: 120_000 } });
    await queue.send('speech', {});
    await queue.send('writing', {});
    await queue.drain();
    expect(remaining.speech).toBeGreaterThan(119_000);
    expect(remaining.speech).toBeLessThanOrEqual(120_000);
    expect(remaining.writing).toBeGreaterThan(29_000);
    expect(remaining.writing).toBeLessThanOrEqual(30_000);
  });

  it('redelivers a message whose worker threw, with the receive count raised', async () => {
    const counts: string[] = [];
    const queue = createLocalQueue({
      retryDelayMs: 1,
      workers: {
        speech: async (event) => {
          counts.push(event.Records[0]!.attributes.ApproximateReceiveCount);
          if (counts.length < 2) throw new Error('transient');
        },
      },
    });
    await queue.send('speech', {});
    await queue.drain();
    expect(counts).toEqual(['1', '2']);
    expect(queue.deadLetters).toHaveLength(0);
  });

  it('treats a batchItemFailures entry as a failure and dead-letters after maxReceiveCount', async () => {
    let deliveries = 0;
    const deadLettered: string[] = [];
    const queue = createLocalQueue({
      retryDelayMs: 1,
      maxReceiveCount: 3,
      onDeadLetter: (queueUrl) => deadLettered.push(queueUrl),
      workers: {
        writing: async (event) => {
          deliveries += 1;
          return { batchItemFailures: [{ itemIdentifier: event.Records[0]!.messageId }] };
        },
      },
    });
    await queue.send('writing', { jobId: 'j-2' });
    await queue.drain();
    expect(deliveries).toBe(3);
    expect(deadLettered).toEqual(['writing']);
    expect(JSON.parse(queue.deadLetters[0]!.record.body)).toEqual({ jobId: 'j-2' });
  });

  it('refuses a message for a queue without a worker', async () => {
    const queue = createLocalQueue({ workers: {} });
    await expect(queue.send('nowhere', {})).rejects.toThrow('No worker for queue nowhere');
  });

  it('stops retrying once stopped', async () => {
    let deliveries = 0;
    const queue = createLocalQueue({
      retryDelayMs: 20,
      workers: {
        speech: async () => {
          deliveries += 1;
          throw new Error('down');
        },
      },
    });
    await queue.send('speech', {});
    await new Promise((resolve) => setTimeout(resolve, 5));
    await queue.stop();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(deliveries).toBe(1);
  });

  it('runs at most `concurrency` deliveries of a queue at once, the others in turn', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    const queue = createLocalQueue({
      concurrency: 2,
      workers: {
        speech: async (event) => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 10));
          running -= 1;
          done.push((JSON.parse(event.Records[0]!.body) as { n: number }).n);
        },
      },
    });
    for (let n = 0; n < 6; n += 1) await queue.send('speech', { n });
    await queue.drain();
    expect(most).toBe(2);
    expect(done.sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('leaves waiting deliveries unrun when stopped', async () => {
    let deliveries = 0;
    const queue = createLocalQueue({
      concurrency: 1,
      workers: {
        speech: async () => {
          deliveries += 1;
          await new Promise((resolve) => setTimeout(resolve, 20));
        },
      },
    });
    for (let n = 0; n < 3; n += 1) await queue.send('speech', { n });
    await queue.stop();
    expect(deliveries).toBe(1);
  });
});
