import { getMobileApiKey } from '@functions/adapters/secrets';
import { config } from '@functions/platform/config';
import { adaptySubscriptions } from './adapty';
import { fileSubscriptions } from './file-simulator';
import type { MobileSubscriptions } from './port';

export { adaptySubscriptions } from './adapty';
export { fileSubscriptions } from './file-simulator';
export type { MobileAccount, MobileSubscription, MobileSubscriptions } from './port';

let current: MobileSubscriptions | undefined;

/** Adapty when its key is configured (AWS), the file simulator locally, and otherwise a service that knows no account. */
export function getMobileSubscriptions(): MobileSubscriptions {
  current ??= config.MOBILE_SUBSCRIPTIONS_FILE
    ? fileSubscriptions(config.MOBILE_SUBSCRIPTIONS_FILE)
    : config.MOBILE_SECRET_ARN
      ? adaptySubscriptions({ apiKey: getMobileApiKey })
      : { subscriptionOf: async () => undefined };
  return current;
}
