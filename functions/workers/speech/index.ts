import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { Speaking } from '@functions/domain/speaking';
import { observedHandler } from '@functions/platform/handler';
import { logger } from '@functions/platform/logger';
import { parseSpeechMessage } from '../job-message';

const log = logger.createChild({ persistentKeys: { queue: 'speech' } });
const processor = new BatchProcessor(EventType.SQS);

async function processRecord(record: SQSRecord): Promise<void> {
  const message = parseSpeechMessage(record.body);
  if (!message) {
    log.error('Dropped a malformed speech message', { messageId: record.messageId });
    return;
  }
  const started = Date.now();
  if ('partKey' in message) {
    const outcome = await Speaking.runPart(message);
    log.info('Speech part recognised', { partKey: message.partKey, outcome, ms: Date.now() - started });
    return;
  }
  const outcome = await Speaking.runSpeechJob(message);
  log.info('Speech job processed', { jobId: message.jobId, outcome, ms: Date.now() - started, receiveCount: record.attributes.ApproximateReceiveCount });
}

/** Transcribes and scores recorded answers from the speech queue, and recognises the parts of answers being recorded; a failed record is reported back for redelivery. */
export const handler = observedHandler(log, (event: SQSEvent, context) => processPartialResponse(event, processRecord, processor, { context }));
