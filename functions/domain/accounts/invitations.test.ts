import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { accountTexts, rateRules } from '@shared/accounts';
import { catchMails, freshEmail, linkOf, storedStudent } from '@test/fixtures/accounts';
import { getEmailOwner, getUser, takeRate } from '@functions/data';
import { FieldValidationError, RateLimitedError } from '@functions/platform/errors';
import { sendContactEmail, sendInvite } from './invitations';
import { alreadyMemberMessage, inviteLimitMessage, tooManyMailsMessage } from './texts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sendInvite', () => {
  it("creates the friend's account without a password, remembers the inviter, and mails a link to choose one", async () => {
    // Prepare
    const inviter = await storedStudent({ firstName: 'Maria' });
    const mails = catchMails();
    const email = freshEmail('friend');

    // Act
    const answer = await sendInvite(inviter.caller, { email, firstName: 'Lee' }, '192.0.2.20');

    // Assess
    expect(answer).toEqual({ message: accountTexts.emailSent });
    const friend = (await getUser((await getEmailOwner(email))!))!;
    expect(friend).toMatchObject({ firstName: 'Lee', stepsDone: ['should_set_password'], referredBy: inviter.user.userId });
    expect(friend.passwordHash).toBeUndefined();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: email, subject: 'Maria invited you to PTE Practice' });
    expect(linkOf(mails[0]!).path).toBe('/set-password');
  });

  it('refuses to invite a member, and that refusal does not count against the day', async () => {
    // Prepare
    const inviter = await storedStudent();
    const member = await storedStudent();
    catchMails();
    for (let sent = 1; sent < rateRules.invites.limit; sent += 1) await takeRate('invites', inviter.user.userId, rateRules.invites);

    // Act
    const refused = sendInvite(inviter.caller, { email: member.user.email }, '192.0.2.21');

    // Assess: the refusal gave its count back, so the day's last invitation still goes out.
    await expect(refused).rejects.toEqual(new FieldValidationError({ email: alreadyMemberMessage }));
    await expect(sendInvite(inviter.caller, { email: freshEmail('friend') }, '192.0.2.21')).resolves.toEqual({ message: accountTexts.emailSent });
    await expect(sendInvite(inviter.caller, { email: freshEmail('friend') }, '192.0.2.21')).rejects.toEqual(new RateLimitedError('invites', inviteLimitMessage));
  });
});

describe('sendContactEmail', () => {
  it("forwards the message to the team's inbox with the sender as the reply address", async () => {
    const mails = catchMails();

    const answer = await sendContactEmail({ message: 'Is there a <b>Core</b> mock?', firstName: 'Sam', email: 'sam@pte.test' }, '192.0.2.22');

    expect(answer).toEqual({ message: accountTexts.contactReceived });
    expect(mails).toEqual([expect.objectContaining({ to: 'team@pte.test', replyTo: 'sam@pte.test', subject: 'Contact form: message from Sam' })]);
    // The sender's words reach the team as text, never as markup.
    expect(mails[0]!.html).toContain('Is there a &#60;b&#62;Core&#60;/b&#62; mock?');
    expect(mails[0]!.text).toContain('Is there a <b>Core</b> mock?');
  });

  it('refuses more mails than the hour allows from one client address', async () => {
    catchMails();
    const clientAddress = '192.0.2.23';
    for (let sent = 0; sent < rateRules.mailsFromAddress.limit; sent += 1) await takeRate('mailsFromAddress', clientAddress, rateRules.mailsFromAddress);

    await expect(sendContactEmail({ message: 'Hello', firstName: 'Sam', email: 'sam@pte.test' }, clientAddress)).rejects.toEqual(new RateLimitedError('mailsFromAddress', tooManyMailsMessage));
  });
});
