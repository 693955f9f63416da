import type { StepsDoneFlag } from './steps-done';

/**
 * The kinds of mail the platform sends and the stepsDone preference each obeys (spec §3
 * can_send_email_general, can_send_email_third_party):
 * - transactional: what the student asked for or needs to use the account (e-mail verification,
 *   password reset, an invitation's link, the contact form to the team): always sent;
 * - general: the platform's own news to a student (a new referral): only with can_send_email_general;
 * - thirdParty: partners' offers: only with can_send_email_third_party.
 */
export const mailPreferences = {
  transactional: undefined,
  general: 'can_send_email_general',
  thirdParty: 'can_send_email_third_party',
} as const satisfies Record<string, StepsDoneFlag | undefined>;

export type MailKind = keyof typeof mailPreferences;

/** The preferences a student sets in the profile (maillist/updateEmailNotification). */
export const emailPreferenceFlags = ['can_send_email_general', 'can_send_email_third_party'] as const satisfies readonly StepsDoneFlag[];
export type EmailPreferenceFlag = (typeof emailPreferenceFlags)[number];

/** Whether a mail of this kind may go to a student with these steps. Example: maySendMail('general', []) === false. */
export function maySendMail(kind: MailKind, stepsDone: readonly StepsDoneFlag[]): boolean {
  const preference = mailPreferences[kind];
  return preference === undefined || stepsDone.includes(preference);
}
