import { z } from 'zod';
import { ItemTypeCodeSchema } from '@shared/exam';

/** A score as the spec records it: a fraction 'points/max', e.g. '3/5'. */
export const ScoreFractionSchema = z
  .string({ message: "Give the score as 'points/max'." })
  .regex(/^\d+(\.\d+)?\/\d+(\.\d+)?$/, { message: "Give the score as 'points/max'." })
  .refine((fraction) => {
    const [points, max] = fraction.split('/').map(Number);
    return max! > 0 && points! <= max!;
  }, { message: 'The points must be between 0 and the maximum.' });

export const AttemptSchema = z.object({ score: z.number(), max: z.number(), successful: z.boolean(), at: z.number().int() });
export type Attempt = z.infer<typeof AttemptSchema>;

/** One row of a question list: what the list shows, never the question's content or answers. */
export const QuestionSummarySchema = z.object({
  uid: z.string(),
  type: ItemTypeCodeSchema,
  title: z.string(),
  isSample: z.boolean(),
  prediction: z.boolean(),
  /** True when the caller may not open it (not a sample, and no paid, unexpired plan). */
  locked: z.boolean(),
  done: z.boolean(),
  lastAttempt: AttemptSchema.optional(),
});
export type QuestionSummary = z.infer<typeof QuestionSummarySchema>;

