import { randomUUID } from 'node:crypto';
import type { Notification } from '@shared/api';
import { getUser, markNotificationRead, markNotificationsRead, pushNotification, type UserItem } from '@functions/data';
import { ChangedElsewhereError, NotificationNotFoundError } from '@functions/platform/errors';
import { notificationMissingMessage, notificationsChangingMessage } from './texts';

/** Adds a notification to the user's bell (spec §3 notification types): one atomic append. */
export async function notify(userId: string, type: Notification['type'], message: string): Promise<void> {
  await pushNotification(userId, { id: randomUUID(), type, message, hasRead: false, createdAt: Date.now() });
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
