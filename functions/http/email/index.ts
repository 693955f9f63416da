import { Accounts } from '@functions/domain/accounts';
import { createGroupHandler } from '@functions/platform/router';

export const handler = createGroupHandler('email', {
  forgotPassword: ({ email }, { clientAddress }) => Accounts.forgotPassword(email, clientAddress),
  sendContactEmail: (input, { clientAddress }) => Accounts.sendContactEmail(input, clientAddress),
  sendInvite: (input, { caller, clientAddress }) => Accounts.sendInvite(caller, input, clientAddress),
});
