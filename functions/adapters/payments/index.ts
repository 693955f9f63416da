import { getStripeKeys } from '@functions/adapters/secrets';
import { config } from '@functions/platform/config';
import type { PaymentGateway } from './port';
import { localGateway, stripeGateway } from './stripe';

export { WebhookSignatureError, type CreatedIntent, type IntentOfEvent, type IntentRequest, type PaymentGateway, type VerifiedEvent } from './port';
export { localGateway, stripeGateway } from './stripe';

let current: Promise<PaymentGateway | undefined> | undefined;

/**
 * The gateway of this stage: Stripe when a secret key is set; the local one where the local
 * platform wrote the keys file without one; none (payments off) in AWS until the keys are set.
 */
export function getPaymentGateway(): Promise<PaymentGateway | undefined> {
  current ??= getStripeKeys().then((keys) => {
    if (keys.secretKey && keys.webhookSecret) return stripeGateway({ secretKey: keys.secretKey, webhookSecret: keys.webhookSecret, ...(keys.publishableKey ? { publishableKey: keys.publishableKey } : {}) });
    if (config.STRIPE_SECRET_FILE && keys.webhookSecret) return localGateway({ webhookSecret: keys.webhookSecret });
    return undefined;
  });
  return current;
}

/** Installs a gateway (tests); undefined goes back to the configured one. */
export function usePaymentGateway(gateway: PaymentGateway | undefined): void {
  current = gateway ? Promise.resolve(gateway) : undefined;
}
