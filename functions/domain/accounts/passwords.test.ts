import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { accountTexts } from '@shared/accounts';
import { callerOf, catchMails, freshEmail, linkOf, storedStudent } from '@test/fixtures/accounts';
import { getEmailOwner, getUser } from '@functions/data';
import { FieldValidationError } from '@functions/platform/errors';
import { verifyPassword } from '@functions/platform/passwords';
import { forgotPassword, setPasswordFromLink, updatePassword } from './passwords';
import { sendInvite } from './invitations';
import { wrongCurrentPasswordMessage } from './texts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('forgotPassword', () => {
  it('mails a reset link to an account, once while the link is valid, and answers the same for an unknown address', async () => {
    // Prepare
    const { user } = await storedStudent({ password: 'old password 1' });
    const mails = catchMails();

    // Act
    const answers = [await forgotPassword(user.email, '192.0.2.1'), await forgotPassword(user.email, '192.0.2.1'), await forgotPassword(freshEmail('nobody'), '192.0.2.1')];

    // Assess
    expect(answers).toEqual([{ message: accountTexts.resetLinkSent }, { message: accountTexts.resetLinkSent }, { message: accountTexts.resetLinkSent }]);
    expect(mails.map((mail) => mail.to)).toEqual([user.email]);
    expect(linkOf(mails[0]!).path).toBe('/reset-password');
  });
});

describe('setPasswordFromLink', () => {
  it('sets the new password, counts the address as verified and ends every session; the link then works no more', async () => {
    // Prepare
    const { user } = await storedStudent({ password: 'old password 1', stepsDone: ['did_send_verify_email'] });
    const mails = catchMails();
    await forgotPassword(user.email, '192.0.2.2');
    const { token } = linkOf(mails[0]!);

    // Act
    const answer = await setPasswordFromLink(token, 'new password 2', 'reset');

    // Assess
    expect(answer).toMatchObject({ message: accountTexts.passwordChanged });
    const after = (await getUser(user.userId))!;
    expect(await verifyPassword('new password 2', after.passwordHash!)).toBe(true);
    expect(after.stepsDone).toContain('did_verify_email');
    expect(after.sessionToken).not.toBe(user.sessionToken);
    expect(await setPasswordFromLink(token, 'third password 3', 'reset')).toBe('expired');
  });

  it('does not take a reset link as an invitation', async () => {
    const { user } = await storedStudent();
    const mails = catchMails();
    await forgotPassword(user.email, '192.0.2.3');

    expect(await setPasswordFromLink(linkOf(mails[0]!).token, 'new password 2', 'invite')).toBe('expired');
  });

  it('lets an invited friend choose a password and clears should_set_password (the referral is recorded by the caller: engagement/referrals)', async () => {
    // Prepare
    const inviter = await storedStudent();
    const mails = catchMails();
    const friendEmail = freshEmail('friend');
    await sendInvite(inviter.caller, { email: friendEmail, firstName: 'Lee' }, '192.0.2.4');

    // Act
    const answer = await setPasswordFromLink(linkOf(mails[0]!).token, 'friend password 1', 'invite');

    // Assess
    const friendId = (await getEmailOwner(friendEmail))!;
    expect(answer).toEqual({ message: accountTexts.passwordChanged, userId: friendId });
    expect((await getUser(friendId))!.stepsDone).not.toContain('should_set_password');
  });
});

describe('updatePassword', () => {
  it('refuses a wrong current password on its field', async () => {
    const { caller } = await storedStudent({ password: 'old password 1' });

    await expect(updatePassword(caller, { currentPassword: 'not it at all', newPassword: 'new password 2' })).rejects.toEqual(new FieldValidationError({ currentPassword: wrongCurrentPasswordMessage }));
  });

  it('changes the password and goes on with a new session, ending the others', async () => {
    // Prepare
    const { user, caller } = await storedStudent({ password: 'old password 1' });

    // Act
    const answer = await updatePassword(caller, { currentPassword: 'old password 1', newPassword: 'new password 2' });

    // Assess
    expect(answer.message).toBe(accountTexts.passwordChanged);
    expect(answer.sessionToken).not.toBe(user.sessionToken);
    expect(await callerOf(user.userId)).toMatchObject({ sessionToken: answer.sessionToken });
    expect(await verifyPassword('new password 2', (await getUser(user.userId))!.passwordHash!)).toBe(true);
  });
});
