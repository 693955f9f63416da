import { z } from 'zod';
import { EmailSchema, FirstNameSchema } from '../fields';
import { defineOperation } from '../operation';
import { MessageSchema } from '../user';

/** Sends a password-reset link; answers the same whether or not the address has an account. */
export const forgotPassword = defineOperation({
  group: 'email',
  name: 'forgotPassword',
  method: 'POST',
  access: 'guest',
  input: z.object({ email: EmailSchema }),
  output: MessageSchema,
});

/** A message to the team from the contact page. */
export const sendContactEmail = defineOperation({
  group: 'email',
  name: 'sendContactEmail',
  method: 'POST',
  access: 'public',
  input: z.object({
    message: z.string({ message: 'Write your message.' }).trim().min(10, { message: 'Write at least 10 characters.' }).max(2000, { message: 'Use at most 2000 characters.' }),
    firstName: FirstNameSchema,
    email: EmailSchema,
  }),
  output: MessageSchema,
});

/** Invites a friend: creates their account and mails them a link to set a password. */
export const sendInvite = defineOperation({
  group: 'email',
  name: 'sendInvite',
  method: 'POST',
  access: 'user',
  input: z.object({ email: EmailSchema, firstName: FirstNameSchema.optional() }),
  output: MessageSchema,
});
