import { z } from 'zod';

/** How long an article may be, in words of its body (issue 20: useful, but read in one sitting). */
export const blogWordLimits = { min: 800, max: 1500 } as const;

/** Words a student reads in a minute, for the "n min read" shown beside a post. */
const wordsPerMinute = 200;

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const BlogSlugSchema = z.string().max(80).regex(slugPattern, { message: 'A slug is lower-case words joined by hyphens.' });

/** The front matter every post of content/blog starts with. */
export const BlogFrontMatterSchema = z.strictObject({
  slug: BlogSlugSchema,
  title: z.string().min(10).max(100),
  /** The meta description: what a search result shows under the title. */
  description: z.string().min(50).max(170),
  /** The publication day, YYYY-MM-DD; lists are newest first. */
  date: z.iso.date(),
  tags: z.array(z.string().regex(slugPattern, { message: 'A tag is lower-case words joined by hyphens.' })).min(1).max(6),
  /** The cover's file in content/blog/covers, drawn by `npm run content:images`. */
  image: z.string().regex(/^[a-z0-9-]+\.svg$/, { message: 'The image is a file name in content/blog/covers ending in .svg.' }),
});
export type BlogFrontMatter = z.infer<typeof BlogFrontMatterSchema>;

/** A post as the content pipeline reads it: its front matter, its Markdown body and the body's word count. */
export interface BlogPostSource extends BlogFrontMatter {
  markdown: string;
  words: number;
}

/** A post's file could not be read as front matter and a body; `problems` says each thing wrong. */
export class InvalidBlogPostError extends Error {
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(`${file} is not a valid blog post:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'InvalidBlogPostError';
  }
}

const frontMatterBlock = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** A scalar of the front matter: bare, or in double or single quotes (a double-quoted one may escape \" and \\). */
function scalar(raw: string): string {
  const value = raw.trim();
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) return value.slice(1, -1).replace(/\\(["\\])/g, '$1');
  if (value.length >= 2 && value.startsWith("'") && value.endsWith("'")) return value.slice(1, -1).replace(/''/g, "'");
  return value;
}

/**
 * Splits a post's text into its front matter (the `key: value` lines between two `---` lines; a
 * value in brackets is a list, `[a, b]`) and its body. Only this flat subset of YAML is read.
 * Example: parseFrontMatter('---\ntags: [a, b]\n---\nHi').data.tags deep-equals ['a', 'b'].
 */
export function parseFrontMatter(source: string): { data: Record<string, string | string[]>; body: string; problems: string[] } {
  const text = source.replace(/^\uFEFF/, '');
  const block = frontMatterBlock.exec(text);
  if (!block) return { data: {}, body: text, problems: ['the file does not start with a front matter block between two --- lines'] };
  const data: Record<string, string | string[]> = {};
  const problems: string[] = [];
  for (const [index, line] of block[1]!.split(/\r?\n/).entries()) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const match = /^([A-Za-z][\w-]*):(.*)$/.exec(line);
    if (!match) {
      problems.push(`front matter line ${index + 1} is not "key: value": ${line}`);
      continue;
    }
    const key = match[1]!;
    const raw = match[2]!.trim();
    if (Object.hasOwn(data, key)) problems.push(`front matter key "${key}" is given twice`);
    data[key] = raw.startsWith('[') && raw.endsWith(']') ? raw.slice(1, -1).split(',').map(scalar).filter((item) => item !== '') : scalar(raw);
  }
  return { data, body: text.slice(block[0].length), problems };
}

/**
 * The words of a Markdown body as a reader sees them: link targets, images, markup and
 * punctuation-only tokens are not words. Example: countWords('## Hi\n[two words](/blog/x)') === 3.
 */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Minutes to read a post of so many words, at least 1. Example: readingMinutes(1000) === 5. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / wordsPerMinute));
}

/** The targets of a body's Markdown links that stay on this site (they start with one slash), in order. */
export function internalLinks(markdown: string): string[] {
  return [...markdown.matchAll(/(?<!!)\[[^\]]*\]\((\/(?!\/)[^)\s]*)\)/g)].map((match) => match[1]!);
}

/** Reads one post's file: front matter checked by its schema, the body and its word count; InvalidBlogPostError otherwise. */
export function parseBlogPost(source: string, file: string): BlogPostSource {
  const { data, body, problems } = parseFrontMatter(source);
  const result = BlogFrontMatterSchema.safeParse(data);
  if (!result.success) problems.push(...result.error.issues.map((issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`));
  const markdown = body.trim();
  if (markdown === '') problems.push('the post has no body');
  if (problems.length > 0 || !result.success) throw new InvalidBlogPostError(file, problems);
  return { ...result.data, markdown, words: countWords(markdown) };
}

/** Paths of a post's cover as the web build serves it: the SVG the page shows, the PNG social cards use. */
export function blogCoverPaths(image: string): { svg: string; png: string } {
  const svg = `/blog/covers/${image}`;
  return { svg, png: svg.replace(/\.svg$/, '.png') };
}

/** Newest first; posts of one day by title, so the order is stable. */
export function byNewest(a: { date: string; title: string }, b: { date: string; title: string }): number {
  return b.date.localeCompare(a.date) || a.title.localeCompare(b.title);
}

/**
 * Up to `count` other posts to read next: those sharing the most tags with `post` first, then the
 * newest. Example: a post tagged [speaking] lists other speaking posts before writing ones.
 */
export function relatedPosts<P extends { slug: string; date: string; title: string; tags: readonly string[] }>(post: P, all: readonly P[], count = 3): P[] {
  const shared = (other: P) => other.tags.filter((tag) => post.tags.includes(tag)).length;
  return all
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, score: shared(other) }))
    .sort((a, b) => b.score - a.score || byNewest(a.other, b.other))
    .slice(0, count)
    .map(({ other }) => other);
}
