import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { packageIds, packages, paymentMethodsFor, pricingTexts, stripeTypesOf, type Currency, type PackageId } from '@shared/pricing';
import { appLink } from '@functions/adapters/public-url';
import { getPaymentGateway, WebhookSignatureError, type IntentOfEvent, type PaymentGateway } from '@functions/adapters/payments';
import { createPayment, getCart, getPayment, holdQuote, settlePayment, type HeldQuote, type UserItem } from '@functions/data';
import { PaymentsUnavailableError, SimulatorUnavailableError, WebhookSignatureRejectedError } from '@functions/platform/errors';
import { logger } from '@functions/platform/logger';
import { checkForSale, loadOwnCart, quoteOf } from './carts';
import { loadOwnPayment, recordPurchase, type PaidOrder } from './purchases';

/** A quote held on a cart is charged for an hour; after that a new payment is priced afresh. */
const heldQuoteMs = 60 * 60 * 1000;

async function gatewayOrRefuse(): Promise<PaymentGateway> {
  const gateway = await getPaymentGateway();
  if (!gateway) throw new PaymentsUnavailableError(pricingTexts.paymentsOff);
  return gateway;
}

/**
 * pricing/createPaymentIntentt: the PaymentIntent of the caller's cart for the amount the server
 * computes. The first request holds its quote on the cart (one conditional write); every request
 * for the same cart, extras and currency within the hour charges that held quote under the same
 * idempotency key, so parallel requests get one amount and one intent.
 */
export async function createPaymentIntent({ user, cartId, now }: { user: UserItem; cartId: string; now: number }) {
  const gateway = await gatewayOrRefuse();
  const cart = await loadOwnCart(cartId, user.userId);
  checkForSale(cart.packageId as PackageId, user, now);
  const key = [cart.cartId, cart.packageId, cart.extras, cart.currency].join('-');
  const freshSince = now - heldQuoteMs;
  let held: HeldQuote | undefined = cart.heldQuote?.key === key && cart.heldQuote.quotedAt >= freshSince ? cart.heldQuote : undefined;
  if (!held) {
    const quote = await quoteOf(cart, user, now);
    const mine: HeldQuote = { key, amount: quote.total, currency: quote.currency, extras: cart.extras, quotedAt: now };
    // Another request held a quote for the same key first: its amount stands.
    held = (await holdQuote(cart.cartId, mine, freshSince)) ? mine : (await getCart(cart.cartId))?.heldQuote;
    if (!held || held.key !== key) throw new PaymentsUnavailableError(pricingTexts.paymentsOff);
  }
  const currency = held.currency as Currency;
  const pkg = packages[cart.packageId as PackageId];
  let intent;
  try {
    intent = await gateway.createIntent({
      amount: held.amount,
      currency,
      paymentMethodTypes: stripeTypesOf(paymentMethodsFor(cart.country, currency)),
      metadata: { cartId: cart.cartId, userId: user.userId, packageId: pkg.id, extras: String(held.extras) },
      description: held.extras > 0 ? `${pkg.name} + ${held.extras} extra full mock test${held.extras > 1 ? 's' : ''}` : pkg.name,
      idempotencyKey: `${key}-${held.quotedAt}`,
    });
  } catch (error) {
    logger.error('Payment intent not created', { cartId, error: error as Error });
    throw new PaymentsUnavailableError(pricingTexts.paymentsOff);
  }
  await createPayment({ paymentIntentId: intent.id, cartId: cart.cartId, userId: user.userId, packageId: pkg.id, extras: held.extras, amount: held.amount, currency });
  return {
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    amount: held.amount,
    currency,
    mode: gateway.mode,
    ...(gateway.publishableKey ? { publishableKey: gateway.publishableKey } : {}),
  };
}

/** What an intent's metadata says it sells: our own ids, set when it was created. */
const IntentMetadataSchema = z.object({
  cartId: z.string().min(1),
  userId: z.string().min(1),
  packageId: z.enum(packageIds),
  extras: z.coerce.number().int().min(0),
});

