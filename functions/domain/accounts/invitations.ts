import { accountTexts, rateRules } from '@shared/accounts';
import { returnRate, takeRate } from '@functions/data';
import type { Caller } from '@functions/platform/auth';
import { config } from '@functions/platform/config';
import { FieldValidationError, RateLimitedError } from '@functions/platform/errors';
import { createEmailLink } from './email-links';
import { contactMail, invitationMail } from './mails';
import { createAccount } from './registration';
import { allowMailFrom, sendTransactionalMail } from './send-mail';
import { loadUser } from './users';
import { alreadyMemberMessage, inviteLimitMessage } from './texts';

/**
 * Invites a friend: creates their account (no password yet, should_set_password) and mails a link
 * to choose one. The inviter is kept for the referral programme and notified when the friend joins.
 */
export async function sendInvite(caller: Caller, input: { email: string; firstName?: string }, clientAddress: string): Promise<{ message: string }> {
  const inviter = await loadUser(caller);
  if (!(await takeRate('invites', inviter.userId, rateRules.invites))) throw new RateLimitedError('invites', inviteLimitMessage);
  await allowMailFrom(clientAddress);
  const friend = await createAccount({ ...input, stepsDone: ['should_set_password'], referredBy: inviter.userId });
  if (!friend) {
    await returnRate('invites', inviter.userId);
    throw new FieldValidationError({ email: alreadyMemberMessage });
  }
  await sendTransactionalMail(invitationMail(friend.email, inviter.firstName, await createEmailLink('invite', friend.userId)));
  return { message: accountTexts.emailSent };
}

/** Forwards a contact-form message to the team's inbox, with the sender as the reply address. */
export async function sendContactEmail(input: { message: string; firstName: string; email: string }, clientAddress: string): Promise<{ message: string }> {
  await allowMailFrom(clientAddress);
  await sendTransactionalMail(contactMail(config.TEAM_EMAIL, input, input.message));
  return { message: accountTexts.contactReceived };
}
