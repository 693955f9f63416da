import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './port';
import { localGateway, stripeGateway } from './stripe';

const webhookSecret = 'whsec_unit_test_secret';
const request = { amount: 10_430, currency: 'AUD', paymentMethodTypes: ['card', 'paypal'], metadata: { cartId: 'cart-1', userId: 'user-1', packageId: 'package_ultimate', extras: '0' }, description: 'Ultimate', idempotencyKey: 'cart-1-package_ultimate-0-AUD-1' };

function intentEvent(type: string, intent: Record<string, unknown>) {
  return JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object: { object: 'payment_intent', ...intent } } });
}

describe('localGateway', () => {
  it('makes the same intent for the same idempotency key and another for another key, with no network', async () => {
    const gateway = localGateway({ webhookSecret });
    const first = await gateway.createIntent(request);
    expect(first.id).toMatch(/^pi_local_[0-9a-f]{24}$/);
    expect(await gateway.createIntent(request)).toEqual(first);
    expect((await gateway.createIntent({ ...request, idempotencyKey: 'cart-1-package_ultimate-1-AUD-1' })).id).not.toBe(first.id);
  });

  it('verifies what it signed and reads the payment intent of the event, currency in capitals', () => {
    const gateway = localGateway({ webhookSecret });
    const payload = intentEvent('payment_intent.payment_failed', { id: 'pi_1', amount: 500, currency: 'eur', metadata: { cartId: 'c' }, last_payment_error: { message: 'Your card was declined.' } });
    expect(gateway.verifyEvent(payload, gateway.signEvent(payload))).toEqual({
      id: 'evt_1',
      type: 'payment_intent.payment_failed',
      intent: { id: 'pi_1', amount: 500, currency: 'EUR', metadata: { cartId: 'c' }, failure: 'Your card was declined.' },
    });
  });

  it('refuses a tampered body, another secret and a header that is no signature', () => {
    const gateway = localGateway({ webhookSecret });
    const payload = intentEvent('payment_intent.succeeded', { id: 'pi_1', amount: 500, currency: 'eur' });
    const signature = gateway.signEvent(payload);
    expect(() => gateway.verifyEvent(payload.replace('500', '5'), signature)).toThrow(WebhookSignatureError);
    expect(() => gateway.verifyEvent(payload, localGateway({ webhookSecret: 'whsec_other' }).signEvent(payload))).toThrow(WebhookSignatureError);
    expect(() => gateway.verifyEvent(payload, 'v1=nothing')).toThrow(WebhookSignatureError);
  });
});

describe('stripeGateway', () => {
  it("creates the PaymentIntent through Stripe's SDK with the server's amount, the country's methods, our ids and the idempotency key", async () => {
    const sent: { url: string; headers: Record<string, string>; body: string }[] = [];
    const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
      sent.push({ url: String(url), headers: Object.fromEntries(new Headers(init?.headers).entries()), body: String(init?.body ?? '') });
      return new Response(JSON.stringify({ id: 'pi_123', object: 'payment_intent', client_secret: 'pi_123_secret_abc', amount: 10_430, currency: 'aud' }), { status: 200, headers: { 'content-type': 'application/json', 'request-id': 'req_1' } });
    }) as typeof fetch;
    const gateway = stripeGateway({ secretKey: 'sk_test_unit', webhookSecret, publishableKey: 'pk_test_unit', httpClient: Stripe.createFetchHttpClient(fakeFetch) });

    expect(await gateway.createIntent(request)).toEqual({ id: 'pi_123', clientSecret: 'pi_123_secret_abc' });
    expect(gateway).toMatchObject({ mode: 'stripe', publishableKey: 'pk_test_unit' });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toMatch(/\/v1\/payment_intents$/);
    expect(sent[0]!.headers['idempotency-key']).toBe(request.idempotencyKey);
    const form = new URLSearchParams(sent[0]!.body);
    expect(form.get('amount')).toBe('10430');
    expect(form.get('currency')).toBe('aud');
    expect([form.get('allowed_payment_method_types[0]'), form.get('allowed_payment_method_types[1]')]).toEqual(['card', 'paypal']);
    expect(form.get('metadata[cartId]')).toBe('cart-1');

    const payload = intentEvent('payment_intent.succeeded', { id: 'pi_123', amount: 10_430, currency: 'aud' });
    expect(gateway.verifyEvent(payload, gateway.signEvent(payload)).intent).toMatchObject({ id: 'pi_123', amount: 10_430, currency: 'AUD' });
  });

  it('fails rather than hand the checkout an intent Stripe returned without a client secret', async () => {
    const fakeFetch = (async () => new Response(JSON.stringify({ id: 'pi_456', object: 'payment_intent', client_secret: null }), { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch;
    const gateway = stripeGateway({ secretKey: 'sk_test_unit', webhookSecret, httpClient: Stripe.createFetchHttpClient(fakeFetch) });

    await expect(gateway.createIntent(request)).rejects.toThrow('Stripe returned the intent pi_456 without a client secret');
    expect(gateway).not.toHaveProperty('publishableKey');
  });

  it('verifies an event that is not about a payment intent without reading one from it', () => {
    const gateway = stripeGateway({ secretKey: 'sk_test_unit', webhookSecret });
    const payload = JSON.stringify({ id: 'evt_2', object: 'event', type: 'charge.refunded', data: { object: { id: 'ch_1', object: 'charge' } } });

    expect(gateway.verifyEvent(payload, gateway.signEvent(payload))).toEqual({ id: 'evt_2', type: 'charge.refunded' });
    expect(() => gateway.verifyEvent(payload, localGateway({ webhookSecret: 'whsec_other' }).signEvent(payload))).toThrow(WebhookSignatureError);
  });
});