/** What a paid intent sold: the server's record of it, or (if that write was lost) the metadata the server set on it. */
async function orderOf(intent: IntentOfEvent): Promise<Omit<PaidOrder, 'eventId'> | undefined> {
  const payment = await getPayment(intent.id);
  if (payment) {
    if (payment.amount !== intent.amount || payment.currency !== intent.currency) {
      logger.error('Paid amount differs from the amount charged for', { paymentIntentId: intent.id, paid: `${intent.amount} ${intent.currency}`, charged: `${payment.amount} ${payment.currency}` });
      return undefined;
    }
    return { paymentIntentId: intent.id, userId: payment.userId, cartId: payment.cartId, packageId: payment.packageId as PackageId, extras: payment.extras, amount: payment.amount, currency: payment.currency };
  }
  const metadata = IntentMetadataSchema.safeParse(intent.metadata);
  if (!metadata.success) return undefined;
  return { paymentIntentId: intent.id, ...metadata.data, amount: intent.amount, currency: intent.currency };
}

/**
 * pricing/stripeWebhook: Stripe's event, checked against the raw body with the webhook secret (a
 * bad signature: 400 and nothing done). A succeeded payment is recorded and granted once however
 * often the event comes; a failed one is marked failed. Events of intents that are not ours, and
 * other event types, are acknowledged and ignored.
 */
export async function handleWebhook(rawBody: string, signature: string): Promise<{ received: true }> {
  const gateway = await gatewayOrRefuse();
  let event;
  try {
    event = gateway.verifyEvent(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new WebhookSignatureRejectedError(error.message);
    throw error;
  }
  const log = logger.createChild({ persistentKeys: { eventId: event.id, eventType: event.type } });
  if (!event.intent) return { received: true };
  if (event.type === 'payment_intent.succeeded') {
    const order = await orderOf(event.intent);
    if (!order) {
      log.warn('Payment of no order of ours, ignored', { paymentIntentId: event.intent.id });
      return { received: true };
    }
    await recordPurchase({ ...order, eventId: event.id });
    await settlePayment(event.intent.id, 'succeeded');
  } else if (event.type === 'payment_intent.payment_failed' || event.type === 'payment_intent.canceled') {
    await settlePayment(event.intent.id, 'failed', event.intent.failure ?? event.type);
  }
  return { received: true };
}

/**
 * pricing/simulatePayment, on the local platform only (no Stripe keys): signs the event Stripe
 * would send for this payment with the webhook secret and posts it to the platform's own webhook,
 * so the very code that grants real payments runs.
 */
export async function simulatePayment({ user, paymentIntentId, outcome }: { user: UserItem; paymentIntentId: string; outcome: 'succeeded' | 'declined' }) {
  const gateway = await getPaymentGateway();
  if (!gateway || gateway.mode !== 'local') throw new SimulatorUnavailableError();
  const payment = await loadOwnPayment(paymentIntentId, user.userId);
  const succeeded = outcome === 'succeeded';
  const payload = JSON.stringify({
    id: `evt_local_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    api_version: null,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: succeeded ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
    data: {
      object: {
        id: payment.paymentIntentId,
        object: 'payment_intent',
        amount: payment.amount,
        amount_received: succeeded ? payment.amount : 0,
        currency: payment.currency.toLowerCase(),
        status: succeeded ? 'succeeded' : 'requires_payment_method',
        metadata: { cartId: payment.cartId, userId: payment.userId, packageId: payment.packageId, extras: String(payment.extras) },
        ...(succeeded ? {} : { last_payment_error: { code: 'card_declined', message: 'Your card was declined.', type: 'card_error' } }),
      },
    },
  });
  const response = await fetch(await appLink('/api/pricing/stripeWebhook'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': gateway.signEvent(payload) },
    body: payload,
  });
  if (!response.ok) throw new Error(`The local webhook answered ${response.status}`);
  return { paymentIntentId, status: succeeded ? ('succeeded' as const) : ('failed' as const) };
}
