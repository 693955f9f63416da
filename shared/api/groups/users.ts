import { z } from 'zod';
import { defineOperation } from '../operation';

/** GET /api/users/checkAppVersion: the APP_VERSION stored in the settings, compared by the app with its own. */
export const checkAppVersion = defineOperation({
  group: 'users',
  name: 'checkAppVersion',
  method: 'GET',
  access: 'public',
  input: z.object({}),
  output: z.object({ APP_VERSION: z.string() }),
});
