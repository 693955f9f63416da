import { notificationsShown } from '@shared/accounts';
import type { Notification } from '@shared/api';

/** The bell's list: the newest notifications first, at most the spec's five (§9). */
export function latestNotifications(notifications: readonly Notification[]): Notification[] {
  return [...notifications].sort((a, b) => b.createdAt - a.createdAt).slice(0, notificationsShown);
}

/** The badge: how many notifications are unread, over all of them (not only the five shown). */
export function unreadCount(notifications: readonly Notification[]): number {
  return notifications.filter((notification) => !notification.hasRead).length;
}
