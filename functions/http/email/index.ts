import { Accounts } from '@functions/domain/accounts';
import { createGroupHandler } from '@functions/platform/router';

export const handler = createGroupHandler('email', {
  forgotPassword: ({ email }) => Accounts.forgotPassword(email),
  sendContactEmail: (input) => Accounts.sendContactEmail(input),
  // The contract's 'user' access guarantees a caller.
  sendInvite: (input, { caller }) => Accounts.sendInvite(caller!, input),
});
