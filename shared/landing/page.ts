import { z } from 'zod';
import { BlogSlugSchema, countWords, parseFrontMatter } from '@shared/blog';
import { isItemTypeCode, type ItemTypeCode } from '@shared/exam';

/**
 * The kinds of page content/landing holds: the PTE Academic pages (/academic and /academic/:slug),
 * the four tips pages of spec §2, and the study resources, whose body is also served as a PDF.
 */
export const landingKinds = ['academic', 'tips', 'resource'] as const;
export type LandingKind = (typeof landingKinds)[number];

/** The slug of the /academic page itself; the other academic pages live under it. */
export const academicIndexSlug = 'academic';

export const LandingSlugSchema = BlogSlugSchema;

/** The front matter every file of content/landing starts with. */
export const LandingFrontMatterSchema = z.strictObject({
  slug: LandingSlugSchema,
  kind: z.enum(landingKinds),
  /** The heading the page shows. */
  title: z.string().min(10).max(100),
  /** The title search results and social cards show (spec §7: seoTitle). */
  seoTitle: z.string().min(10).max(70),
  /** The meta description: what a search result shows under the title. */
  description: z.string().min(50).max(170),
  /** Tags that colour the cover, as the blog's do (speaking, writing, reading, listening). */
  tags: z.array(z.string().regex(/^[a-z0-9-]+$/)).min(1).max(4),
  /** The item type a tips page teaches (its code, e.g. SRA), which its practice link opens. */
  practice: z
    .string()
    .refine(isItemTypeCode, { message: 'practice is an item-type code such as SRA.' })
    .optional(),
  /** The order of the page among pages of its kind. */
  order: z.coerce.number().int().min(1).max(99),
});
export type LandingFrontMatter = Omit<z.infer<typeof LandingFrontMatterSchema>, 'practice'> & { practice?: ItemTypeCode };

/** A page as the content pipeline reads it: its front matter and Markdown body. */
export interface LandingPageSource extends LandingFrontMatter {
  markdown: string;
  words: number;
}

/** A file of content/landing could not be read as a page; `problems` says each thing wrong. */
export class InvalidLandingPageError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(`${file} is not a valid landing page:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'InvalidLandingPageError';
  }
}

/** Reads one page's file: front matter checked by its schema (a tips page names its item type), and the body. */
export function parseLandingPage(source: string, file: string): LandingPageSource {
  const { data, body, problems } = parseFrontMatter(source);
  const result = LandingFrontMatterSchema.safeParse(data);
  if (!result.success) problems.push(...result.error.issues.map((issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`));
  if (result.success && result.data.kind === 'tips' && result.data.practice === undefined) problems.push('practice: a tips page names the item type it teaches');
  const markdown = body.trim();
  if (markdown === '') problems.push('the page has no body');
  if (problems.length > 0 || !result.success) throw new InvalidLandingPageError(file, problems);
  return { ...result.data, practice: result.data.practice as ItemTypeCode | undefined, markdown, words: countWords(markdown) };
}

/**
 * A page's path on the site: /academic for the index, /academic/<slug> for the other academic
 * pages, /<slug>-tips for a tips page and /resources#<slug> for a resource (the list shows it).
 * Example: landingPath({ kind: 'tips', slug: 'read-aloud' }) === '/read-aloud-tips'.
 */
export function landingPath({ kind, slug }: { kind: LandingKind; slug: string }): string {
  if (kind === 'tips') return `/${slug}-tips`;
  if (kind === 'resource') return `/resources#${slug}`;
  return slug === academicIndexSlug ? '/academic' : `/academic/${slug}`;
}

/** The slugs of the four tips pages of spec §2, in its order. */
export const tipsSlugs = ['short-answer', 'write-from-dictation', 'read-aloud', 'repeat-sentence'] as const;

/** Paths of a page's cover: the SVG the page shows and the PNG social cards use. */
export function landingCoverPaths(slug: string): { svg: string; png: string } {
  return { svg: `/landing/covers/${slug}.svg`, png: `/landing/covers/${slug}.png` };
}

/** Pages of one kind in their order, then by title. */
export function byOrder(a: { order: number; title: string }, b: { order: number; title: string }): number {
  return a.order - b.order || a.title.localeCompare(b.title);
}
