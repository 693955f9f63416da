import { accountTexts, invitesPerDay } from '@shared/accounts';
import { takeInvite } from '@functions/data';
import type { Caller } from '@functions/platform/auth';
import { config } from '@functions/platform/config';
import { FieldValidationError, TooManyRequestsError } from '@functions/platform/errors';
import { createEmailLink } from './email-links';
import { contactMail, invitationMail } from './mails';
import { createAccount } from './registration';
import { sendMail } from './send-mail';
import { loadUser } from './users';

export const alreadyMemberMessage = 'This person already has an account.';
export const inviteLimitMessage = `You can send ${invitesPerDay} invitations a day. Try again tomorrow.`;

/**
 * Invites a friend: creates their account (no password yet, should_set_password) and mails a link
 * to choose one. The inviter is kept for the referral programme and notified when the friend joins.
 */
export async function sendInvite(caller: Caller, input: { email: string; firstName?: string }): Promise<{ message: string }> {
  const inviter = await loadUser(caller);
  if (!(await takeInvite(inviter.userId, new Date().toISOString().slice(0, 10), invitesPerDay))) throw new TooManyRequestsError(inviteLimitMessage);
  const friend = await createAccount({ ...input, stepsDone: ['should_set_password'], referredBy: inviter.userId });
  if (!friend) throw new FieldValidationError({ email: alreadyMemberMessage });
  await sendMail(invitationMail(friend.email, inviter.firstName, await createEmailLink('invite', friend.userId)));
  return { message: accountTexts.emailSent };
}

/** Forwards a contact-form message to the team's inbox, with the sender as the reply address. */
export async function sendContactEmail(input: { message: string; firstName: string; email: string }): Promise<{ message: string }> {
  await sendMail(contactMail(config.TEAM_EMAIL, input, input.message));
  return { message: accountTexts.contactReceived };
}
