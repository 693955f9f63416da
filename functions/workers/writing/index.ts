import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { Writing } from '@functions/domain/writing';
import { observedHandler } from '@functions/platform/handler';
import { logger } from '@functions/platform/logger';
import { parseJobMessage } from '../job-message';

const log = logger.createChild({ persistentKeys: { queue: 'writing' } });
const processor = new BatchProcessor(EventType.SQS);
// harper.js, WordNet and the dictionaries take a few seconds to load and warm: start while the function initialises, not on the first answer.
const warmedUp = Writing.warmUpWriting();

async function processRecord(record: SQSRecord): Promise<void> {
  const message = parseJobMessage(record.body);
  if (!message) {
    log.error('Dropped a malformed writing message', { messageId: record.messageId });
    return;
  }
  const outcome = await Writing.runWritingJob(message);
  log.info('Writing job processed', { jobId: message.jobId, outcome, receiveCount: record.attributes.ApproximateReceiveCount });
}

/** Scores writing answers from the writing queue; a failed record is reported back for redelivery. */
export const handler = observedHandler(log, async (event: SQSEvent, context) => {
  await warmedUp;
  return processPartialResponse(event, processRecord, processor, { context });
});
