import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { accountTexts, startingCredits } from '@shared/accounts';
import { catchMails, freshEmail, linkOf, storedStudent } from '@test/fixtures/accounts';
import { claimEmail, getEmailOwner, getUser } from '@functions/data';
import { FieldValidationError, MailNotSentError } from '@functions/platform/errors';
import { mailer } from '@functions/adapters/mailer';
import { verifyPassword } from '@functions/platform/passwords';
import { createAccount, register, verifyEmail } from './registration';
import { emailTakenMessage } from './texts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('register', () => {
  it('creates an unverified student with the starting credits and a hashed password, and mails a link to /verify', async () => {
    // Prepare
    const mails = catchMails();
    const email = freshEmail();

    // Act
    const answer = await register({ email, password: 'correct horse battery', firstName: 'Maria' }, '203.0.113.1');

    // Assess
    expect(answer).toEqual({ email });
    const user = (await getUser((await getEmailOwner(email))!))!;
    expect(user).toMatchObject({ firstName: 'Maria', stepsDone: expect.arrayContaining(['can_send_email_general', 'did_send_verify_email']), writingCredits: startingCredits.writingCredits, speakingCredits: startingCredits.speakingCredits });
    expect(user.passwordHash).not.toContain('correct horse');
    expect(await verifyPassword('correct horse battery', user.passwordHash!)).toBe(true);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: email, subject: expect.stringContaining('Confirm your email') });
    expect(linkOf(mails[0]!).path).toBe('/verify');
  });

  it('names the account after the start of its address when no first name is given', async () => {
    catchMails();
    const email = freshEmail('kim');

    await register({ email, password: 'a long enough password' }, '203.0.113.2');

    expect((await getUser((await getEmailOwner(email))!))!.firstName).toBe(email.split('@')[0]);
  });

  it('refuses an address that already has an account, on the email field, and mails nothing', async () => {
    const { user } = await storedStudent();
    const mails = catchMails();

    await expect(register({ email: user.email, password: 'another password' }, '203.0.113.3')).rejects.toEqual(new FieldValidationError({ email: emailTakenMessage }));
    expect(mails).toEqual([]);
  });

  it('answers 503 "Email not sent!" when the mail service fails, and the account stays for a later login', async () => {
    vi.spyOn(mailer, 'send').mockRejectedValue(new Error('SES is down'));
    const email = freshEmail();

    await expect(register({ email, password: 'a long enough password' }, '203.0.113.4')).rejects.toEqual(new MailNotSentError(accountTexts.emailNotSent));
    expect(await getEmailOwner(email)).toBeDefined();
  });
});

describe('createAccount', () => {
  it('takes over an address whose claim was left by a registration that failed before its user was written', async () => {
    const email = freshEmail();
    const abandoned = randomUUID();
    await claimEmail(email, abandoned);

    const user = await createAccount({ email });

    expect(user?.email).toBe(email);
    expect(await getEmailOwner(email)).toBe(user!.userId);
    expect(user!.userId).not.toBe(abandoned);
  });

  it('gives nothing when the address belongs to an account', async () => {
    const { user } = await storedStudent();

    expect(await createAccount({ email: user.email })).toBeUndefined();
  });
});

describe('verifyEmail', () => {
  it('marks the address verified with the mailed link, which then works no more', async () => {
    // Prepare
    const mails = catchMails();
    const email = freshEmail();
    await register({ email, password: 'a long enough password' }, '203.0.113.5');
    const { token } = linkOf(mails[0]!);

    // Act
    const first = await verifyEmail(token);
    const second = await verifyEmail(token);

    // Assess
    expect(first).toEqual({ message: accountTexts.accountVerified, userId: await getEmailOwner(email) });
    expect(second).toBe('expired');
    expect((await getUser((await getEmailOwner(email))!))!.stepsDone).toContain('did_verify_email');
  });

  it('answers expired for a token it never made', async () => {
    expect(await verifyEmail('not-a-token')).toBe('expired');
  });
});
