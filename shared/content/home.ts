import { z } from 'zod';
import { packageIds } from '@shared/pricing';
import { ContentIdSchema } from './faq';

/**
 * The counted figures a home text may claim, as {{name}}: each is computed from the data when the
 * page is served (landing/getHomeContent), never typed into content/home.json.
 */
export const homeFigureNames = ['questions', 'mockTests', 'articles', 'faqAnswers', 'reviews', 'rating'] as const;
export type HomeFigureName = (typeof homeFigureNames)[number];
export type HomeFigures = Record<HomeFigureName, number>;

const Text = z.string().trim().min(1);
const LinkSchema = z.object({ label: Text, to: z.string().startsWith('/') }).strict();
const HeadingFields = { eyebrow: Text.optional(), heading: Text, intro: Text.optional() };

export const offerIcons = ['sections', 'evidence', 'timer', 'format', 'microphone', 'template'] as const;

export const HeroBlockSchema = z.object({ type: z.literal('hero'), badge: Text.optional(), heading: Text, lead: Text, callToAction: LinkSchema, secondaryAction: LinkSchema.optional(), note: Text.optional() }).strict();
export const GridBlockSchema = z
  .object({
    type: z.literal('grid'),
    ...HeadingFields,
    cards: z.array(z.object({ icon: z.enum(offerIcons), badge: Text.optional(), title: Text, body: Text, link: LinkSchema.optional() }).strict()).min(1),
  })
  .strict();
/** The item-type highlights of each section; coreOnly marks the PTE Core types. */
export const SliderBlockSchema = z
  .object({ type: z.literal('slider'), ...HeadingFields, coreLabel: Text, items: z.array(z.object({ name: Text, itemTypes: z.array(Text).min(1), coreOnly: z.array(Text).optional() }).strict()).min(1) })
  .strict();
export const StepsBlockSchema = z.object({ type: z.literal('steps'), ...HeadingFields, items: z.array(z.object({ title: Text, body: Text }).strict()).min(1) }).strict();
export const TestimonialsBlockSchema = z.object({ type: z.literal('testimonials'), ...HeadingFields, allLink: LinkSchema }).strict();
export const MailListBlockSchema = z.object({ type: z.literal('mailList'), eyebrow: Text.optional(), heading: Text, body: Text }).strict();
export const BannerBlockSchema = z.object({ type: z.literal('banner'), heading: Text, body: Text, callToAction: LinkSchema, secondaryAction: LinkSchema.optional(), link: LinkSchema.optional() }).strict();
/** The blocks served as written (their texts' figures filled in). */
export const plainHomeBlockSchemas = [HeroBlockSchema, GridBlockSchema, SliderBlockSchema, StepsBlockSchema, TestimonialsBlockSchema, MailListBlockSchema, BannerBlockSchema] as const;

/** The spec §3 home block types (hero, grid, slider, testimonials, faq, buy, banner) and the page's others (figures, steps, mailList). */
export const HomeBlockSchema = z.discriminatedUnion('type', [
  ...plainHomeBlockSchemas,
  z
    .object({
      type: z.literal('figures'),
      heading: Text,
      /** Each value is one placeholder, e.g. '{{questions}}'; a figure that counts nothing is not shown. */
      items: z.array(z.object({ value: z.string().regex(/^\{\{[A-Za-z]+\}\}$/, { message: 'A figure is one {{placeholder}}.' }), label: Text }).strict()).min(1),
    })
    .strict(),
  /** entries: FAQ ids of content/faq.json, shown as questions linking to their answers on /help. */
  z.object({ type: z.literal('faq'), ...HeadingFields, entries: z.array(ContentIdSchema).min(1), allLink: LinkSchema }).strict(),
  z.object({ type: z.literal('buy'), ...HeadingFields, packages: z.array(z.enum(packageIds)).min(1), allLink: LinkSchema }).strict(),
]);

/** content/home.json: the home page's blocks, in the order the page shows them. */
export const HomeContentSchema = z.object({ blocks: z.array(HomeBlockSchema).min(1) }).strict();

export type HomeBlock = z.infer<typeof HomeBlockSchema>;
export type HomeContent = z.infer<typeof HomeContentSchema>;

const placeholderPattern = /\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g;
/** A figure typed in where a count belongs: '40 mock tests', '1000+ reviews', '4.7 rating', '30+ FAQ answers'. */
const literalFigurePattern = /\b\d[\d,.]*\+?\s*(?:scored\s+|full\s+|practice\s+)?(?:questions?|mock tests?|articles?|blog articles?|posts?|FAQ answers?|answers?|reviews?|ratings?|stars?)\b|\b\d\.\d\s*(?:out of 5|\/\s*5)/i;

/** Every string of the content (labels, links and all), with where it is, for the checks. */
export function homeStrings(value: unknown, at = ''): { at: string; text: string }[] {
  if (typeof value === 'string') return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => homeStrings(item, `${at}[${index}]`));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => homeStrings(item, at ? `${at}.${key}` : key));
  return [];
}

/** What is wrong with one home text: a placeholder that names no counted figure, or a figure typed in. */
export function homeTextProblems(text: string): string[] {
  const unknown = [...text.matchAll(placeholderPattern)].map((match) => match[1]!).filter((name) => !(homeFigureNames as readonly string[]).includes(name));
  const literal = text.match(literalFigurePattern);
  return [
    ...unknown.map((name) => `unknown placeholder {{${name}}} (known: ${homeFigureNames.join(', ')})`),
    ...(literal ? [`'${literal[0]}' is a figure typed in: use a counted placeholder such as {{questions}}`] : []),
  ];
}

/** The text with each {{figure}} replaced by its count, e.g. '{{questions}} questions' → '1,234 questions'. */
export function fillHomeFigures(text: string, figures: HomeFigures): string {
  return text.replace(placeholderPattern, (whole, name: string) => {
    const value = (figures as Partial<Record<string, number>>)[name];
    return value === undefined ? whole : value.toLocaleString('en');
  });
}

/** The figure a figures item shows ('{{reviews}}' → 'reviews'). */
export function figureNameOf(value: string): HomeFigureName | undefined {
  const name = value.replace(/[{}]/g, '');
  return (homeFigureNames as readonly string[]).includes(name) ? (name as HomeFigureName) : undefined;
}
