/**
 * The blog checks of `content:check`, pure over the files read: front matter, file names, unique
 * slugs, length, covers drawn and current, internal links that land somewhere, and every old slug
 * of spec §2 landing on a real post. Errors fail `npm test`.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { blogSlugRedirects, blogWordLimits, finalBlogSlug, internalLinks, InvalidBlogPostError, parseBlogPost, type BlogPostSource } from '@shared/blog';
import { renderBlogCover } from './blog-covers';
import type { Problem } from './check-bank';

export const blogPaths = {
  posts: join(import.meta.dirname, '../../content/blog'),
  covers: join(import.meta.dirname, '../../content/blog/covers'),
};

/** One post file as read from disk. */
export interface BlogFileText {
  file: string;
  text: string;
}

/** Every .md file of the blog folder, by name. */
export async function readBlogFiles(dir: string = blogPaths.posts): Promise<BlogFileText[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(names.map(async (file) => ({ file, text: await readFile(join(dir, file), 'utf8') })));
}

/** The cover files present, by file name, with their text. */
export async function readCovers(dir: string = blogPaths.covers): Promise<Map<string, string>> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.svg'));
  return new Map(await Promise.all(names.map(async (name) => [name, await readFile(join(dir, name), 'utf8')] as const)));
}

/** A route path of the app as a pattern: ':param' matches one segment. Example: routeMatcher('/practice/:uid').test('/practice/RMA-0001'). */
export function routeMatcher(path: string): RegExp {
  const pattern = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}/?$`);
}

export interface BlogCheckInput {
  files: readonly BlogFileText[];
  /** Cover files by name with their SVG text; without it covers are not checked. */
  covers?: ReadonlyMap<string, string>;
  /** Paths of the app's pages other than the blog's (route patterns with :params), for links. */
  appPaths: readonly string[];
  redirects?: Readonly<Record<string, string>>;
}

export interface BlogCheckResult {
  problems: Problem[];
  posts: BlogPostSource[];
  words: number;
}

/** Checks every post and the links and redirects between them. */
export function checkBlog({ files, covers, appPaths, redirects = blogSlugRedirects }: BlogCheckInput): BlogCheckResult {
  const problems: Problem[] = [];
  const error = (file: string, message: string, field?: string) => problems.push({ severity: 'error', file, ...(field ? { field } : {}), message });
  const posts: { file: string; post: BlogPostSource }[] = [];
  for (const { file, text } of files) {
    try {
      posts.push({ file, post: parseBlogPost(text, file) });
    } catch (caught) {
      if (!(caught instanceof InvalidBlogPostError)) throw caught;
      for (const problem of caught.problems) error(file, problem);
    }
  }

  const slugs = new Map<string, string>();
  for (const { file, post } of posts) {
    if (file !== `${post.slug}.md`) error(file, `the file of slug "${post.slug}" must be named ${post.slug}.md`, 'slug');
    const other = slugs.get(post.slug);
    if (other) error(file, `slug "${post.slug}" is also the slug of ${other}`, 'slug');
    slugs.set(post.slug, file);
    if (Object.hasOwn(redirects, post.slug)) error(file, `slug "${post.slug}" is an old slug that redirects to ${redirects[post.slug]}`, 'slug');
    if (post.words < blogWordLimits.min || post.words > blogWordLimits.max) error(file, `${post.words} words; a post has ${blogWordLimits.min} to ${blogWordLimits.max}`, 'body');
    if (covers) {
      const cover = covers.get(post.image);
      if (cover === undefined) error(file, `cover content/blog/covers/${post.image} is missing: run npm run content:images`, 'image');
      else if (cover !== renderBlogCover(post)) error(file, `cover content/blog/covers/${post.image} is not the one its front matter draws: run npm run content:images`, 'image');
    }
  }

  const pagePatterns = appPaths.map(routeMatcher);
  for (const { file, post } of posts) {
    for (const link of internalLinks(post.markdown)) {
      const path = link.replace(/[?#].*$/, '');
      const blogSlug = /^\/blog\/([^/]+)\/?$/.exec(path)?.[1];
      if (blogSlug !== undefined) {
        if (Object.hasOwn(redirects, blogSlug)) error(file, `link ${link} goes to an old slug: link /blog/${finalBlogSlug(blogSlug, redirects)} instead`, 'body');
        else if (!slugs.has(blogSlug)) error(file, `link ${link} goes to no post`, 'body');
      } else if (path !== '/blog' && !pagePatterns.some((pattern) => pattern.test(path))) {
        error(file, `link ${link} goes to no page of the app`, 'body');
      }
    }
  }

  for (const from of Object.keys(redirects)) {
    const to = finalBlogSlug(from, redirects);
    if (!slugs.has(to)) problems.push({ severity: 'error', file: '(redirects)', field: from, message: `old slug ${from} lands on ${to}, which is no post` });
  }
  return { problems, posts: posts.map(({ post }) => post), words: posts.reduce((sum, { post }) => sum + post.words, 0) };
}
