import type Stripe from 'stripe';

/** A PaymentIntent to create: the server's amount for one cart, and what it sells. */
export interface IntentRequest {
  /** Minor units of `currency`. */
  amount: number;
  /** ISO code in capitals (AUD); Stripe takes it in lower case. */
  currency: string;
  paymentMethodTypes: readonly string[];
  /** Our own ids: cartId, userId, packageId, extras. Stripe returns them in every event of the intent. */
  metadata: Record<string, string>;
  description: string;
  /** The same key gives the same intent, so parallel or repeated requests for one quote make one intent. */
  idempotencyKey: string;
}

export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

/** The PaymentIntent of a signed event, as the grant reads it. */
export interface IntentOfEvent {
  id: string;
  amount: number;
  /** In capitals, as we keep currencies. */
  currency: string;
  metadata: Record<string, string>;
  failure?: string;
}

/** A webhook event whose signature held. */
export interface VerifiedEvent {
  id: string;
  type: string;
  /** Set for payment_intent.* events. */
  intent?: IntentOfEvent;
}

/**
 * Payments (DESIGN §7): Stripe PaymentIntents, confirmed in the browser with Stripe.js, and
 * Stripe's signed webhook events, the only thing that grants a purchase. 'local' makes intents
 * without any network, for the local platform with no Stripe keys; its events are signed with the
 * same library by pricing/simulatePayment.
 */
export interface PaymentGateway {
  mode: 'stripe' | 'local';
  publishableKey?: string;
  createIntent(request: IntentRequest): Promise<CreatedIntent>;
  /** Checks the signature over the raw body with the webhook secret; throws WebhookSignatureError when it does not hold. */
  verifyEvent(rawBody: string, signature: string): VerifiedEvent;
  /** A Stripe-Signature header for a payload, as Stripe would send it (the local simulator; tests). */
  signEvent(payload: string): string;
}

/** The signature of a webhook call did not hold (forged, tampered, another secret, too old). */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The fields the grant reads from a Stripe event's PaymentIntent. */
export function intentOfEvent(event: Stripe.Event): IntentOfEvent | undefined {
  if (!event.type.startsWith('payment_intent.')) return undefined;
  const intent = event.data.object as Stripe.PaymentIntent;
  return {
    id: intent.id,
    amount: intent.amount,
    currency: String(intent.currency).toUpperCase(),
    metadata: { ...(intent.metadata ?? {}) },
    ...(intent.last_payment_error?.message ? { failure: intent.last_payment_error.message } : {}),
  };
}
