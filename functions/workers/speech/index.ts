import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { Speaking } from '@functions/domain/speaking';
import { observedHandler } from '@functions/platform/handler';
import { logger } from '@functions/platform/logger';
import { parseJobMessage } from '../job-message';

const log = logger.createChild({ persistentKeys: { queue: 'speech' } });
const processor = new BatchProcessor(EventType.SQS);

async function processRecord(record: SQSRecord): Promise<void> {
  const message = parseJobMessage(record.body);
  if (!message) {
    log.error('Dropped a malformed speech message', { messageId: record.messageId });
    return;
  }
  const started = Date.now();
  const outcome = await Speaking.runSpeechJob(message);
  log.info('Speech job processed', { jobId: message.jobId, outcome, ms: Date.now() - started, receiveCount: record.attributes.ApproximateReceiveCount });
}

/** Transcribes and scores recorded answers from the speech queue; a failed record is reported back for redelivery. */
export const handler = observedHandler(log, (event: SQSEvent, context) => processPartialResponse(event, processRecord, processor, { context }));
