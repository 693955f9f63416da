import { z } from 'zod';
import { EmailSchema, FirstNameSchema } from '../fields';
import { defineOperation } from '../operation';
import { PackageIdSchema } from '../pricing';
import { UserSchema } from '../user';

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

/**
 * POST /api/maillist/didAddToCart: notes on the caller's mailing-list entry the package they put
 * in a cart, for a reminder mail if they do not pay; `recorded` is false when they are not on the list.
 */
export const didAddToCart = defineOperation({
  group: 'maillist',
  name: 'didAddToCart',
  method: 'POST',
  access: 'user',
  input: z.object({ packageId: PackageIdSchema }),
  output: z.object({ recorded: z.boolean() }),
});

/**
 * POST /api/maillist/updateEmailNotification: the caller's e-mail preferences (spec §3
 * can_send_email_general, can_send_email_third_party), each on or off; one at least. Transactional
 * mails (verification, password reset) are sent whatever they say.
 */
export const updateEmailNotification = defineOperation({
  group: 'maillist',
  name: 'updateEmailNotification',
  method: 'POST',
  access: 'user',
  input: z
    .object({ can_send_email_general: z.boolean().optional(), can_send_email_third_party: z.boolean().optional() })
    .refine((input) => input.can_send_email_general !== undefined || input.can_send_email_third_party !== undefined, {
      message: 'Choose which emails to receive.',
      path: ['can_send_email_general'],
    }),
  output: z.object({ user: UserSchema }),
});

/** POST /api/maillist/updateContactName: the name the platform's mails greet the caller with. */
export const updateContactName = defineOperation({
  group: 'maillist',
  name: 'updateContactName',
  method: 'POST',
  access: 'user',
  input: z.object({ firstName: FirstNameSchema }),
  output: z.object({ user: UserSchema }),
});
