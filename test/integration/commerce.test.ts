import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkFromMail, waitForMail } from '@test/fixtures/mail';
import { type ApiReply, callApi, temporaryDataDir, type RunningPlatform, startLocalPlatform } from '@test/fixtures/local-platform';

interface Student {
  token: string;
  id: string;
}

interface Intent {
  paymentIntentId: string;
  amount: number;
  currency: string;
  mode: string;
}

const day = 24 * 60 * 60 * 1000;

describe('commerce over HTTP', () => {
  let dataDir: Awaited<ReturnType<typeof temporaryDataDir>>;
  let platform: RunningPlatform;
  let webhookSecret: string;
  let admin: Student;
  // Only the library's signing helpers are used: no request is made with this key.
  const stripe = new Stripe('sk_test_integration_no_network');

  beforeAll(async () => {
    dataDir = await temporaryDataDir();
    // Every visitor comes from Belgium, as CloudFront would say: euros and Bancontact.
    platform = await startLocalPlatform({ DATA_DIR: dataDir.path, SKIP_WEB_BUILD: 'true', COUNTRY: 'BE' });
    webhookSecret = (JSON.parse(await readFile(join(dataDir.path, 'stripe-keys.json'), 'utf8')) as { webhookSecret: string }).webhookSecret;
    const demo = (JSON.parse(await readFile(join(dataDir.path, 'demo-accounts.json'), 'utf8')) as { email: string; password: string; platformAccess: string }[]).find((account) => account.platformAccess === 'admin')!;
    const login = await call('users/loginStudent', { email: demo.email, password: demo.password });
    admin = { token: login.body.token as string, id: (login.body.user as { id: string }).id };
  });

  afterAll(async () => {
    await platform?.stop();
    await dataDir?.remove();
  });

  const call = (path: string, body?: unknown, token?: string) => callApi(platform.appUrl, path, body, token);

  async function registerStudent(email: string): Promise<Student> {
    const password = 'a good password';
    expect((await call('users/registerUser', { email, password, firstName: 'Buyer' })).status).toBe(200);
    const token = linkFromMail(await waitForMail(platform.mailUrl, email), '/verify').searchParams.get('token');
    expect((await call('users/verifyTokenEmail', { token })).status).toBe(200);
    const login = await call('users/loginStudent', { email, password });
    expect(login.status).toBe(200);
    return { token: login.body.token as string, id: (login.body.user as { id: string }).id };
  }

  async function userOf(student: Student) {
    return (await call('users/retrieveUser', {}, student.token)).body.user as {
      currentPlan?: string;
      paidExpiryTime?: number;
      speakingCredits: number;
      writingCredits: number;
      purchaseHistory?: string[];
      notifications: { type: string; message: string }[];
    };
  }

  async function cartFor(student: Student, packageId: string): Promise<string> {
    const created = await call('users/createCart', { packageId }, student.token);
    expect(created.status).toBe(200);
    return created.body.cartId as string;
  }

  async function intentFor(student: Student, cartId: string): Promise<Intent> {
    const reply = await call('pricing/createPaymentIntentt', { cartId }, student.token);
    expect(reply.status).toBe(200);
    return reply.body as unknown as Intent;
  }

  /** The payment_intent.succeeded event Stripe would send for an intent, and its signature. */
  function succeededEvent(intent: Intent, secret = webhookSecret) {
    const payload = JSON.stringify({
      id: `evt_test_${intent.paymentIntentId}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: intent.paymentIntentId, object: 'payment_intent', amount: intent.amount, currency: intent.currency.toLowerCase(), status: 'succeeded', metadata: {} } },
    });
    return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  async function postWebhook({ payload, signature }: { payload: string; signature: string }): Promise<ApiReply> {
    const response = await fetch(`${platform.appUrl}/api/pricing/stripeWebhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
    return { status: response.status, body: (await response.json()) as ApiReply['body'] };
  }

  it("prices the packages in the visitor's currency at the default promotion, or in the currency asked for, and refuses an unknown one", async () => {
    const page = await call('pricing/fetchAllPackages');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ currency: 'EUR', country: 'BE' });
    const packages = page.body.packages as { packageId: string; price: number; basePrice: number; promotion?: { promoId: string; discount: number }; button: { text: string } }[];
    // Ultimate: A$149 at 30 % off is A$104.30, €62.58; struck through €89.40.
    expect(packages.find((pkg) => pkg.packageId === 'package_ultimate')).toMatchObject({ price: 6_258, basePrice: 8_940, promotion: { promoId: 'ultimate-30', discount: 30 }, button: { text: 'ADD TO CART' } });
    expect(packages.find((pkg) => pkg.packageId === 'package_bronze')).toMatchObject({ price: 2_940, basePrice: 2_940 });
    expect(packages.find((pkg) => pkg.packageId === 'package_bronze')!.promotion).toBeUndefined();
    expect(packages.map((pkg) => pkg.packageId)).not.toContain('full_mock_test_upsell');

    const inRupees = await call('pricing/fetchAllPackages?currency=INR');
    expect(inRupees.body.currency).toBe('INR');
    expect((inRupees.body.packages as { packageId: string; price: number }[]).find((pkg) => pkg.packageId === 'package_ultimate')!.price).toBe(563_000);

    expect(await call('pricing/fetchAllPackages?currency=XYZ')).toEqual({ status: 400, body: { errors: { currency: 'This currency is not offered.' } } });
    const promotions = await call('pricing/fetchAllPromotions');
    expect(promotions.body.best).toMatchObject({ promoId: 'ultimate-30', discount: 30, target: ['package_ultimate'] });
  });

  it("answers 201 with the spec's text for an expired promotion, and runs a personal one for 24 hours once per account", async () => {
    const now = Date.now();
    const saved = await call('pricing/savePromotion', { promoId: 'spring-sale', discount: 15, startTime: now - 2 * day, endTime: now - day, target: ['package_silver'] }, admin.token);
    expect(saved.status).toBe(200);
    expect(await call('pricing/activatePromotion', { promoId: 'spring-sale' })).toEqual({ status: 201, body: { error: 'This promo has expired!' } });
    expect(await call('pricing/activatePromotion', { promoId: 'no-such-promo' })).toEqual({ status: 201, body: { error: 'This promo has expired!' } });
    expect((await call('pricing/activatePromotion', { promoId: 'ultimate-30' })).status).toBe(200);

    const student = await registerStudent('promo@example.com');
    expect((await call('pricing/savePromotion', { promoId: 'referral-40', discount: 40, startTime: now - day, endTime: now + 30 * day, target: ['package_silver'], personal: true }, student.token)).status).toBe(403);
    await call('pricing/savePromotion', { promoId: 'referral-40', discount: 40, startTime: now - day, endTime: now + 30 * day, target: ['package_silver'], personal: true }, admin.token);
    const redeemed = await call('pricing/activatePromotionUid', { uid: student.id, promoId: 'referral-40' });
    expect(redeemed.status).toBe(200);
    const userPromo = redeemed.body.userPromo as { promoId: string; startTime: number; endTime: number };
    expect(userPromo.endTime - userPromo.startTime).toBe(day);
    expect(await call('pricing/activatePromotionUid', { uid: student.id, promoId: 'referral-40' })).toEqual({ status: 201, body: { error: 'Promo already redeemed!' } });

    // Only that student sees Silver at 40 % off.
    const silverFor = async (token?: string) => ((await call('pricing/fetchAllPackages?currency=AUD', undefined, token)).body.packages as { packageId: string; price: number }[]).find((pkg) => pkg.packageId === 'package_silver')!.price;
    expect(await silverFor(student.token)).toBe(5_940);
    expect(await silverFor()).toBe(9_900);
  });

  it('refuses a bad webhook signature with 400 and grants nothing', async () => {
    const student = await registerStudent('forger@example.com');
    const intent = await intentFor(student, await cartFor(student, 'package_silver'));
    const before = await userOf(student);

    expect((await postWebhook(succeededEvent(intent, 'whsec_someone_else'))).status).toBe(400);
    const tampered = succeededEvent(intent);
    expect((await postWebhook({ ...tampered, payload: tampered.payload.replace(`"amount":${intent.amount}`, '"amount":1') })).status).toBe(400);
    expect((await postWebhook({ payload: succeededEvent(intent).payload, signature: 'not a signature' })).status).toBe(400);

    expect(await userOf(student)).toEqual(before);
    expect((await call('pricing/fetchPurchaseHistory', {}, student.token)).body.purchases).toEqual([]);
    expect((await call('pricing/checkIfPaymentIsDone', { paymentIntentId: intent.paymentIntentId }, student.token)).body).toEqual({ status: 'pending' });
  });

  it('grants a purchase once when Stripe delivers its event five times', async () => {
    const student = await registerStudent('buyer@example.com');
    const before = await userOf(student);
    const intent = await intentFor(student, await cartFor(student, 'package_bronze'));
    expect(intent).toMatchObject({ amount: 2_940, currency: 'EUR', mode: 'local' });

    const event = succeededEvent(intent);
    const replies = await Promise.all(Array.from({ length: 5 }, () => postWebhook(event)));
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200]);

    const after = await userOf(student);
    expect(after.currentPlan).toBe('package_bronze');
    expect(after.speakingCredits - before.speakingCredits).toBe(100);
    expect(after.writingCredits - before.writingCredits).toBe(20);
    expect(after.purchaseHistory).toEqual([intent.paymentIntentId]);
    expect(after.notifications.filter((notification) => notification.type === 'purchase_success')).toEqual([expect.objectContaining({ message: 'Purchase successful! You can start practicing.' })]);
    const history = (await call('pricing/fetchPurchaseHistory', {}, student.token)).body.purchases as { paymentIntentId: string; amount: number; currency: string }[];
    expect(history).toEqual([expect.objectContaining({ paymentIntentId: intent.paymentIntentId, amount: 2_940, currency: 'EUR' })]);
    expect((await call('pricing/checkIfPaymentIsDone', { paymentIntentId: intent.paymentIntentId }, student.token)).body).toMatchObject({ status: 'succeeded', purchase: { packageId: 'package_bronze' } });
  });

  it('charges one server-computed amount to parallel payment requests for one cart, extras added after the discount', async () => {
    const student = await registerStudent('twice@example.com');
    const cartId = await cartFor(student, 'package_ultimate');
    const checkout = await call('pricing/fetchCart', { cartId, extras: 2 }, student.token);
    expect(checkout.status).toBe(200);
    // €62.58 for Ultimate at 30 % off, then 2 × €9 extra mock tests at their base price.
    expect(checkout.body.quote).toMatchObject({ currency: 'EUR', total: 6_258 + 2 * 900, promotion: { promoId: 'ultimate-30' } });
    expect((checkout.body.paymentMethods as { id: string }[]).map((method) => method.id)).toEqual(['card', 'apple_pay', 'google_pay', 'paypal', 'bancontact']);

    const intents = await Promise.all(Array.from({ length: 4 }, () => intentFor(student, cartId)));
    expect(new Set(intents.map((intent) => intent.paymentIntentId)).size).toBe(1);
    expect(intents.map((intent) => intent.amount)).toEqual([8_058, 8_058, 8_058, 8_058]);
    expect((await call('pricing/createPaymentIntentt', { cartId, amount: 1 }, student.token)).body.amount).toBe(8_058);
    expect((await call('pricing/createPaymentIntent', { cartId }, student.token)).body.paymentIntentId).toBe(intents[0]!.paymentIntentId);
  });

  it("keeps a student out of another's purchases and payments", async () => {
    const owner = await registerStudent('owner@example.com');
    const other = await registerStudent('other@example.com');
    const intent = await intentFor(owner, await cartFor(owner, 'package_full_mock'));
    expect((await call('pricing/simulatePayment', { paymentIntentId: intent.paymentIntentId, outcome: 'succeeded' }, owner.token)).status).toBe(200);

    expect((await call('pricing/fetchPurchaseHistory', { userId: owner.id }, owner.token)).body.purchases).toHaveLength(1);
    expect((await call('pricing/fetchPurchaseHistory', { userId: owner.id }, other.token)).status).toBe(403);
    expect((await call('pricing/fetchPurchaseHistory', {}, other.token)).body.purchases).toEqual([]);
    expect((await call('pricing/checkIfPaymentIsDone', { paymentIntentId: intent.paymentIntentId }, other.token)).status).toBe(404);
    expect((await call('pricing/savePurchaseToUser', { paymentIntentId: intent.paymentIntentId }, other.token)).status).toBe(404);
    expect((await call('pricing/simulatePayment', { paymentIntentId: intent.paymentIntentId, outcome: 'succeeded' }, other.token)).status).toBe(404);
    expect((await call('pricing/fetchPurchaseHistory', { userId: owner.id }, admin.token)).body.purchases).toHaveLength(1);
    expect((await call('pricing/fetchPurchaseHistory', {})).status).toBe(401);
  });

  it('takes a local test payment through the signed webhook: Ultimate is granted and AI speaking becomes unlimited; a declined one grants nothing', async () => {
    const student = await registerStudent('ultimate@example.com');
    expect((await call('analysis/fetchSpeakingCredits', {}, student.token)).body.credits).toMatchObject({ unlimited: false });

    const declined = await intentFor(student, await cartFor(student, 'package_ultimate'));
    expect(await call('pricing/simulatePayment', { paymentIntentId: declined.paymentIntentId, outcome: 'declined' }, student.token)).toEqual({ status: 200, body: { paymentIntentId: declined.paymentIntentId, status: 'failed' } });
    expect((await call('pricing/checkIfPaymentIsDone', { paymentIntentId: declined.paymentIntentId }, student.token)).body).toEqual({ status: 'failed', message: 'Payment cancelled. Contact team if needed' });
    expect(await call('pricing/savePurchaseToUser', { paymentIntentId: declined.paymentIntentId }, student.token)).toEqual({ status: 201, body: { status: 'failed', error: 'Payment cancelled. Contact team if needed' } });
    expect((await userOf(student)).currentPlan).toBeUndefined();

    const cartId = await cartFor(student, 'package_ultimate');
    const intent = await intentFor(student, cartId);
    expect(await call('pricing/savePurchaseToUser', { paymentIntentId: intent.paymentIntentId }, student.token)).toMatchObject({ status: 201, body: { status: 'pending' } });
    expect((await call('pricing/simulatePayment', { paymentIntentId: intent.paymentIntentId, outcome: 'succeeded' }, student.token)).body).toEqual({ paymentIntentId: intent.paymentIntentId, status: 'succeeded' });

    const saved = await call('pricing/savePurchaseToUser', { paymentIntentId: intent.paymentIntentId }, student.token);
    expect(saved.status).toBe(200);
    const user = saved.body.user as { currentPlan: string; paidExpiryTime: number; notifications: { message: string }[] };
    expect(user.currentPlan).toBe('package_ultimate');
    expect(user.paidExpiryTime).toBeGreaterThan(Date.now() + 89 * day);
    expect(user.notifications.map((notification) => notification.message)).toContain('Purchase successful! You can start practicing.');
    expect((await call('analysis/fetchSpeakingCredits', {}, student.token)).body.credits).toEqual({ unlimited: true });

    // On Ultimate, the pricing page marks it current and offers no upgrade.
    const page = await call('pricing/fetchAllPackages', undefined, student.token);
    expect((page.body.packages as { packageId: string; button: { text: string } }[]).find((pkg) => pkg.packageId === 'package_ultimate')!.button.text).toBe('Current');
    expect(page.body.upgrades).toEqual([]);
  });

  it('refuses bad cart input with field errors, never a 500', async () => {
    const student = await registerStudent('carts@example.com');
    expect(await call('users/createCart', { packageId: 'package_gold' }, student.token)).toEqual({ status: 400, body: { errors: { packageId: 'This package does not exist.' } } });
    expect((await call('users/createCart', { packageId: 'package_extend' }, student.token)).body.errors).toHaveProperty('packageId');
    expect((await call('users/createCart', { packageId: 'full_mock_test_upsell' }, student.token)).status).toBe(400);
    const cartId = await cartFor(student, 'package_silver');
    expect((await call('pricing/fetchCart', { cartId, extras: 99 }, student.token)).body.errors).toHaveProperty('extras');
    expect((await call('pricing/fetchCart', { cartId: 'not/a/cart' }, student.token)).status).toBe(400);
    expect((await call('pricing/fetchCart', { cartId: 'a-cart-that-is-not-there' }, student.token)).status).toBe(404);
    expect((await call('pricing/createPaymentIntentt', {}, student.token)).body.errors).toHaveProperty('cartId');
    expect(await call('maillist/didAddToCart', { packageId: 'package_silver' }, student.token)).toEqual({ status: 200, body: { recorded: false } });
  });

  it('served every request above without an unexpected failure', () => {
    expect(platform.output()).not.toMatch(/Unexpected failure|request failed/);
  });
});
