import { randomUUID } from 'node:crypto';
import { accountTexts, surveyRewardFullMockCredits } from '@shared/accounts';
import type { Notification } from '@shared/api';
import { addMockCredits, getUser, markNotificationRead, markNotificationsRead, pushNotification, type UserItem } from '@functions/data';
import { appLink } from '@functions/adapters/public-url';
import { ChangedElsewhereError, NotificationNotFoundError } from '@functions/platform/errors';
import { newReferralMail } from './mails';
import { sendStudentMail } from './send-mail';
import { notificationMissingMessage, notificationsChangingMessage } from './texts';

/** Adds a notification to the user's bell (spec §3 notification types): one atomic append. */
export async function notify(userId: string, type: Notification['type'], message: string): Promise<void> {
  await pushNotification(userId, { id: randomUUID(), type, message, hasRead: false, createdAt: Date.now() });
}

/**
 * A completed survey's reward (spec §9: 1 full mock test credit) and its notification (§3, §8).
 * The survey flow calls it once per survey result, after recording the result with a guard, so a
 * retried request never grants twice. False when the user does not exist (nothing granted).
 */
export async function rewardSurveyCompleted(userId: string): Promise<boolean> {
  if (!(await addMockCredits(userId, { full: surveyRewardFullMockCredits }))) return false;
  await notify(userId, 'survey_completed', accountTexts.surveyCompleted);
  return true;
}

/**
 * Tells a referrer of their new referral (spec §8 'Well done! You got a new referral!'): the bell's
 * notification, and a general mail when their preference allows it. The referral flow calls it
 * once per referral, after recording the referral with a guard.
 */
export async function notifyNewReferral(referrerId: string): Promise<void> {
  await notify(referrerId, 'new_referral', accountTexts.newReferral);
  const referrer = await getUser(referrerId);
  if (referrer) await sendStudentMail(referrer, 'general', newReferralMail(referrer.email, referrer.firstName, await appLink('/reward')));
}

/**
 * Runs a conditional change of the notification list read just before; a change refused because
 * a notification was added or trimmed in between is tried again on a fresh read, then refused
 * with 409 (never a 500). The user after the change.
 */
async function changeRead(userId: string, write: (user: UserItem) => Promise<boolean>): Promise<UserItem> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const user = await getUser(userId);
    if (!user) throw new NotificationNotFoundError(userId, notificationMissingMessage);
    if (await write(user)) return (await getUser(userId))!;
  }
  throw new ChangedElsewhereError(userId, notificationsChangingMessage);
}

/** Marks one notification read; 404 when the user has no such notification. */
export async function markHasRead(userId: string, notificationId: string): Promise<UserItem> {
  return changeRead(userId, async (user) => {
    const index = (user.notifications ?? []).findIndex((notification) => notification.id === notificationId);
    if (index === -1) throw new NotificationNotFoundError(notificationId, notificationMissingMessage);
    return user.notifications![index]!.hasRead || markNotificationRead(userId, index, notificationId);
  });
}

export async function markAllHasRead(userId: string): Promise<UserItem> {
  return changeRead(userId, async (user) => {
    const notifications = user.notifications ?? [];
    return notifications.every((notification) => notification.hasRead) || markNotificationsRead(userId, notifications.length);
  });
}
