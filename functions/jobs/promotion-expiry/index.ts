import type { ScheduledHandler } from 'aws-lambda';
import { Commerce } from '@functions/domain/commerce';
import { logger } from '@functions/platform/logger';

const log = logger.createChild({ persistentKeys: { job: 'promotionExpiry' } });

/** Run by its schedule (EventBridge in AWS, a timer locally): ends expired promotions and clears expired user promotions. */
export const handler: ScheduledHandler = async () => {
  const result = await Commerce.expirePromotions(Date.now());
  log.info('Promotion expiry ran', result);
};
