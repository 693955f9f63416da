import { describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { storedStudent } from '@test/fixtures/accounts';
import { getUser, notificationsKept } from '@functions/data';
import { NotificationNotFoundError } from '@functions/platform/errors';
import { accountTexts } from '@shared/accounts';
import { markAllHasRead, markHasRead, notify, rewardSurveyCompleted } from './notifications';
import { notificationMissingMessage } from './texts';

describe('notify', () => {
  it('adds unread notifications to the bell, oldest first, keeping the newest 20', async () => {
    const { user } = await storedStudent();

    for (let n = 1; n <= notificationsKept + 2; n += 1) await notify(user.userId, 'speaking_usage', `message ${n}`);

    const notifications = (await getUser(user.userId))!.notifications!;
    expect(notifications).toHaveLength(notificationsKept);
    expect(notifications[0]).toMatchObject({ type: 'speaking_usage', message: 'message 3', hasRead: false });
    expect(notifications.at(-1)!.message).toBe(`message ${notificationsKept + 2}`);
  });
});

describe('markHasRead', () => {
  it('marks one notification read and leaves the others', async () => {
    const { user } = await storedStudent();
    await notify(user.userId, 'new_referral', 'first');
    await notify(user.userId, 'new_referral', 'second');
    const [first] = (await getUser(user.userId))!.notifications!;

    const after = await markHasRead(user.userId, first!.id);

    expect(after.notifications!.map(({ message, hasRead }) => [message, hasRead])).toEqual([
      ['first', true],
      ['second', false],
    ]);
  });

  it('answers 404 for a notification the user does not have, and for a user that is gone', async () => {
    const { user } = await storedStudent();

    await expect(markHasRead(user.userId, 'no-such-id')).rejects.toEqual(new NotificationNotFoundError('no-such-id', notificationMissingMessage));
    await expect(markHasRead('no-such-user', 'no-such-id')).rejects.toBeInstanceOf(NotificationNotFoundError);
  });
});

describe('markAllHasRead', () => {
  it('marks every notification read, and changes nothing when there is none', async () => {
    const { user } = await storedStudent();
    expect((await markAllHasRead(user.userId)).notifications ?? []).toEqual([]);
    await notify(user.userId, 'speaking_usage', 'one');
    await notify(user.userId, 'speaking_usage', 'two');

    const after = await markAllHasRead(user.userId);

    expect(after.notifications!.every((notification) => notification.hasRead)).toBe(true);
  });
});

describe('rewardSurveyCompleted', () => {
  it('gives one full mock test credit and the survey notification in the spec words', async () => {
    // Prepare
    const { user } = await storedStudent({ fullMockCredits: 0 });

    // Act
    const rewarded = await rewardSurveyCompleted(user.userId);

    // Assess
    const after = (await getUser(user.userId))!;
    expect(rewarded).toBe(true);
    expect(after.fullMockCredits).toBe(1);
    expect(after.notifications).toEqual([expect.objectContaining({ type: 'survey_completed', message: 'Survey completed, you got 1 full mock test credit', hasRead: false })]);
    expect(accountTexts.surveyCompleted).toBe('Survey completed, you got 1 full mock test credit');
  });

  it('grants nothing to a user that does not exist', async () => {
    expect(await rewardSurveyCompleted('no-such-user')).toBe(false);
  });
});
