import { z } from 'zod';
import { LandingSlugSchema } from '@shared/landing';
import { LandingSummarySchema, ResourceSchema } from '../landing';
import { defineOperation } from '../operation';

/**
 * POST /api/landing/getLandingContent (spec §7): a landing page by slug, /academic's pages and
 * the tips pages, with the metadata it sets (url, image, seoTitle, description), its Markdown
 * body, the item type a tips page practises and the other pages of its kind. 404 for an unknown slug.
 */
export const getLandingContent = defineOperation({
  group: 'landing',
  name: 'getLandingContent',
  method: 'POST',
  access: 'public',
  input: z.object({ slug: LandingSlugSchema }),
  output: LandingSummarySchema.extend({
    /** The cover the page shows (SVG). */
    image: z.string(),
    metadata: z.object({ url: z.string(), image: z.string(), seoTitle: z.string(), description: z.string() }),
    markdown: z.string(),
    practice: z.string().optional(),
    related: z.array(LandingSummarySchema),
  }),
});

/** GET /api/landing/fetchResources: the study resources of /resources, each a PDF made by the content pipeline. */
export const fetchResources = defineOperation({
  group: 'landing',
  name: 'fetchResources',
  method: 'GET',
  access: 'public',
  input: z.object({}),
  output: z.object({ resources: z.array(ResourceSchema) }),
});
