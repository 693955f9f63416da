import { z } from 'zod';
import { defineOperation } from '../operation';

/** GET /api/admins/fetchAllAdminSettings: the app settings, for admins only. */
export const fetchAllAdminSettings = defineOperation({
  group: 'admins',
  name: 'fetchAllAdminSettings',
  method: 'GET',
  access: 'admin',
  input: z.object({}),
  output: z.object({ APP_VERSION: z.string(), stage: z.string() }),
});
