import { z } from 'zod';

/** An e-mail address as the platform keeps it: trimmed and lower-cased. */
export const EmailSchema = z
  .string({ message: 'Enter your email address.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid email address.' }).max(254, { message: 'This email address is too long.' }));
