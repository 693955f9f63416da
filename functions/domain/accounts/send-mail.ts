import { accountTexts, maySendMail, rateRules, type MailKind } from '@shared/accounts';
import { mailer, type Mail } from '@functions/adapters/mailer';
import { takeRate, type UserItem } from '@functions/data';
import { logger } from '@functions/platform/logger';
import { MailNotSentError, RateLimitedError } from '@functions/platform/errors';
import { tooManyMailsMessage } from './texts';

/** Sends a transactional mail (always sent, whatever the preferences); a failure of the mail service becomes 503 'Email not sent!' (logged without the body). */
export async function sendTransactionalMail(mail: Mail): Promise<void> {
  try {
    await mailer.send(mail);
  } catch (error) {
    logger.error('Mail not sent', { subject: mail.subject, error: error as Error });
    throw new MailNotSentError(accountTexts.emailNotSent);
  }
}

/** Counts a mail asked for from a client address (sign-up, reset, contact, invitation); 429 past the hour's limit. */
export async function allowMailFrom(clientAddress: string): Promise<void> {
  if (!(await takeRate('mailsFromAddress', clientAddress, rateRules.mailsFromAddress))) throw new RateLimitedError('mailsFromAddress', tooManyMailsMessage);
}

/**
 * Sends a general or third-party mail to a student only when their preference allows it
 * (shared/accounts mailPreferences). The mail is never what the request is for, so a failure of
 * the mail service is logged, not thrown. True when sent.
 */
export async function sendStudentMail(student: Pick<UserItem, 'stepsDone'>, kind: Exclude<MailKind, 'transactional'>, mail: Mail): Promise<boolean> {
  if (!maySendMail(kind, [...(student.stepsDone ?? [])])) return false;
  try {
    await mailer.send(mail);
    return true;
  } catch (error) {
    logger.error('Mail not sent', { subject: mail.subject, kind, error: error as Error });
    return false;
  }
}
