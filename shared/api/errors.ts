import { z } from 'zod';

/**
 * Error bodies of DESIGN.md §4, shared by server and client.
 * 400: `{ errors: { field: message } }`, shown on the fields.
 * 401, 403, 404, 405, 409, 413, 429, 500: `{ errors: { internal: true, message } }`.
 */
export const FieldErrorsBodySchema = z.object({ errors: z.record(z.string(), z.string()) });
export type FieldErrorsBody = z.infer<typeof FieldErrorsBodySchema>;

export const InternalErrorBodySchema = z.object({
  errors: z.object({ internal: z.literal(true), message: z.string(), requestId: z.string().optional() }),
});
export type InternalErrorBody = z.infer<typeof InternalErrorBodySchema>;

/** The spec's text for an unexpected failure (spec/platform.md §8). */
export const serverErrorMessage = 'Server error!';
