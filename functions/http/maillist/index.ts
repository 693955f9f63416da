import { Accounts } from '@functions/domain/accounts';
import { Engagement } from '@functions/domain/engagement';
import { createGroupHandler, other } from '@functions/platform/router';

export const handler = createGroupHandler('maillist', {
  saveToMailList: async ({ email }, { caller }) => {
    const { added } = await Engagement.saveToMailList(email, caller?.userId);
    return added ? { email } : other({ email, alreadySubscribed: true as const });
  },
  updateEmailNotification: async (preferences, { caller }) => ({ user: await Accounts.toPublicUser(await Engagement.updateEmailNotification(caller, preferences)) }),
  updateContactName: async ({ firstName }, { caller }) => ({ user: await Accounts.toPublicUser(await Engagement.updateContactName(caller, firstName)) }),
  didAddToCart: async ({ packageId }, { caller }) => Engagement.didAddToCart((await Accounts.readUser(caller)).email, packageId),
});
