import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import { intentOfEvent, WebhookSignatureError, type PaymentGateway } from './port';

/** Stripe's SDK: intents through the API, events checked with stripe.webhooks.constructEvent. `httpClient` stands in for the network in tests. */
export function stripeGateway({ secretKey, webhookSecret, publishableKey, httpClient }: { secretKey: string; webhookSecret: string; publishableKey?: string; httpClient?: Stripe.HttpClient }): PaymentGateway {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 8_000, ...(httpClient ? { httpClient } : {}) });
  return {
    mode: 'stripe',
    ...(publishableKey ? { publishableKey } : {}),
    async createIntent({ amount, currency, paymentMethodTypes, metadata, description, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        { amount, currency: currency.toLowerCase(), allowed_payment_method_types: [...paymentMethodTypes], metadata, description },
        { idempotencyKey },
      );
      if (!intent.client_secret) throw new Error(`Stripe returned the intent ${intent.id} without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    },
    verifyEvent: (rawBody, signature) => verifyWith(stripe, rawBody, signature, webhookSecret),
    signEvent: (payload) => stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
  };
}

/**
 * No network: an intent's id is derived from its idempotency key, as Stripe would return the same
 * intent for the same key. Events are still signed and checked by Stripe's library.
 */
export function localGateway({ webhookSecret }: { webhookSecret: string }): PaymentGateway {
  // A constructor only: no request is ever made with this key.
  const stripe = new Stripe('sk_test_local_platform_no_network');
  return {
    mode: 'local',
    async createIntent({ idempotencyKey }) {
      const id = `pi_local_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
      return { id, clientSecret: `${id}_secret_local` };
    },
    verifyEvent: (rawBody, signature) => verifyWith(stripe, rawBody, signature, webhookSecret),
    signEvent: (payload) => stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
  };
}

function verifyWith(stripe: Stripe, rawBody: string, signature: string, webhookSecret: string) {
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch (error) {
    throw new WebhookSignatureError((error as Error).message);
  }
  const intent = intentOfEvent(event);
  return { id: event.id, type: event.type, ...(intent ? { intent } : {}) };
}
