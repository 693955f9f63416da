import { z } from 'zod';
import { EmailSchema } from '../fields';
import { defineOperation } from '../operation';
import { PackageIdSchema } from '../pricing';

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
