import { z } from 'zod';
import { RichTextSchema } from './rich-text';

/** Ids are kebab-case: they are the anchors of /help (/help#free-credits). */
export const ContentIdSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'Use lower-case words joined by hyphens.' });

export const FaqTopicSchema = z
  .object({
    id: ContentIdSchema,
    title: z.string().trim().min(1),
    /** A line under the topic's heading. */
    intro: z.string().trim().min(1).optional(),
  })
  .strict();

export const FaqEntrySchema = z
  .object({
    id: ContentIdSchema,
    topic: ContentIdSchema,
    question: z.string().trim().min(1).endsWith('?', { message: 'A question ends with a question mark.' }),
    answer: RichTextSchema,
    /** Other words a student may search for (synonyms, misspellings, the words of an error message). */
    keywords: z.array(z.string().trim().min(1)).optional(),
  })
  .strict();

/** content/faq.json: the topics in the order /help shows them, and the answers in order within each topic. */
export const FaqSchema = z.object({ topics: z.array(FaqTopicSchema).min(1), entries: z.array(FaqEntrySchema).min(1) }).strict();

export type FaqTopic = z.infer<typeof FaqTopicSchema>;
export type FaqEntry = z.infer<typeof FaqEntrySchema>;
export type Faq = z.infer<typeof FaqSchema>;

/** The spec's marketing claim (platform.md §1: "30+ FAQ answers"), which content:check holds the FAQ to. */
export const minimumFaqAnswers = 30;
