import { Engagement } from '@functions/domain/engagement';
import { ServiceFailedError } from '@functions/platform/errors';
import { createGroupHandler, other } from '@functions/platform/router';

export const handler = createGroupHandler('maillist', {
  saveToMailList: async ({ email }, { caller }) => {
    const { added } = await Engagement.saveToMailList(email, caller?.userId);
    return added ? { email } : other({ email, alreadySubscribed: true as const });
  },
  // Its use case lands with the commerce server.
  didAddToCart: async () => {
    throw new ServiceFailedError('Not available yet.');
  },
});
