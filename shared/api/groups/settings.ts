import { z } from 'zod';
import { defineOperation } from '../operation';

/** GET /api/settings/getDateNow: the server's clock, so that expiry checks in the browser use server time. */
export const getDateNow = defineOperation({
  group: 'settings',
  name: 'getDateNow',
  method: 'GET',
  access: 'public',
  input: z.object({}),
  output: z.object({ dateNow: z.number().int().describe('Milliseconds since the epoch') }),
});

/** GET /api/settings/health: the API answers and its table is reachable. */
export const health = defineOperation({
  group: 'settings',
  name: 'health',
  method: 'GET',
  access: 'public',
  input: z.object({}),
  output: z.object({ status: z.literal('ok'), stage: z.string() }),
});
