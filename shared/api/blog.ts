import { z } from 'zod';

/** A post as lists show it. `image` is the cover's path on this site; `words` and `readingMinutes` come from its body. */
export const BlogSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  date: z.string().describe('YYYY-MM-DD'),
  tags: z.array(z.string()),
  image: z.string(),
  words: z.number().int(),
  readingMinutes: z.number().int(),
});
export type BlogSummary = z.infer<typeof BlogSummarySchema>;

/** The helpful yes/no votes of a post, and the caller's own vote (null before voting). */
export const BlogFeedbackSchema = z.object({
  helpful: z.number().int(),
  notHelpful: z.number().int(),
  yourVote: z.boolean().nullable(),
});
export type BlogFeedback = z.infer<typeof BlogFeedbackSchema>;
