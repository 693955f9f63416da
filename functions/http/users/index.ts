import { Settings } from '@functions/domain/settings';
import { createGroupHandler } from '@functions/platform/router';

export const handler = createGroupHandler('users', {
  checkAppVersion: async () => ({ APP_VERSION: await Settings.appVersion() }),
});
