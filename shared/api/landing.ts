import { z } from 'zod';
import { landingKinds } from '@shared/landing';

/** A landing page as links to it show it; `url` is its path on this site. */
export const LandingSummarySchema = z.object({ slug: z.string(), kind: z.enum(landingKinds), title: z.string(), description: z.string(), url: z.string() });
export type LandingSummary = z.infer<typeof LandingSummarySchema>;

/** A study resource: its PDF's address (aws/getPdfFile/{id}) and size. */
export const ResourceSchema = z.object({ id: z.string(), title: z.string(), description: z.string(), url: z.string(), bytes: z.number().int() });
export type Resource = z.infer<typeof ResourceSchema>;
