/**
 * The blog's pages for crawlers, written into the built site after `vite build` (npm run build:web
 * and the local platform's build): for each post of content/blog, blog/<slug>.html, a copy of
 * index.html carrying the post's <title>, meta description, canonical link and Open Graph and
 * Twitter tags, so a link preview or a search engine that runs no JavaScript sees the post; and
 * blog.html for the list. Beside them the covers: the SVG the page shows and a PNG of it for
 * social cards (most do not take SVG), drawn with resvg. The static site (local/static-site.ts) and
 * CloudFront (lib/web-stack.ts) answer /blog/<slug> with that file; the app then takes over as usual.
 * Run by scripts/web/site-pages.ts with the landing and public pages.
 *
 * SITE_URL (e.g. https://pte.example) makes og:image, og:url and the canonical link absolute, as
 * social cards want; without it they are paths on whatever host serves the site.
 */
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { blogCoverPaths, byNewest, parseBlogPost, type BlogPostSource } from '@shared/blog';
import { SITE_NAME } from '@frontend/components/layout';
import { readBlogFiles } from '../content/check-blog';
import { socialCardPng } from './social-card-png';

export const projectRoot = resolve(import.meta.dirname, '../..');

export interface PageMeta {
  title: string;
  description: string;
  /** The page's path, e.g. /blog/pte-guide. */
  path: string;
  /** The social card picture's path, if any. */
  image?: string;
  type: 'article' | 'website';
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * index.html with a page's own title, description and social tags: the title and description
 * replaced where index.html has them, the rest added before </head>. Throws when index.html has
 * lost either, so a changed template cannot quietly give every post the home page's tags.
 */
export function pageShell(indexHtml: string, meta: PageMeta, siteUrl = ''): string {
  const title = `${meta.title} | ${SITE_NAME}`;
  const url = (path: string) => `${siteUrl.replace(/\/$/, '')}${path}`;
  const titlePattern = /<title>[^<]*<\/title>/;
  const descriptionPattern = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
  if (!titlePattern.test(indexHtml) || !descriptionPattern.test(indexHtml)) throw new Error('index.html has no <title> or meta description to replace');
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url(meta.path))}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url(meta.path))}" />`,
    ...(meta.image
      ? [`<meta property="og:image" content="${escapeHtml(url(meta.image))}" />`, '<meta property="og:image:width" content="1200" />', '<meta property="og:image:height" content="630" />', '<meta name="twitter:card" content="summary_large_image" />']
      : ['<meta name="twitter:card" content="summary" />']),
  ];
  return indexHtml
    .replace(titlePattern, () => `<title>${escapeHtml(title)}</title>`)
    .replace(descriptionPattern, () => `<meta name="description" content="${escapeHtml(meta.description)}" />`)
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}

/** The list page's metadata, its count taken from the posts. */
export function listMeta(posts: readonly BlogPostSource[]): PageMeta {
  return {
    title: 'PTE Blog',
    description: `${posts.length} guides to the PTE Academic and PTE Core exam: every item type, the August 2025 changes, scores, study plans and common mistakes.`,
    path: '/blog',
    type: 'website',
  };
}

export function postMeta(post: BlogPostSource): PageMeta {
  return { title: post.title, description: post.description, path: `/blog/${post.slug}`, image: blogCoverPaths(post.image).png, type: 'article' };
}

export interface BlogPagesRun {
  posts: number;
  files: number;
}

/** Writes the blog's shells and covers into a built site. */
export async function writeBlogPages({ siteDir, contentDir = join(projectRoot, 'content'), siteUrl = process.env.SITE_URL ?? '' }: { siteDir: string; contentDir?: string; siteUrl?: string }): Promise<BlogPagesRun> {
  const indexHtml = await readFile(join(siteDir, 'index.html'), 'utf8');
  const posts = (await readBlogFiles(join(contentDir, 'blog'))).map(({ file, text }) => parseBlogPost(text, file)).sort(byNewest);
  await mkdir(join(siteDir, 'blog', 'covers'), { recursive: true });
  await writeFile(join(siteDir, 'blog.html'), pageShell(indexHtml, listMeta(posts), siteUrl));
  let files = 1;
  for (const post of posts) {
    await writeFile(join(siteDir, 'blog', `${post.slug}.html`), pageShell(indexHtml, postMeta(post), siteUrl));
    const cover = join(contentDir, 'blog', 'covers', post.image);
    const { svg, png } = blogCoverPaths(post.image);
    await copyFile(cover, join(siteDir, svg));
    await writeFile(join(siteDir, png), await socialCardPng(await readFile(cover, 'utf8')));
    files += 3;
  }
  return { posts: posts.length, files };
}
