import { randomUUID } from 'node:crypto';
import type { User as PublicUser } from '@shared/api';
import { accountTexts } from '@shared/accounts';
import { isRunning, type PackageId } from '@shared/pricing';
import { blobs } from '@functions/adapters/blobs';
import { getUser, notificationsKept, type UserItem } from '@functions/data';
import { userAsAuthenticated, type Caller } from '@functions/platform/auth';
import { config } from '@functions/platform/config';
import { AccountBlockedError, AccountNotFoundError } from '@functions/platform/errors';
import { blockedMessage } from './texts';

/** A stored account as the domain hands it to handlers, which pass it back (toPublicUser) and never read the table themselves. */
export type Account = UserItem;

/** The caller's user; 401 'Account not recognized.' when it no longer exists, 403 when blocked. */
export async function loadUser(caller: Caller): Promise<UserItem> {
  const user = await getUser(caller.userId);
  if (!user) throw new AccountNotFoundError(caller.userId, accountTexts.accountNotRecognized);
  if (isBlocked(user)) throw new AccountBlockedError(user.userId, blockedMessage);
  return user;
}

/**
 * The caller's user as this request's token was checked against it, for use cases that only read
 * it (the profile, practice access); read again when the request did not authenticate it.
 */
export async function readUser(caller: Caller): Promise<UserItem> {
  const user = userAsAuthenticated(caller);
  if (!user) return loadUser(caller);
  if (isBlocked(user)) throw new AccountBlockedError(user.userId, blockedMessage);
  return user;
}

export function isBlocked(user: UserItem): boolean {
  return user.stepsDone?.includes('access_blocked') ?? false;
}

/** A random token: the session token, or the secret of an e-mail link. */
export function newSecret(): string {
  return randomUUID().replaceAll('-', '') + randomUUID().replaceAll('-', '');
}

/** The user as the app sees it: no password hash, the profile image as a short-lived URL. */
export async function toPublicUser(user: UserItem): Promise<PublicUser> {
  return {
    id: user.userId,
    email: user.email,
    firstName: user.firstName,
    ...(user.profileImageKey ? { profileImage: await blobs.urlFor(config.UPLOADS_BUCKET, user.profileImageKey) } : {}),
    stepsDone: [...(user.stepsDone ?? [])].sort(),
    examType: user.examType,
    platformAccess: user.platformAccess,
    ...(user.currentPlan ? { currentPlan: user.currentPlan } : {}),
    ...(user.paidExpiryTime ? { paidExpiryTime: user.paidExpiryTime } : {}),
    writingCredits: user.writingCredits,
    speakingCredits: user.speakingCredits,
    speakingCreditsUsed: user.speakingCreditsUsed,
    ...(user.version ? { version: user.version } : {}),
    isNightMode: user.isNightMode,
    nightTimeStart: user.nightTimeStart,
    nightTimeEnd: user.nightTimeEnd,
    // Stored oldest first; the bell lists the newest first.
    notifications: [...(user.notifications ?? [])].sort((a, b) => b.createdAt - a.createdAt).slice(0, notificationsKept),
    // Only while it runs: the expiry job clears it later, prices never wait for that.
    ...(user.userPromo && isRunning(user.userPromo, Date.now()) ? { userPromo: { ...user.userPromo, target: user.userPromo.target as PackageId[], personal: true } } : {}),
    ...(user.purchaseHistory?.length ? { purchaseHistory: [...user.purchaseHistory].sort() } : {}),
    ...(user.adaptyId ? { adaptyId: user.adaptyId } : {}),
    ...(user.postponeReview ? { postponeReview: user.postponeReview } : {}),
    ...(user.referralId ? { referralId: user.referralId } : {}),
    createdAt: user.createdAt ?? 0,
  };
}
