import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSHandler, SQSRecord } from 'aws-lambda';
import { z } from 'zod';
import { Speaking } from '@functions/domain/speaking';
import { logger } from '@functions/platform/logger';

const MessageSchema = z.object({ jobId: z.uuid() });
const log = logger.createChild({ persistentKeys: { queue: 'speech' } });
const processor = new BatchProcessor(EventType.SQS);

async function processRecord(record: SQSRecord): Promise<void> {
  const parsed = MessageSchema.safeParse(JSON.parse(record.body));
  if (!parsed.success) {
    // A malformed message would fail on every delivery: drop it with a trace instead of retrying.
    log.error('Dropped a malformed speech message', { messageId: record.messageId });
    return;
  }
  const started = Date.now();
  const outcome = await Speaking.runSpeechJob(parsed.data);
  log.info('Speech job processed', { jobId: parsed.data.jobId, outcome, ms: Date.now() - started, receiveCount: record.attributes.ApproximateReceiveCount });
}

/** Transcribes and scores recorded answers from the speech queue; a failed record is reported back for redelivery. */
export const handler: SQSHandler = (event, context) => processPartialResponse(event, processRecord, processor, { context });
