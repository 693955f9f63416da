import { describe, expect, it } from 'vitest';
import type { Notification } from '@shared/api';
import { allNotifications, badgeText, latestNotifications, unreadCount } from '@frontend/app/shell/notifications';

const notification = (id: number, hasRead = false): Notification => ({ id: `n${id}`, type: 'new_referral', message: `Message ${id}`, hasRead, createdAt: 1_700_000_000_000 + id * 1000 });

describe('latestNotifications', () => {
  it('lists at most five, newest first', () => {
    const all = [1, 7, 3, 5, 2, 6, 4].map((id) => notification(id));

    expect(latestNotifications(all).map((item) => item.id)).toEqual(['n7', 'n6', 'n5', 'n4', 'n3']);
  });

  it('does not reorder the list it was given', () => {
    const all = [notification(1), notification(2)];
    latestNotifications(all);

    expect(all.map((item) => item.id)).toEqual(['n1', 'n2']);
  });
});

describe('unreadCount', () => {
  it('counts every unread notification, beyond the five shown', () => {
    const all = [1, 2, 3, 4, 5, 6, 7].map((id) => notification(id, id === 3));

    expect(unreadCount(all)).toBe(6);
  });
});

describe('allNotifications', () => {
  it('lists every notification kept, newest first', () => {
    const all = [1, 7, 3, 5, 2, 6, 4].map((id) => notification(id));

    expect(allNotifications(all).map((item) => item.id)).toEqual(['n7', 'n6', 'n5', 'n4', 'n3', 'n2', 'n1']);
  });
});

describe('badgeText', () => {
  it('shows the unread count up to five, 5+ beyond, and nothing when all are read', () => {
    expect([0, 1, 5, 6, 20].map(badgeText)).toEqual([undefined, '1', '5', '5+', '5+']);
  });
});
