import { randomUUID } from 'node:crypto';
import { accountTexts, rateRules, startingCredits, type ExamType } from '@shared/accounts';
import { addStepsDone, claimEmail, createUser, getReferralCodeOwner, getUser, reclaimEmail, takeRate, type NewUser, type UserItem } from '@functions/data';
import { FieldValidationError } from '@functions/platform/errors';
import { hashPassword } from '@functions/platform/passwords';
import { createEmailLink, useEmailToken } from './email-links';
import { verificationMail } from './mails';
import { allowMailFrom, sendTransactionalMail } from './send-mail';
import { newSecret } from './users';
import { emailTakenMessage } from './texts';

interface NewAccount {
  email: string;
  firstName?: string;
  passwordHash?: string;
  stepsDone?: NonNullable<UserItem['stepsDone']>;
  platformAccess?: 'admin' | 'student';
  examType?: ExamType;
  referredBy?: string;
}

/**
 * Creates an account, claiming its e-mail address first: the claim is the uniqueness guard, the
 * user item follows. A claim left by a registration that failed half-way is taken over. Undefined
 * when the address already has an account.
 */
export async function createAccount(account: NewAccount): Promise<UserItem | undefined> {
  const userId = randomUUID();
  const claim = await claimEmail(account.email, userId);
  if (!claim.claimed) {
    if (await getUser(claim.ownerId)) return undefined;
    if (!(await reclaimEmail(account.email, claim.ownerId, userId))) return undefined;
  }
  const user: NewUser = {
    userId,
    email: account.email,
    firstName: account.firstName ?? account.email.split('@')[0]!,
    sessionToken: newSecret(),
    ...startingCredits,
    ...(account.passwordHash ? { passwordHash: account.passwordHash } : {}),
    ...(account.stepsDone?.length ? { stepsDone: account.stepsDone } : {}),
    ...(account.platformAccess ? { platformAccess: account.platformAccess } : {}),
    ...(account.examType ? { examType: account.examType } : {}),
    ...(account.referredBy ? { referredBy: account.referredBy } : {}),
  };
  await createUser(user);
  return (await getUser(userId))!;
}

/**
 * Registers a student and mails the verification link (spec §4 Registration). From a share link,
 * `referralId` names the referrer (an unknown one is ignored: the sign-up still goes through); the
 * referral itself is recorded when the address is confirmed. The platform's general news is on
 * by default (the profile turns it off); partners' offers wait for the student to opt in.
 */
export async function register(input: { email: string; password: string; firstName?: string; referralId?: string }, clientAddress: string): Promise<{ email: string }> {
  await allowMailFrom(clientAddress);
  const referredBy = input.referralId ? await getReferralCodeOwner(input.referralId) : undefined;
  const user = await createAccount({
    email: input.email,
    ...(input.firstName ? { firstName: input.firstName } : {}),
    passwordHash: await hashPassword(input.password),
    stepsDone: ['did_send_verify_email', 'can_send_email_general'],
    ...(referredBy ? { referredBy } : {}),
  });
  if (!user) throw new FieldValidationError({ email: emailTakenMessage });
  await sendVerification(user);
  return { email: user.email };
}

/** Mails a fresh verification link, unless the last one sent is still valid: one is enough until it expires. */
export async function sendVerification(user: UserItem): Promise<void> {
  if (!(await takeRate('verificationMail', user.userId, rateRules.linkMail))) return;
  await sendTransactionalMail(verificationMail(user.email, user.firstName, await createEmailLink('verify', user.userId)));
}

/** Confirms the address of the link's user; 'expired' when the link is unknown, used or out of date. */
export async function verifyEmail(token: string): Promise<{ message: string; userId: string } | 'expired'> {
  const userId = await useEmailToken(token, 'verify');
  if (!userId || !(await addStepsDone(userId, ['did_verify_email']))) return 'expired';
  return { message: accountTexts.accountVerified, userId };
}
