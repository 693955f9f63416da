import { z } from 'zod';
import { FeatureSwitchesSchema } from '../admin';
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

/**
 * GET /api/settings/fetchLibraryFigures: what the home page says the library holds, counted from
 * the data (spec §1's marketing figures are never typed in): questions in the bank, mock tests
 * with a score report, blog articles and FAQ answers.
 */
export const fetchLibraryFigures = defineOperation({
  group: 'settings',
  name: 'fetchLibraryFigures',
  method: 'GET',
  access: 'public',
  input: z.object({}),
  output: z.object({ questions: z.number().int(), mockTests: z.number().int(), blogArticles: z.number().int(), faqAnswers: z.number().int() }),
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

/**
 * GET /api/settings/fetchFeatureSwitches: which features an admin left on (the mobile app banner,
 * the review prompt, ...); the app reads them once per load.
 */
export const fetchFeatureSwitches = defineOperation({
  group: 'settings',
  name: 'fetchFeatureSwitches',
  method: 'GET',
  access: 'public',
  input: z.object({}),
  output: FeatureSwitchesSchema,
});
