import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSHandler, SQSRecord } from 'aws-lambda';
import { z } from 'zod';
import { Writing } from '@functions/domain/writing';
import { logger } from '@functions/platform/logger';

const MessageSchema = z.object({ jobId: z.uuid() });
const log = logger.createChild({ persistentKeys: { queue: 'writing' } });
const processor = new BatchProcessor(EventType.SQS);
// harper.js takes about a second to load: start while the function initialises, not on the first answer.
const warmedUp = Writing.warmUpGrammar();

async function processRecord(record: SQSRecord): Promise<void> {
  const parsed = MessageSchema.safeParse(JSON.parse(record.body));
  if (!parsed.success) {
    // A malformed message would fail on every delivery: drop it with a trace instead of retrying.
    log.error('Dropped a malformed writing message', { messageId: record.messageId });
    return;
  }
  const outcome = await Writing.runWritingJob(parsed.data);
  log.info('Writing job processed', { jobId: parsed.data.jobId, outcome, receiveCount: record.attributes.ApproximateReceiveCount });
}

/** Scores writing answers from the writing queue; a failed record is reported back for redelivery. */
export const handler: SQSHandler = async (event, context) => {
  await warmedUp;
  return processPartialResponse(event, processRecord, processor, { context });
};
