import { z } from 'zod';
import { landingKinds } from '@shared/landing';
import { homeFigureNames, plainHomeBlockSchemas } from '@shared/content/home';

/** A landing page as links to it show it; `url` is its path on this site. */
export const LandingSummarySchema = z.object({ slug: z.string(), kind: z.enum(landingKinds), title: z.string(), description: z.string(), url: z.string() });
export type LandingSummary = z.infer<typeof LandingSummarySchema>;

/** A study resource: its PDF's address (aws/getPdfFile/{id}) and size. */
export const ResourceSchema = z.object({ id: z.string(), title: z.string(), description: z.string(), url: z.string(), bytes: z.number().int() });
export type Resource = z.infer<typeof ResourceSchema>;

/**
 * A home block as served: texts with their figures filled in; the figures block's items with the
 * count they show, the FAQ block's entries with their questions and the buy block's packages with
 * their names and prices (shared/pricing).
 */
export const ServedHomeBlockSchema = z.discriminatedUnion('type', [
  ...plainHomeBlockSchemas,
  z.object({ type: z.literal('figures'), heading: z.string(), items: z.array(z.object({ figure: z.enum(homeFigureNames), value: z.number(), label: z.string() })) }),
  z.object({
    type: z.literal('faq'),
    eyebrow: z.string().optional(),
    heading: z.string(),
    intro: z.string().optional(),
    entries: z.array(z.object({ id: z.string(), question: z.string() })),
    allLink: z.object({ label: z.string(), to: z.string() }),
  }),
  z.object({
    type: z.literal('buy'),
    eyebrow: z.string().optional(),
    heading: z.string(),
    intro: z.string().optional(),
    packages: z.array(z.object({ id: z.string(), name: z.string(), summary: z.string(), label: z.string().optional(), price: z.string() })),
    allLink: z.object({ label: z.string(), to: z.string() }),
  }),
]);
export type ServedHomeBlock = z.infer<typeof ServedHomeBlockSchema>;
