import Stripe from 'stripe';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { pricingTexts, type PackageId } from '@shared/pricing';
import { storedStudent } from '@test/fixtures/accounts';
import { intentEvent, recordingGateway, webhookSecret } from '@test/fixtures/payment-gateway';
import { localGateway, stripeGateway, usePaymentGateway } from '@functions/adapters/payments';
import { getPayment, getUser, listPurchasesOf, type UserItem } from '@functions/data';
import { CartNotFoundError, PackageNotForSaleError, PaymentNotFoundError, PaymentsUnavailableError, SimulatorUnavailableError, WebhookSignatureRejectedError } from '@functions/platform/errors';
import { createCart, fetchCart } from './carts';
import { createPaymentIntent, handleWebhook, simulatePayment } from './payments';
import { paymentState } from './purchases';
import { savePromotion, seedPromotions } from './promotions';

const day = 24 * 60 * 60 * 1000;
const hour = 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 25, 12);

beforeAll(() => seedPromotions(now));

afterEach(() => {
  usePaymentGateway(undefined);
  vi.unstubAllGlobals();
});

/** A stored student's cart for a package, in euros from Belgium unless told otherwise. */
async function cartOf(user: UserItem, packageId: PackageId, { extras, country = 'BE' }: { extras?: number; country?: string } = {}): Promise<string> {
  const { cartId } = await createCart({ user, packageId, fromProfilePage: false, country, now });
  if (extras !== undefined) await fetchCart({ user, cartId, extras, now });
  return cartId;
}

/** A student who started paying for a package, and the intent the server created. */
async function paying(packageId: PackageId, overrides: Partial<UserItem> = {}) {
  const { user } = await storedStudent(overrides);
  const intent = await createPaymentIntent({ user, cartId: await cartOf(user, packageId), now });
  return { user, intent };
}

