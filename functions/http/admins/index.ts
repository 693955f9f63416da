import { Settings } from '@functions/domain/settings';
import { createGroupHandler } from '@functions/platform/router';

export const handler = createGroupHandler('admins', {
  fetchAllAdminSettings: () => Settings.adminSettings(),
});
