import { Accounts } from '@functions/domain/accounts';
import { createGroupHandler } from '@functions/platform/router';

export const handler = createGroupHandler('aws', {
  // The contract's 'user' access guarantees a caller.
  uploadProfileImage: async ({ file }, { caller }) => ({ user: await Accounts.toPublicUser(await Accounts.uploadProfileImage(caller!, file)) }),
});
