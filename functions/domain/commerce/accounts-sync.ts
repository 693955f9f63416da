import { allowanceTopUp, monthStart } from '@shared/accounts';
import { activePlan } from '@shared/pricing';
import { getMobileSubscriptions, type MobileSubscription } from '@functions/adapters/mobile-subscriptions';
import { getUser, grantMobilePlan, topUpCredits, type UserItem } from '@functions/data';
import { ServiceFailedError } from '@functions/platform/errors';
import { logger } from '@functions/platform/logger';

/**
 * users/resetCredits: a student on no paid plan gets the free allowance back once per calendar
 * month (shared/accounts freeAllowance: credits topped up, never lowered). One guarded write, so
 * parallel calls top up once.
 */
export async function resetCredits(user: UserItem, now: number): Promise<{ user: UserItem; reset: boolean }> {
  if (activePlan(user, now)) return { user, reset: false };
  const topUp = allowanceTopUp(user, now);
  if (!topUp) return { user, reset: false };
  const reset = await topUpCredits(user.userId, topUp, user, monthStart(now), now);
  return { user: (await getUser(user.userId)) ?? user, reset };
}

async function subscriptionOf(user: UserItem): Promise<MobileSubscription | undefined> {
  return getMobileSubscriptions().subscriptionOf({ userId: user.userId, email: user.email, ...(user.adaptyId ? { adaptyId: user.adaptyId } : {}) });
}

/**
 * users/syncMobile: a student on no paid plan whose mobile app subscription runs gets its plan
 * until the subscription ends. The app runs it at start: if the service fails, nothing changes
 * and the app goes on.
 */
export async function syncMobile(user: UserItem, now: number): Promise<{ user: UserItem; synced: boolean }> {
  if (activePlan(user, now)) return { user, synced: false };
  let subscription: MobileSubscription | undefined;
  try {
    subscription = await subscriptionOf(user);
  } catch (error) {
    logger.warn('Mobile subscriptions not reached', { userId: user.userId, error: error as Error });
    return { user, synced: false };
  }
  if (!subscription?.active || !subscription.plan || !subscription.expiresAt || subscription.expiresAt <= now) return { user, synced: false };
  const synced = await grantMobilePlan(user.userId, subscription.plan, subscription.expiresAt, now);
  return { user: (await getUser(user.userId)) ?? user, synced };
}

/** users/getMobileStatus: the caller's mobile app subscription. */
export async function mobileStatus(user: UserItem) {
  let subscription: MobileSubscription | undefined;
  try {
    subscription = await subscriptionOf(user);
  } catch (error) {
    logger.warn('Mobile subscriptions not reached', { userId: user.userId, error: error as Error });
    throw new ServiceFailedError('The mobile app subscription could not be checked. Try again later.');
  }
  return {
    linked: subscription !== undefined,
    active: subscription?.active ?? false,
    ...(subscription?.plan ? { plan: subscription.plan } : {}),
    ...(subscription?.expiresAt ? { expiresAt: subscription.expiresAt } : {}),
  };
}
