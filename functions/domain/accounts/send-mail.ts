import { accountTexts } from '@shared/accounts';
import { mailer, type Mail } from '@functions/adapters/mailer';
import { logger } from '@functions/platform/logger';
import { ServiceFailedError } from '@functions/platform/errors';

/** Sends a mail; a failure of the mail service becomes 503 'Email not sent!' (logged without the body). */
export async function sendMail(mail: Mail): Promise<void> {
  try {
    await mailer.send(mail);
  } catch (error) {
    logger.error('Mail not sent', { subject: mail.subject, error: error as Error });
    throw new ServiceFailedError(accountTexts.emailNotSent);
  }
}
