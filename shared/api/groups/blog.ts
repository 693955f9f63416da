import { z } from 'zod';
import { BlogSlugSchema } from '@shared/blog';
import { BlogFeedbackSchema, BlogSummarySchema } from '../blog';
import { defineOperation } from '../operation';
import { AnonymousIdSchema } from '../speaking';

/** A visitor votes by the anonymous id its browser made; a student by the account. */
const voter = { anonymousId: AnonymousIdSchema.optional() };

/** GET /api/blog/fetchAllBlogs: every post, newest first. */
export const fetchAllBlogs = defineOperation({
  group: 'blog',
  name: 'fetchAllBlogs',
  method: 'GET',
  access: 'public',
  input: z.object({}),
  output: z.object({ posts: z.array(BlogSummarySchema) }),
});

/**
 * POST /api/blog/getBlogContent: one post by slug (spec §7: url, image, metadata with title and
 * description), with its Markdown body, its feedback counts and posts to read next. 404 for an
 * unknown slug; the browser follows the old slugs of spec §2 before asking.
 */
export const getBlogContent = defineOperation({
  group: 'blog',
  name: 'getBlogContent',
  method: 'POST',
  access: 'public',
  input: z.object({ slug: BlogSlugSchema, ...voter }),
  output: BlogSummarySchema.extend({
    /** The post's path on this site, e.g. /blog/pte-guide. */
    url: z.string(),
    metadata: z.object({ title: z.string(), description: z.string() }),
    markdown: z.string(),
    feedback: BlogFeedbackSchema,
    related: z.array(BlogSummarySchema),
  }),
});

/**
 * POST /api/blog/giveBlogFeedback: "Was this article helpful?", one vote per student or visitor
 * id and post, with the counts after it; 201 with the counts unchanged when that caller already voted.
 */
export const giveBlogFeedback = defineOperation({
  group: 'blog',
  name: 'giveBlogFeedback',
  method: 'POST',
  access: 'public',
  input: z.object({ slug: BlogSlugSchema, helpful: z.boolean(), ...voter }),
  output: z.object({ feedback: BlogFeedbackSchema }),
  other: z.object({ alreadyVoted: z.literal(true), feedback: BlogFeedbackSchema }),
});
