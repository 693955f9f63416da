import { accountTexts, rateRules } from '@shared/accounts';
import { mailer, type Mail } from '@functions/adapters/mailer';
import { takeRate } from '@functions/data';
import { logger } from '@functions/platform/logger';
import { MailNotSentError, RateLimitedError } from '@functions/platform/errors';
import { tooManyMailsMessage } from './texts';

/** Sends a mail; a failure of the mail service becomes 503 'Email not sent!' (logged without the body). */
export async function sendMail(mail: Mail): Promise<void> {
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
