import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from '@functions/platform/config';
import { tracer } from '@functions/platform/tracer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

/** Sends mail through SES (aws-ses-v2-local when running locally); every mail has a text and an HTML part. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function sesMailer(client = tracer.captureAWSv3Client(new SESv2Client({ region: config.AWS_REGION, ...(config.SES_ENDPOINT ? { endpoint: config.SES_ENDPOINT } : {}) }))): Mailer {
  return {
    async send({ to, subject, text, html, replyTo }) {
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: config.MAIL_FROM,
          Destination: { ToAddresses: [to] },
          ...(replyTo ? { ReplyToAddresses: [replyTo] } : {}),
          Content: { Simple: { Subject: { Data: subject, Charset: 'UTF-8' }, Body: { Text: { Data: text, Charset: 'UTF-8' }, Html: { Data: html, Charset: 'UTF-8' } } } },
        }),
      );
    },
  };
}

export const mailer: Mailer = sesMailer();
