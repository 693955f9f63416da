import type { PurchaseView, User as PublicUser } from '@shared/api';
import { applyGrant, formatPrice, packages, pricingTexts, purchaseNotificationOf, type Currency, type Entitlements, type PackageId } from '@shared/pricing';
import {
  claimPurchaseNotification,
  createPurchase,
  getPayment,
  getPurchase,
  getUser,
  grantPurchase,
  listPurchasesOf,
  markPurchaseGranted,
  type PaymentItem,
  type PurchaseGrant,
  type PurchaseItem,
  type UserItem,
} from '@functions/data';
import { Accounts } from '@functions/domain/accounts';
import { OthersPurchasesError, PaymentNotFoundError } from '@functions/platform/errors';
import { logger } from '@functions/platform/logger';

/** A paid order as the webhook records it. */
export interface PaidOrder {
  paymentIntentId: string;
  userId: string;
  cartId: string;
  packageId: PackageId;
  extras: number;
  amount: number;
  currency: string;
  eventId: string;
}

function entitlementsOf(user: UserItem): Entitlements {
  return {
    currentPlan: user.currentPlan,
    paidExpiryTime: user.paidExpiryTime,
    speakingCredits: user.speakingCredits,
    writingCredits: user.writingCredits,
    fullMockCredits: user.fullMockCredits ?? 0,
    sectionMockCredits: user.sectionMockCredits ?? 0,
  };
}

/**
 * What a purchase changes on this account now: the package's grant, then the extra full mock
 * tests (Upsell × extras), as shared/pricing applyGrant says; credits as amounts to add, the plan
 * and its end as values to set.
 */
export function grantFor(user: UserItem, purchase: Pick<PurchaseItem, 'paymentIntentId' | 'packageId' | 'extras'>, now: number): PurchaseGrant {
  const before = entitlementsOf(user);
  let after = applyGrant(before, packages[purchase.packageId as PackageId].grant, now);
  if (purchase.extras > 0) after = applyGrant(after, packages.full_mock_test_upsell.grant, now, purchase.extras);
  return {
    paymentIntentId: purchase.paymentIntentId,
    ...(after.currentPlan !== before.currentPlan && after.currentPlan ? { currentPlan: after.currentPlan } : {}),
    ...(after.paidExpiryTime !== before.paidExpiryTime && after.paidExpiryTime ? { paidExpiryTime: after.paidExpiryTime } : {}),
    credits: {
      speakingCredits: after.speakingCredits - before.speakingCredits,
      writingCredits: after.writingCredits - before.writingCredits,
      fullMockCredits: after.fullMockCredits - before.fullMockCredits,
      sectionMockCredits: after.sectionMockCredits - before.sectionMockCredits,
    },
  };
}

/**
 * Records a paid order and grants it, each step guarded so that any number of deliveries of the
 * same event (or a crash between steps and the redelivery after it) make one purchase, one grant
 * and one notification: the Purchase is written first (only if absent); the grant is one write on
 * the account, refused once the payment id is in its purchaseHistory; the notification is sent by
 * whoever claims it on the purchase.
 */
export async function recordPurchase(order: PaidOrder): Promise<void> {
  const notification = purchaseNotificationOf(order.packageId);
  await createPurchase({ ...order, notification: notification.message });
  // The stored purchase stands, whichever delivery wrote it.
  const purchase = (await getPurchase(order.paymentIntentId))!;
  for (let attempt = 0; ; attempt += 1) {
    const user = await getUser(purchase.userId);
    if (!user) {
      logger.error('Purchase of an account that no longer exists', { paymentIntentId: purchase.paymentIntentId, userId: purchase.userId });
      return;
    }
    const result = await grantPurchase(user.userId, grantFor(user, purchase, Date.now()), { currentPlan: user.currentPlan, paidExpiryTime: user.paidExpiryTime });
    if (result === 'granted' || result === 'already') break;
    if (result === 'missing') return;
    // The plan changed between the read and the write: computed again from the new one.
    if (attempt >= 4) throw new Error(`The grant of ${purchase.paymentIntentId} kept meeting changes of the plan`);
  }
  await markPurchaseGranted(purchase.paymentIntentId);
  if (await claimPurchaseNotification(purchase.paymentIntentId)) {
    await Accounts.notify(purchase.userId, purchaseNotificationOf(purchase.packageId as PackageId).type, purchase.notification);
  }
}

export function purchaseView(purchase: PurchaseItem): PurchaseView {
  const currency = purchase.currency as Currency;
  return {
    paymentIntentId: purchase.paymentIntentId,
    packageId: purchase.packageId as PackageId,
    name: packages[purchase.packageId as PackageId].name,
    extras: purchase.extras,
    amount: purchase.amount,
    currency,
    amountText: formatPrice(purchase.amount, currency),
    status: 'succeeded',
    notification: purchase.notification,
    createdAt: purchase.createdAt ?? 0,
  };
}

/** The caller's payment record; someone else's is as unknown as a missing one. */
export async function loadOwnPayment(paymentIntentId: string, userId: string): Promise<PaymentItem> {
  const payment = await getPayment(paymentIntentId);
  if (!payment || payment.userId !== userId) throw new PaymentNotFoundError(paymentIntentId);
  return payment;
}

type PaymentState = { status: 'succeeded'; purchase: PurchaseView } | { status: 'pending' } | { status: 'failed'; message: string };

/** pricing/checkIfPaymentIsDone: where the caller's payment is. Someone else's payment is unknown (404). */
export async function paymentState(user: UserItem, paymentIntentId: string): Promise<PaymentState> {
  const purchase = await getPurchase(paymentIntentId);
  if (purchase?.userId === user.userId && purchase.grantedAt) return { status: 'succeeded', purchase: purchaseView(purchase) };
  const payment = await loadOwnPayment(paymentIntentId, user.userId);
  return payment.status === 'failed' ? { status: 'failed', message: pricingTexts.paymentCancelled } : { status: 'pending' };
}

/** pricing/savePurchaseToUser: the granted purchase and the account after it, or why not yet. */
export async function purchaseWithUser(
  user: UserItem,
  paymentIntentId: string,
): Promise<{ refused: { status: 'pending' | 'failed'; error: string } } | { purchase: PurchaseView; user: PublicUser }> {
  const state = await paymentState(user, paymentIntentId);
  if (state.status === 'pending') return { refused: { status: 'pending' as const, error: pricingTexts.paymentPending } };
  if (state.status === 'failed') return { refused: { status: 'failed' as const, error: state.message } };
  return { purchase: state.purchase, user: await Accounts.toPublicUser((await getUser(user.userId)) ?? user) };
}

/** pricing/fetchPurchaseHistory: a student's own purchases, newest first; another account's only for an admin. */
export async function purchaseHistory(caller: { userId: string; role: 'admin' | 'student' }, userId: string | undefined): Promise<PurchaseView[]> {
  const owner = userId ?? caller.userId;
  if (owner !== caller.userId && caller.role !== 'admin') throw new OthersPurchasesError(owner);
  return (await listPurchasesOf(owner)).map(purchaseView);
}
