import { notificationsShown } from '@shared/accounts';
import type { Notification } from '@shared/api';

/** The bell's list: the newest notifications first, at most the spec's five (§9). */
export function latestNotifications(notifications: readonly Notification[]): Notification[] {
  return [...notifications].sort((a, b) => b.createdAt - a.createdAt).slice(0, notificationsShown);
}

/** Every notification kept, newest first: the panel's list. */
export function allNotifications(notifications: readonly Notification[]): Notification[] {
  return [...notifications].sort((a, b) => b.createdAt - a.createdAt);
}

/** How many notifications are unread, over all of them (not only the five shown). */
export function unreadCount(notifications: readonly Notification[]): number {
  return notifications.filter((notification) => !notification.hasRead).length;
}

/** What the badge shows: the unread count up to the spec's five (§9), '5+' beyond; nothing when all are read. */
export function badgeText(unread: number): string | undefined {
  if (unread <= 0) return undefined;
  return unread > notificationsShown ? `${notificationsShown}+` : String(unread);
}
