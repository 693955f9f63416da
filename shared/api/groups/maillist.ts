import { z } from 'zod';
import { EmailSchema } from '../fields';
import { defineOperation } from '../operation';

/** POST /api/maillist/saveToMailList: adds an address to the mailing list; 201 when it was already on it. */
export const saveToMailList = defineOperation({
  group: 'maillist',
  name: 'saveToMailList',
  method: 'POST',
  access: 'public',
  input: z.object({ email: EmailSchema }),
  output: z.object({ email: z.string() }),
  other: z.object({ email: z.string(), alreadySubscribed: z.literal(true) }),
});
