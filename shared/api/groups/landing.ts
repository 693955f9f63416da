import { z } from 'zod';
import { LandingSlugSchema } from '@shared/landing';
import { LandingSummarySchema, ResourceSchema, ServedHomeBlockSchema } from '../landing';
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

/**
 * GET /api/landing/getHomeContent: the home page's blocks of content/home.json in order, each
 * {{figure}} filled with its count from the data (questions, mock tests, articles, FAQ answers,
 * reviews, rating), a figure that counts nothing left out, the FAQ block's questions and the buy
 * block's packages with their prices.
 */
export const getHomeContent = defineOperation({
  group: 'landing',
  name: 'getHomeContent',
  method: 'GET',
  access: 'public',
  input: z.object({}),
  output: z.object({ blocks: z.array(ServedHomeBlockSchema) }),
});
