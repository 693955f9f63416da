import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { tracer } from '@functions/platform/tracer';

/** Sends a message to a named work queue: SQS in AWS, the in-process queue of local/queue.ts locally. */
export interface QueuePort {
  send(queueUrl: string, message: unknown): Promise<void>;
}

/** SQS: one JSON message per call; the queue's DLQ and redelivery do the retrying. */
export function sqsQueue(client = tracer.captureAWSv3Client(new SQSClient({}))): QueuePort {
  return {
    async send(queueUrl, message) {
      await client.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(message) }));
    },
  };
}

let current: QueuePort | undefined;

/** The queue producers use; SQS unless the local platform installed its own. */
export function getQueue(): QueuePort {
  current ??= sqsQueue();
  return current;
}

/** Installs the queue producers use (the local platform and tests). */
export function useQueue(queue: QueuePort): void {
  current = queue;
}