describe('createPaymentIntent', () => {
  it('refuses while the stage takes no payments, and creates nothing', async () => {
    const { user } = await storedStudent();
    const cartId = await cartOf(user, 'package_bronze');

    await expect(createPaymentIntent({ user, cartId, now })).rejects.toEqual(new PaymentsUnavailableError(pricingTexts.paymentsOff));
  });

  it("charges the amount the server computes for the cart: the package at its promotion, then the extras, with the country's ways to pay", async () => {
    // Prepare
    const { requests } = recordingGateway();
    const { user } = await storedStudent();
    const cartId = await cartOf(user, 'package_ultimate', { extras: 1 });

    // Act
    const intent = await createPaymentIntent({ user, cartId, now });

    // Assess: €62.58 for Ultimate at 30 % off, then €9 for the extra mock test.
    expect(intent).toEqual({ paymentIntentId: expect.stringMatching(/^pi_local_[0-9a-f]{24}$/), clientSecret: `${intent.paymentIntentId}_secret_local`, amount: 7_158, currency: 'EUR', mode: 'local' });
    expect(requests).toEqual([
      {
        amount: 7_158,
        currency: 'EUR',
        paymentMethodTypes: ['card', 'paypal', 'bancontact'],
        metadata: { cartId, userId: user.userId, packageId: 'package_ultimate', extras: '1' },
        description: 'Ultimate + 1 extra full mock test',
        idempotencyKey: `${cartId}-package_ultimate-1-EUR-${now}`,
      },
    ]);
    expect(await getPayment(intent.paymentIntentId)).toMatchObject({ userId: user.userId, cartId, packageId: 'package_ultimate', extras: 1, amount: 7_158, currency: 'EUR', status: 'open' });
  });

  it('gives every request for one cart within the hour the same intent and amount, even after prices changed', async () => {
    // Prepare
    recordingGateway();
    const { user } = await storedStudent();
    const cartId = await cartOf(user, 'package_silver');

    // Act
    const parallel = await Promise.all(Array.from({ length: 4 }, () => createPaymentIntent({ user, cartId, now })));
    await savePromotion({ promoId: 'silver-flash', discount: 50, startTime: now, endTime: now + day, target: ['package_silver'], personal: false }, now);
    const later = await createPaymentIntent({ user, cartId, now: now + 30 * 60 * 1000 });
    const nextHour = await createPaymentIntent({ user, cartId, now: now + 2 * hour });

    // Assess: €59.40 for Silver until the hour is over, then priced afresh at 50 % off.
    expect(new Set(parallel.map((intent) => intent.paymentIntentId)).size).toBe(1);
    expect(parallel.map((intent) => intent.amount)).toEqual([5_940, 5_940, 5_940, 5_940]);
    expect(later).toEqual(parallel[0]);
    expect(nextHour.amount).toBe(2_970);
    expect(nextHour.paymentIntentId).not.toBe(parallel[0]!.paymentIntentId);
  });

  it('makes another intent once the extras change, for the new amount', async () => {
    const { requests } = recordingGateway();
    const { user } = await storedStudent();
    const cartId = await cartOf(user, 'package_bronze');

    const alone = await createPaymentIntent({ user, cartId, now });
    await fetchCart({ user, cartId, extras: 2, now });
    const withExtras = await createPaymentIntent({ user, cartId, now });

    expect(alone.amount).toBe(2_940);
    expect(withExtras.amount).toBe(2_940 + 2 * 900);
    expect(withExtras.paymentIntentId).not.toBe(alone.paymentIntentId);
    expect(requests.at(-1)!.description).toBe('Bronze + 2 extra full mock tests');
  });

  it("refuses a cart whose package the student can no longer buy, and another student's cart", async () => {
    recordingGateway();
    const { user } = await storedStudent();
    const other = await storedStudent();
    const cartId = await cartOf(user, 'package_silver');
    const nowOnSilver = { ...user, currentPlan: 'package_silver', paidExpiryTime: now + 60 * day };

    await expect(createPaymentIntent({ user: nowOnSilver, cartId, now })).rejects.toBeInstanceOf(PackageNotForSaleError);
    await expect(createPaymentIntent({ user: other.user, cartId, now })).rejects.toEqual(new CartNotFoundError(cartId));
  });

  it('answers that payments are unavailable when Stripe cannot be reached, and records no payment', async () => {
    const stripe = recordingGateway();
    stripe.failIntents(true);
    const { user } = await storedStudent();
    const cartId = await cartOf(user, 'package_bronze');

    await expect(createPaymentIntent({ user, cartId, now })).rejects.toEqual(new PaymentsUnavailableError(pricingTexts.paymentsOff));
    stripe.failIntents(false);
    const intent = await createPaymentIntent({ user, cartId, now });
    expect(stripe.requests.map((request) => request.idempotencyKey)).toEqual([`${cartId}-package_bronze-0-EUR-${now}`, `${cartId}-package_bronze-0-EUR-${now}`]);
    expect(await getPayment(intent.paymentIntentId)).toMatchObject({ amount: 2_940, status: 'open' });
  });

  it("hands Stripe's publishable key to the checkout with the intent Stripe created", async () => {
    const fakeStripe = (async () => new Response(JSON.stringify({ id: 'pi_stripe_1', object: 'payment_intent', client_secret: 'pi_stripe_1_secret_x' }), { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch;
    usePaymentGateway(stripeGateway({ secretKey: 'sk_test_unit', webhookSecret, publishableKey: 'pk_test_unit', httpClient: Stripe.createFetchHttpClient(fakeStripe) }));
    const { user } = await storedStudent();

    const intent = await createPaymentIntent({ user, cartId: await cartOf(user, 'package_full_mock'), now });

    expect(intent).toEqual({ paymentIntentId: 'pi_stripe_1', clientSecret: 'pi_stripe_1_secret_x', amount: 1_140, currency: 'EUR', mode: 'stripe', publishableKey: 'pk_test_unit' });
  });
});

describe('handleWebhook', () => {
  it('refuses an event whose signature does not hold, and grants nothing', async () => {
    // Prepare
    recordingGateway();
    const { user, intent } = await paying('package_silver');
    const event = intentEvent({ id: intent.paymentIntentId, amount: intent.amount, currency: intent.currency });

    // Act, Assess
    await expect(handleWebhook(event.payload, intentEvent({ id: intent.paymentIntentId, amount: intent.amount, currency: intent.currency }, { secret: 'whsec_someone_else' }).signature)).rejects.toBeInstanceOf(WebhookSignatureRejectedError);
    await expect(handleWebhook(event.payload.replace(`"amount":${intent.amount}`, '"amount":1'), event.signature)).rejects.toBeInstanceOf(WebhookSignatureRejectedError);
    await expect(handleWebhook(event.payload, 'not a signature')).rejects.toBeInstanceOf(WebhookSignatureRejectedError);
    expect(await getUser(user.userId)).toEqual(user);
    expect(await listPurchasesOf(user.userId)).toEqual([]);
    expect(await paymentState(user, intent.paymentIntentId)).toEqual({ status: 'pending' });
  });

  it('grants a purchase once, with one notification, however often the same event comes', async () => {
    // Prepare
    recordingGateway();
    const { user, intent } = await paying('package_bronze');
    const event = intentEvent({ id: intent.paymentIntentId, amount: intent.amount, currency: intent.currency });
    const before = Date.now();

    // Act
    const replies = await Promise.all(Array.from({ length: 5 }, () => handleWebhook(event.payload, event.signature)));
    replies.push(await handleWebhook(event.payload, event.signature));

    // Assess
    expect(replies).toEqual(Array.from({ length: 6 }, () => ({ received: true })));
    const after = (await getUser(user.userId))!;
    expect(after).toMatchObject({ currentPlan: 'package_bronze', speakingCredits: user.speakingCredits + 100, writingCredits: user.writingCredits + 20, purchaseHistory: [intent.paymentIntentId] });
    expect(after.paidExpiryTime).toBeGreaterThanOrEqual(before + 30 * day);
    expect(after.paidExpiryTime).toBeLessThanOrEqual(Date.now() + 30 * day);
    expect(after.notifications).toEqual([expect.objectContaining({ type: 'purchase_success', message: 'Purchase successful! You can start practicing.', hasRead: false })]);
    expect(await listPurchasesOf(user.userId)).toEqual([expect.objectContaining({ paymentIntentId: intent.paymentIntentId, amount: 2_940, currency: 'EUR', eventId: JSON.parse(event.payload).id })]);
    expect((await getPayment(intent.paymentIntentId))!.status).toBe('succeeded');
  });

  it('thanks for a purchase that gives no plan, and adds its credits', async () => {
    recordingGateway();
    const { user, intent } = await paying('package_combo');
    const event = intentEvent({ id: intent.paymentIntentId, amount: intent.amount, currency: intent.currency });

    await handleWebhook(event.payload, event.signature);

    const after = (await getUser(user.userId))!;
    expect(after.currentPlan).toBeUndefined();
    expect(after).toMatchObject({ fullMockCredits: (user.fullMockCredits ?? 0) + 2, sectionMockCredits: (user.sectionMockCredits ?? 0) + 2 });
    expect(after.notifications).toEqual([expect.objectContaining({ type: 'purchase_success_thanks', message: 'Purchase successful. Thank you!' })]);
  });

  it('marks a declined payment failed with the reason, and a success that follows it still counts', async () => {
    // Prepare
    recordingGateway();
    const { user, intent } = await paying('package_sect_mock');
    const declined = intentEvent({ id: intent.paymentIntentId, amount: intent.amount, currency: intent.currency, failure: 'Your card was declined.' }, { type: 'payment_intent.payment_failed' });
    const succeeded = intentEvent({ id: intent.paymentIntentId, amount: intent.amount, currency: intent.currency });
    const lateFailure = intentEvent({ id: intent.paymentIntentId, amount: intent.amount, currency: intent.currency }, { type: 'payment_intent.canceled' });

    // Act, Assess
    await handleWebhook(declined.payload, declined.signature);
    expect(await getPayment(intent.paymentIntentId)).toMatchObject({ status: 'failed', failure: 'Your card was declined.' });
    expect(await paymentState(user, intent.paymentIntentId)).toEqual({ status: 'failed', message: 'Payment cancelled. Contact team if needed' });

    await handleWebhook(succeeded.payload, succeeded.signature);
    await handleWebhook(lateFailure.payload, lateFailure.signature);
    expect((await getPayment(intent.paymentIntentId))!.status).toBe('succeeded');
    expect((await getUser(user.userId))!.sectionMockCredits).toBe((user.sectionMockCredits ?? 0) + 1);
  });

  it('records a canceled payment as failed with the event type when Stripe gives no reason', async () => {
    recordingGateway();
    const { intent } = await paying('package_sect_mock');
    const canceled = intentEvent({ id: intent.paymentIntentId, amount: intent.amount, currency: intent.currency }, { type: 'payment_intent.canceled' });

    await handleWebhook(canceled.payload, canceled.signature);

    expect(await getPayment(intent.paymentIntentId)).toMatchObject({ status: 'failed', failure: 'payment_intent.canceled' });
  });

  it('acknowledges and ignores events of intents that are not ours, amounts that differ from the charge, and other event types', async () => {
    // Prepare
    recordingGateway();
    const { user, intent } = await paying('package_silver');
    const events = [
      intentEvent({ id: 'pi_someone_elses', amount: 100, currency: 'EUR', metadata: { order: '42' } }),
      intentEvent({ id: intent.paymentIntentId, amount: 1, currency: intent.currency }),
      intentEvent({ id: intent.paymentIntentId, amount: intent.amount, currency: 'USD' }),
      intentEvent({ id: intent.paymentIntentId, amount: intent.amount, currency: intent.currency }, { type: 'charge.refunded' }),
      intentEvent({ id: intent.paymentIntentId, amount: intent.amount, currency: intent.currency }, { type: 'payment_intent.created' }),
    ];

    // Act
    for (const event of events) expect(await handleWebhook(event.payload, event.signature)).toEqual({ received: true });

    // Assess
    expect(await getUser(user.userId)).toEqual(user);
    expect(await listPurchasesOf(user.userId)).toEqual([]);
    expect((await getPayment(intent.paymentIntentId))!.status).toBe('open');
  });

  it("grants from the ids the server set on the intent when the server's record of it was lost", async () => {
    recordingGateway();
    const { user } = await storedStudent();
    const cartId = await cartOf(user, 'package_full_mock');
    const event = intentEvent({ id: 'pi_record_lost', amount: 1_140, currency: 'EUR', metadata: { cartId, userId: user.userId, packageId: 'package_full_mock', extras: '1' } });

    await handleWebhook(event.payload, event.signature);

    expect((await getUser(user.userId))!.fullMockCredits).toBe((user.fullMockCredits ?? 0) + 2);
    expect(await listPurchasesOf(user.userId)).toEqual([expect.objectContaining({ paymentIntentId: 'pi_record_lost', cartId, extras: 1, amount: 1_140, currency: 'EUR' })]);
  });

  it('lets a failure of the gateway itself through, so that Stripe delivers the event again', async () => {
    usePaymentGateway({ ...localGateway({ webhookSecret }), verifyEvent: () => { throw new Error('library failure'); } });

    await expect(handleWebhook('{}', 'signature')).rejects.toThrow('library failure');
  });
});

describe('simulatePayment', () => {
  /** The local platform's webhook route: the signed body handed to handleWebhook, a refused signature answered 400. */
  function localWebhook() {
    const posted: string[] = [];
    vi.stubGlobal('fetch', async (url: string | URL | Request, init?: RequestInit) => {
      posted.push(String(url));
      try {
        await handleWebhook(String(init?.body), new Headers(init?.headers).get('stripe-signature') ?? '');
        return new Response('{"received":true}', { status: 200 });
      } catch (error) {
        return new Response('{}', { status: error instanceof WebhookSignatureRejectedError ? 400 : 500 });
      }
    });
    return posted;
  }

  it("signs the event Stripe would send and posts it to the platform's own webhook, which grants the purchase", async () => {
    // Prepare
    recordingGateway();
    const posted = localWebhook();
    const { user, intent } = await paying('package_ultimate');

    // Act
    const result = await simulatePayment({ user, paymentIntentId: intent.paymentIntentId, outcome: 'succeeded' });

    // Assess
    expect(result).toEqual({ paymentIntentId: intent.paymentIntentId, status: 'succeeded' });
    expect(posted).toEqual(['http://localhost:3000/api/pricing/stripeWebhook']);
    expect((await getUser(user.userId))!).toMatchObject({ currentPlan: 'package_ultimate', purchaseHistory: [intent.paymentIntentId] });
    expect(await paymentState(user, intent.paymentIntentId)).toMatchObject({ status: 'succeeded', purchase: { packageId: 'package_ultimate', amount: intent.amount } });
  });

  it('declines a payment: it fails with the card error and grants nothing', async () => {
    recordingGateway();
    localWebhook();
    const { user, intent } = await paying('package_ultimate');

    expect(await simulatePayment({ user, paymentIntentId: intent.paymentIntentId, outcome: 'declined' })).toEqual({ paymentIntentId: intent.paymentIntentId, status: 'failed' });

    expect(await getPayment(intent.paymentIntentId)).toMatchObject({ status: 'failed', failure: 'Your card was declined.' });
    expect((await getUser(user.userId))!.currentPlan).toBeUndefined();
  });

  it("refuses another student's payment, and fails when the webhook refuses the event", async () => {
    // Prepare
    recordingGateway();
    localWebhook();
    const { user, intent } = await paying('package_bronze');
    const other = await storedStudent();

    // Act, Assess
    await expect(simulatePayment({ user: other.user, paymentIntentId: intent.paymentIntentId, outcome: 'succeeded' })).rejects.toEqual(new PaymentNotFoundError(intent.paymentIntentId));
    // A platform whose webhook checks with another secret answers 400.
    usePaymentGateway({ ...localGateway({ webhookSecret }), signEvent: (payload) => localGateway({ webhookSecret: 'whsec_other' }).signEvent(payload) });
    await expect(simulatePayment({ user, paymentIntentId: intent.paymentIntentId, outcome: 'succeeded' })).rejects.toThrow('The local webhook answered 400');
    expect((await getUser(user.userId))!.currentPlan).toBeUndefined();
  });

  it('is only there on the local platform: not with Stripe, not with payments off', async () => {
    const { user } = await storedStudent();

    await expect(simulatePayment({ user, paymentIntentId: 'pi_1', outcome: 'succeeded' })).rejects.toBeInstanceOf(SimulatorUnavailableError);
    usePaymentGateway(stripeGateway({ secretKey: 'sk_test_unit', webhookSecret }));
    await expect(simulatePayment({ user, paymentIntentId: 'pi_1', outcome: 'succeeded' })).rejects.toBeInstanceOf(SimulatorUnavailableError);
  });
});
