/**
 * The landing pages' shells for crawlers, written into the built site beside the blog's
 * (scripts/web/blog-pages.ts, whose pageShell they share): for each page of content/landing but
 * the resources, <path>.html (academic.html, academic/<slug>.html, <slug>-tips.html) carrying its
 * seoTitle, description and social tags, and its cover under landing/covers/ as SVG (the page
 * shows it) and PNG (social cards), drawn from its front matter. The static site and CloudFront
 * answer the page's path with that file (lib/site-routing.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { landingCoverPaths, landingPath, type LandingPageSource } from '@shared/landing';
import { readLanding } from '@functions/domain/landing/read-landing';
import { renderBlogCover } from '../content/blog-covers';
import { pageShell, type PageMeta } from './blog-pages';
import { socialCardPng } from './social-card-png';

export function landingMeta(page: LandingPageSource): PageMeta {
  return { title: page.seoTitle, description: page.description, path: landingPath(page), image: landingCoverPaths(page.slug).png, type: 'article' };
}

/** The file a page's shell is written to: its path plus .html, e.g. /academic/scoring → academic/scoring.html. */
export const shellFileOf = (path: string) => `${path.slice(1)}.html`;

/** Writes the landing pages' shells and covers into a built site; returns how many pages. */
export async function writeLandingPages({ siteDir, contentDir, indexHtml, siteUrl }: { siteDir: string; contentDir: string; indexHtml: string; siteUrl: string }): Promise<number> {
  const pages = (await readLanding(contentDir)).filter((page) => page.kind !== 'resource');
  await mkdir(join(siteDir, 'landing', 'covers'), { recursive: true });
  for (const page of pages) {
    const meta = landingMeta(page);
    const file = join(siteDir, shellFileOf(meta.path));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, pageShell(indexHtml, meta, siteUrl));
    const svg = renderBlogCover(page, page.kind === 'tips' ? 'Tips' : 'PTE Academic');
    const { svg: svgPath, png: pngPath } = landingCoverPaths(page.slug);
    await writeFile(join(siteDir, svgPath), svg);
    await writeFile(join(siteDir, pngPath), await socialCardPng(svg));
  }
  return pages.length;
}
