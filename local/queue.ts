import { randomUUID } from 'node:crypto';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { QueuePort } from '@functions/adapters/queue';

export type WorkerHandler = (event: SQSEvent, context: Context, callback: () => void) => Promise<SQSBatchResponse | void> | void;

export interface LocalQueueOptions {
  /** Worker per queue URL (locally a queue's URL is just its name). */
  workers: Record<string, WorkerHandler>;
  /** Each queue's worker time limit, as its Lambda function's timeout (context.getRemainingTimeInMillis, which middy's timeout reads); 30 s when not given. */
  timeoutsMs?: Record<string, number>;
  /** Deliveries before a message goes to the dead-letter list, as the DLQ's maxReceiveCount. */
  maxReceiveCount?: number;
  /** Wait before a failed message is delivered again (SQS: the visibility timeout). */
  retryDelayMs?: number;
  /**
   * Deliveries one queue runs at once; the others wait their turn, as SQS messages wait for a
   * Lambda's maximum concurrency. One machine's cores cannot run forty transcriptions at once
   * without starving the API that shares the process (the platform sizes it to the machine).
   */
  concurrency?: number;
  onDeadLetter?: (queueUrl: string, record: SQSRecord, error: unknown) => void;
}

/**
 * An SQS-shaped queue inside the local platform's process: each message is delivered to its
 * worker as a one-record SQSEvent; a thrown error or a batchItemFailures entry makes it come back
 * after retryDelayMs, with ApproximateReceiveCount raised, until maxReceiveCount, then it is dead-lettered.
 */
export function createLocalQueue({ workers, timeoutsMs = {}, maxReceiveCount = 3, retryDelayMs = 1000, concurrency = 2, onDeadLetter }: LocalQueueOptions) {
  const inFlight = new Set<Promise<void>>();
  const running = new Map<string, number>();
  const waiting = new Map<string, (() => void)[]>();
  const timers = new Set<NodeJS.Timeout>();
  const deadLetters: { queueUrl: string; record: SQSRecord }[] = [];
  let stopped = false;

  /** Runs `start` now if the queue has a free slot, else when one frees up. */
  function whenFree(queueUrl: string, start: () => void): void {
    if ((running.get(queueUrl) ?? 0) < concurrency) {
      running.set(queueUrl, (running.get(queueUrl) ?? 0) + 1);
      start();
    } else {
      waiting.set(queueUrl, [...(waiting.get(queueUrl) ?? []), start]);
    }
  }

  function release(queueUrl: string): void {
    const next = waiting.get(queueUrl)?.shift();
    if (next && !stopped) next();
    else running.set(queueUrl, (running.get(queueUrl) ?? 1) - 1);
  }

  function deliver(queueUrl: string, record: SQSRecord, receiveCount: number): void {
    if (stopped) return;
    const worker = workers[queueUrl];
    if (!worker) throw new Error(`No worker for queue ${queueUrl}`);
    const received: SQSRecord = { ...record, attributes: { ...record.attributes, ApproximateReceiveCount: String(receiveCount) } };
    let started!: () => void;
    const turn = new Promise<void>((resolve) => (started = resolve));
    whenFree(queueUrl, started);
    // A delivery still waiting when the queue stops is not run: the message stays, as in SQS.
    const delivery = turn
      .then(() => (stopped ? undefined : runWorker(worker, received, timeoutsMs[queueUrl] ?? defaultTimeoutMs)))
      .finally(() => release(queueUrl))
      .then((failure) => {
        if (failure === undefined) return;
        if (receiveCount >= maxReceiveCount) {
          deadLetters.push({ queueUrl, record: received });
          onDeadLetter?.(queueUrl, received, failure);
          return;
        }
        const timer = setTimeout(() => {
          timers.delete(timer);
          deliver(queueUrl, record, receiveCount + 1);
        }, retryDelayMs);
        timers.add(timer);
      });
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery));
  }

  const queue: QueuePort & {
    deadLetters: typeof deadLetters;
    drain(): Promise<void>;
    stop(): Promise<void>;
  } = {
    deadLetters,
    async send(queueUrl, message) {
      if (!workers[queueUrl]) throw new Error(`No worker for queue ${queueUrl}`);
      deliver(queueUrl, newRecord(queueUrl, message), 1);
    },
    /** Resolves when no delivery is running or waiting to be retried. */
    async drain() {
      while (inFlight.size > 0 || timers.size > 0) {
        await Promise.all([...inFlight]);
        if (inFlight.size === 0 && timers.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    /** Stops retrying and waits for running deliveries. */
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      // Let waiting deliveries settle without running their worker.
      for (const starts of waiting.values()) for (const start of starts.splice(0)) start();
      await Promise.all([...inFlight]);
    },
  };
  return queue;
}

/** The error of a failed delivery, or undefined when the worker succeeded. */
async function runWorker(worker: WorkerHandler, record: SQSRecord, timeoutMs: number): Promise<unknown> {
  try {
    const response = await worker({ Records: [record] }, workerContext(record.messageId, Date.now() + timeoutMs), () => undefined);
    const failed = response?.batchItemFailures.some((failure) => failure.itemIdentifier === record.messageId);
    return failed ? new Error('Reported in batchItemFailures') : undefined;
  } catch (error) {
    return error ?? new Error('Worker failed');
  }
}

const defaultTimeoutMs = 30_000;

/** A Lambda context whose remaining time counts down to `deadline` (ms since the epoch), as Lambda's does. */
function workerContext(requestId: string, deadline: number): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: 'local-worker',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:local-worker',
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: '/aws/lambda/local-worker',
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

function newRecord(queueUrl: string, message: unknown): SQSRecord {
  const now = String(Date.now());
  return {
    messageId: randomUUID(),
    receiptHandle: randomUUID(),
    body: JSON.stringify(message),
    attributes: { ApproximateReceiveCount: '1', SentTimestamp: now, SenderId: 'local', ApproximateFirstReceiveTimestamp: now },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: `arn:aws:sqs:local:000000000000:${queueUrl}`,
    awsRegion: 'local',
  };
}
