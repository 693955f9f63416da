import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { packagesSoldAlone, pricingTexts, type PackageId } from '@shared/pricing';
import { storedStudent } from '@test/fixtures/accounts';
import { createPayment, deleteUserItem, getPurchase, getUser, settlePayment, type UserItem } from '@functions/data';
import { OthersPurchasesError, PaymentNotFoundError } from '@functions/platform/errors';
import { grantFor, paymentState, purchaseHistory, purchaseWithUser, recordPurchase, type PaidOrder } from './purchases';

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 25, 12);

const account = (overrides: Partial<UserItem> = {}): UserItem =>
  ({ userId: 'user-1', email: 'a@example.com', firstName: 'A', examType: 'Academic', platformAccess: 'student', speakingCredits: 20, speakingCreditsUsed: 5, writingCredits: 5, sessionToken: 's', isNightMode: false, nightTimeStart: 20, nightTimeEnd: 8, ...overrides }) as UserItem;

const purchase = (packageId: PackageId, extras = 0) => ({ paymentIntentId: `pi_${packageId}`, packageId, extras });

describe('grantFor', () => {
  it.each(packagesSoldAlone.map((pkg) => [pkg.id, pkg] as const))('grants %s as its package says, to a student on no plan', (id, pkg) => {
    const grant = grantFor(account(), purchase(id), now);
    expect(grant.credits).toEqual({
      speakingCredits: pkg.grant.speakingCredits ?? 0,
      writingCredits: pkg.grant.writingCredits ?? 0,
      fullMockCredits: pkg.grant.fullMockCredits ?? 0,
      sectionMockCredits: pkg.grant.sectionMockCredits ?? 0,
    });
    if (pkg.grant.plan) expect(grant).toMatchObject({ currentPlan: pkg.grant.plan, paidExpiryTime: now + pkg.grant.days! * day });
    else expect(grant.currentPlan).toBeUndefined();
  });

  it('gives Ultimate 90 days (its unlimited AI speaking comes with the plan, not with credits)', () => {
    expect(grantFor(account(), purchase('package_ultimate'), now)).toEqual({
      paymentIntentId: 'pi_package_ultimate',
      currentPlan: 'package_ultimate',
      paidExpiryTime: now + 90 * day,
      credits: { speakingCredits: 0, writingCredits: 150, fullMockCredits: 3, sectionMockCredits: 4 },
    });
  });

  it("moves Silver to Ultimate with the upgrade: 30 days more on Silver's end and the difference in credits", () => {
    const silverEnds = now + 10 * day;
    const grant = grantFor(account({ currentPlan: 'package_silver', paidExpiryTime: silverEnds }), purchase('package_ultimate_upgrade_from_silver'), now);
    expect(grant).toEqual({ paymentIntentId: 'pi_package_ultimate_upgrade_from_silver', currentPlan: 'package_ultimate', paidExpiryTime: silverEnds + 30 * day, credits: { speakingCredits: 0, writingCredits: 100, fullMockCredits: 2, sectionMockCredits: 2 } });
  });

  it('adds Extend to the running plan and keeps the plan; credits bought on Ultimate leave the plan alone', () => {
    const ends = now + 5 * day;
    expect(grantFor(account({ currentPlan: 'package_bronze', paidExpiryTime: ends }), purchase('package_extend'), now)).toEqual({ paymentIntentId: 'pi_package_extend', paidExpiryTime: ends + 30 * day, credits: { speakingCredits: 0, writingCredits: 0, fullMockCredits: 0, sectionMockCredits: 0 } });
    const onUltimate = grantFor(account({ currentPlan: 'package_ultimate', paidExpiryTime: ends }), purchase('package_speaking_credits'), now);
    expect(onUltimate).toEqual({ paymentIntentId: 'pi_package_speaking_credits', credits: { speakingCredits: 100, writingCredits: 0, fullMockCredits: 0, sectionMockCredits: 0 } });
  });

  it('adds the extra full mock tests bought at checkout on top of the package', () => {
    expect(grantFor(account({ fullMockCredits: 1 }), purchase('package_silver', 3), now).credits).toEqual({ speakingCredits: 300, writingCredits: 50, fullMockCredits: 1 + 3, sectionMockCredits: 2 });
  });
});

/** A paid order of a stored student, as the webhook records it. */
const order = (userId: string, packageId: PackageId, overrides: Partial<PaidOrder> = {}): PaidOrder => ({
  paymentIntentId: `pi_${randomUUID().slice(0, 12)}`,
  userId,
  cartId: randomUUID(),
  packageId,
  extras: 0,
  amount: 2_940,
  currency: 'EUR',
  eventId: `evt_${randomUUID().slice(0, 12)}`,
  ...overrides,
});

/** The payment the server recorded when the student started paying for `paid`. */
const paymentOf = (paid: PaidOrder) => createPayment({ paymentIntentId: paid.paymentIntentId, cartId: paid.cartId, userId: paid.userId, packageId: paid.packageId, extras: paid.extras, amount: paid.amount, currency: paid.currency });

afterEach(() => {
  vi.useRealTimers();
});

