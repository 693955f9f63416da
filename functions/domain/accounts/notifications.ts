import { randomUUID } from 'node:crypto';
import type { Notification } from '@shared/api';
import { getUser, notificationsKept, replaceNotifications, type UserItem } from '@functions/data';
import { NotFoundError } from '@functions/platform/errors';

type Notifications = NonNullable<UserItem['notifications']>;

/**
 * Changes a user's notification list with an optimistic lock, retrying when another write came
 * in between, so that no notification is lost to a race.
 */
async function changeNotifications(userId: string, change: (current: Notifications) => Notifications): Promise<UserItem | undefined> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const user = await getUser(userId);
    if (!user) return undefined;
    const updated = await replaceNotifications(user, change(user.notifications ?? []));
    if (updated) return updated;
  }
  throw new Error(`Notifications of ${userId} kept changing`);
}

/** Adds a notification to the top of the user's bell (spec §3 notification types). */
export async function notify(userId: string, type: Notification['type'], message: string): Promise<void> {
  const notification = { id: randomUUID(), type, message, hasRead: false, createdAt: Date.now() };
  await changeNotifications(userId, (current) => [notification, ...current].slice(0, notificationsKept));
}

/** Marks one notification read; 404 when the user has no such notification. */
export async function markHasRead(userId: string, notificationId: string): Promise<UserItem> {
  let found = false;
  const user = await changeNotifications(userId, (current) =>
    current.map((notification) => {
      if (notification.id !== notificationId) return notification;
      found = true;
      return { ...notification, hasRead: true };
    }),
  );
  if (!user || !found) throw new NotFoundError('This notification does not exist.');
  return user;
}

export async function markAllHasRead(userId: string): Promise<UserItem> {
  const user = await changeNotifications(userId, (current) => current.map((notification) => ({ ...notification, hasRead: true })));
  if (!user) throw new NotFoundError('This notification does not exist.');
  return user;
}
