import { accountTexts, rateRules } from '@shared/accounts';
import { addStepsDone, clearRate, getEmailOwner, getUser, removeStepsDone, takeRate, updateUser } from '@functions/data';
import type { Caller } from '@functions/platform/auth';
import { FieldValidationError } from '@functions/platform/errors';
import { hashPassword, verifyPassword } from '@functions/platform/passwords';
import { createEmailLink, useEmailToken } from './email-links';
import { passwordResetMail } from './mails';
import { allowMailFrom, sendTransactionalMail } from './send-mail';
import { startSession } from './sessions';
import { loadUser, newSecret } from './users';
import { wrongCurrentPasswordMessage } from './texts';

/**
 * Mails a reset link when the address has an account and no link sent to it is still valid; the
 * answer is the same either way, so it reveals nothing.
 */
export async function forgotPassword(email: string, clientAddress: string): Promise<{ message: string }> {
  await allowMailFrom(clientAddress);
  const ownerId = await getEmailOwner(email);
  const user = ownerId ? await getUser(ownerId) : undefined;
  if (user && (await takeRate('resetMail', user.userId, rateRules.linkMail))) await sendTransactionalMail(passwordResetMail(user.email, user.firstName, await createEmailLink('reset', user.userId)));
  return { message: accountTexts.resetLinkSent };
}

/**
 * Sets a password from a reset or invitation link. Following the link proves the mailbox, so the
 * address counts as verified (an invited friend's referral is then recorded by the caller, as for a
 * confirmed sign-up); the session token changes, so sessions elsewhere end.
 */
export async function setPasswordFromLink(token: string, password: string, purpose: 'reset' | 'invite'): Promise<{ message: string; userId: string } | 'expired'> {
  const userId = await useEmailToken(token, purpose);
  if (!userId) return 'expired';
  const user = await updateUser(userId, { passwordHash: await hashPassword(password), sessionToken: newSecret() });
  if (!user) return 'expired';
  await addStepsDone(userId, ['did_verify_email']);
  if (user.stepsDone?.includes('should_set_password')) await removeStepsDone(userId, ['should_set_password']);
  await clearRate('login', user.email);
  return { message: accountTexts.passwordChanged, userId };
}

/**
 * Changes the signed-in user's password after checking the current one. Every other session
 * ends; this one goes on with the new token and session token returned.
 */
export async function updatePassword(caller: Caller, input: { currentPassword: string; newPassword: string }): Promise<{ message: string; token: string; sessionToken: string }> {
  const user = await loadUser(caller);
  if (!user.passwordHash || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new FieldValidationError({ currentPassword: wrongCurrentPasswordMessage });
  }
  const { token, sessionToken } = await startSession(user, { passwordHash: await hashPassword(input.newPassword) });
  return { message: accountTexts.passwordChanged, token, sessionToken };
}