describe('recordPurchase', () => {
  it('grants two purchases paid at once, the second computed again from the plan the first set', async () => {
    // Prepare
    const { user } = await storedStudent();
    const bronze = order(user.userId, 'package_bronze');
    const silver = order(user.userId, 'package_silver');
    const before = Date.now();

    // Act
    await Promise.all([recordPurchase(bronze), recordPurchase(silver)]);

    // Assess: Silver, with Bronze's 30 days and Silver's 60 one after the other.
    const after = (await getUser(user.userId))!;
    expect(after).toMatchObject({ currentPlan: 'package_silver', speakingCredits: user.speakingCredits + 100 + 300, writingCredits: user.writingCredits + 20 + 50 });
    expect([...after.purchaseHistory!].sort()).toEqual([bronze.paymentIntentId, silver.paymentIntentId].sort());
    expect(after.paidExpiryTime).toBeGreaterThanOrEqual(before + 90 * day);
    expect(after.paidExpiryTime).toBeLessThanOrEqual(Date.now() + 90 * day);
    expect(after.notifications).toHaveLength(2);
  });

  it('keeps the purchase of an account that no longer exists, granting nothing', async () => {
    const { user } = await storedStudent();
    await deleteUserItem(user.userId);
    const paid = order(user.userId, 'package_bronze');

    await recordPurchase(paid);

    expect(await getPurchase(paid.paymentIntentId)).toMatchObject({ userId: user.userId, packageId: 'package_bronze', notification: pricingTexts.purchasePlan });
    expect((await getPurchase(paid.paymentIntentId))!.grantedAt).toBeUndefined();
    expect(await getUser(user.userId)).toBeUndefined();
  });
});

describe('paymentState', () => {
  it('says pending until the webhook granted the payment, failed once declined, then succeeded with the purchase', async () => {
    // Prepare
    const { user } = await storedStudent();
    const paid = order(user.userId, 'package_bronze');
    await paymentOf(paid);

    // Act, Assess
    expect(await paymentState(user, paid.paymentIntentId)).toEqual({ status: 'pending' });
    await settlePayment(paid.paymentIntentId, 'failed', 'Your card was declined.');
    expect(await paymentState(user, paid.paymentIntentId)).toEqual({ status: 'failed', message: 'Payment cancelled. Contact team if needed' });
    await recordPurchase(paid);
    expect(await paymentState(user, paid.paymentIntentId)).toEqual({
      status: 'succeeded',
      purchase: { paymentIntentId: paid.paymentIntentId, packageId: 'package_bronze', name: 'Bronze', extras: 0, amount: 2_940, currency: 'EUR', amountText: 'EUR 29.40', status: 'succeeded', notification: pricingTexts.purchasePlan, createdAt: expect.any(Number) },
    });
  });

  it("treats another student's payment, paid or not, as unknown", async () => {
    const owner = await storedStudent();
    const other = await storedStudent();
    const paid = order(owner.user.userId, 'package_bronze');
    await paymentOf(paid);

    await expect(paymentState(other.user, paid.paymentIntentId)).rejects.toEqual(new PaymentNotFoundError(paid.paymentIntentId));
    await recordPurchase(paid);
    await expect(paymentState(other.user, paid.paymentIntentId)).rejects.toEqual(new PaymentNotFoundError(paid.paymentIntentId));
    await expect(paymentState(owner.user, 'pi_unknown')).rejects.toBeInstanceOf(PaymentNotFoundError);
  });
});

describe('purchaseWithUser', () => {
  it('refuses while the payment is pending or failed, then gives the purchase and the account after it', async () => {
    // Prepare
    const { user } = await storedStudent();
    const pending = order(user.userId, 'package_silver', { amount: 5_940 });
    const declined = order(user.userId, 'package_silver', { amount: 5_940 });
    await paymentOf(pending);
    await paymentOf(declined);
    await settlePayment(declined.paymentIntentId, 'failed');

    // Act, Assess
    expect(await purchaseWithUser(user, pending.paymentIntentId)).toEqual({ refused: { status: 'pending', error: 'We are confirming your payment. This takes a few seconds.' } });
    expect(await purchaseWithUser(user, declined.paymentIntentId)).toEqual({ refused: { status: 'failed', error: 'Payment cancelled. Contact team if needed' } });
    await recordPurchase(pending);
    const saved = await purchaseWithUser(user, pending.paymentIntentId);
    expect(saved).toMatchObject({ purchase: { paymentIntentId: pending.paymentIntentId, name: 'Silver', amountText: 'EUR 59.40' }, user: { id: user.userId, currentPlan: 'package_silver' } });
  });
});

describe('purchaseHistory', () => {
  it("gives a student their own purchases, newest first, and refuses another student's", async () => {
    // Prepare
    vi.useFakeTimers({ toFake: ['Date'] });
    const { user, caller } = await storedStudent();
    const other = await storedStudent();
    const first = order(user.userId, 'package_full_mock', { amount: 1_140 });
    const second = order(user.userId, 'package_sect_mock', { amount: 540 });
    vi.setSystemTime(now);
    await recordPurchase(first);
    vi.setSystemTime(now + 60_000);
    await recordPurchase(second);

    // Act
    const own = await purchaseHistory(caller, undefined);
    const named = await purchaseHistory(caller, user.userId);

    // Assess
    expect(own.map((purchase) => [purchase.paymentIntentId, purchase.name, purchase.createdAt])).toEqual([
      [second.paymentIntentId, 'Section mock test', now + 60_000],
      [first.paymentIntentId, 'Full mock test', now],
    ]);
    expect(named).toEqual(own);
    await expect(purchaseHistory(other.caller, user.userId)).rejects.toEqual(new OthersPurchasesError(user.userId));
    expect(await purchaseHistory(other.caller, undefined)).toEqual([]);
  });

  it("lets an admin read any student's purchases", async () => {
    const { user } = await storedStudent();
    const admin = await storedStudent({ platformAccess: 'admin' });
    const paid = order(user.userId, 'package_combo', { amount: 2_940 });
    await recordPurchase(paid);

    expect((await purchaseHistory(admin.caller, user.userId)).map((purchase) => purchase.paymentIntentId)).toEqual([paid.paymentIntentId]);
  });
});
