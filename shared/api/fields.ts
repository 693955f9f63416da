import { z } from 'zod';
import { examTypes, passwordMaxLength, passwordMinLength, referralIdPattern, referralRules, stepsDoneFlags } from '@shared/accounts';

/** An e-mail address as the platform keeps it: trimmed and lower-cased. */
export const EmailSchema = z
  .string({ message: 'Enter your email address.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid email address.' }).max(254, { message: 'This email address is too long.' }));

export const PasswordSchema = z
  .string({ message: 'Enter a password.' })
  .min(passwordMinLength, { message: `Use at least ${passwordMinLength} characters.` })
  .max(passwordMaxLength, { message: `Use at most ${passwordMaxLength} characters.` });

export const FirstNameSchema = z
  .string({ message: 'Enter your first name.' })
  .trim()
  .min(1, { message: 'Enter your first name.' })
  .max(50, { message: 'Use at most 50 characters.' });

export const ExamTypeSchema = z.enum(examTypes, { message: 'Choose PTE Academic or PTE Core.' });

export const StepsDoneFlagSchema = z.enum(stepsDoneFlags, { message: 'This is not a known step.' });

/** A single-use e-mail token from a link (verification, reset, invitation). */
export const EmailTokenSchema = z.string({ message: 'This link is not complete.' }).trim().regex(/^[A-Za-z0-9_-]{20,100}$/, { message: 'This link is not complete.' });

/** A referrer's id from a share link (users/registerUser referralId). */
export const ReferralIdSchema = z
  .string({ message: 'This invitation link is not complete.' })
  .trim()
  .toLowerCase()
  .length(referralRules.referralIdLength, { message: 'This invitation link is not complete.' })
  .regex(referralIdPattern, { message: 'This invitation link is not complete.' });
