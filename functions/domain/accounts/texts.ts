import { accountTexts, rateRules } from '@shared/accounts';

/** What the accounts use cases tell the student, kept in one place so that tests and reviews find them (the spec's texts exactly as quoted). */

export const alreadyMemberMessage = 'This person already has an account.';

export const inviteLimitMessage = `You can send ${rateRules.invites.limit} invitations a day. Try again tomorrow.`;

export const tooManyMailsMessage = 'Too many e-mails were asked for from your network. Try again in an hour.';

export const notificationsChangingMessage = 'Your notifications changed meanwhile. Try again.';

export const notificationMissingMessage = 'This notification does not exist.';

export const wrongCurrentPasswordMessage = 'This is not your current password.';

export const flagNotSettableMessage = 'This step is recorded by the platform, not by you.';

export const wrongPasswordMessage = 'This is not your password.';

export const emailTakenMessage = 'An account with this email already exists.';

export const wrongCredentialsMessage = 'The email or password is incorrect.';

export const throttledMessage = 'Too many failed attempts. Wait 15 minutes or reset your password.';

export const blockedMessage = accountTexts.accessBlocked;
