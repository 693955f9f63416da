/**
 * `npm run build:web`'s second step: every prerendered page of the built site, one mechanism for
 * crawlers and link previews: the blog's (blog-pages.ts), the landing pages' (landing-pages.ts)
 * and the public pages' (public-pages.ts), each <path>.html with its meta tags, and their covers.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectRoot, writeBlogPages, type BlogPagesRun } from './blog-pages';
import { writeLandingPages } from './landing-pages';
import { writePublicPages } from './public-pages';

export async function writeSitePages({ siteDir, contentDir = join(projectRoot, 'content'), siteUrl = process.env.SITE_URL ?? '' }: { siteDir: string; contentDir?: string; siteUrl?: string }): Promise<BlogPagesRun & { landing: number; public: number }> {
  const blog = await writeBlogPages({ siteDir, contentDir, siteUrl });
  const indexHtml = await readFile(join(siteDir, 'index.html'), 'utf8');
  const landing = await writeLandingPages({ siteDir, contentDir, indexHtml, siteUrl });
  return { ...blog, landing, public: await writePublicPages({ siteDir, indexHtml, siteUrl }) };
}

// Run only as a script (npm run build:web), so tests can import the functions.
if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const run = await writeSitePages({ siteDir: join(projectRoot, 'dist/web') });
  console.log(`site pages: ${run.posts} posts (${run.files} files), ${run.landing} landing pages, ${run.public} public pages in ${Math.round(performance.now() - started)} ms`);
}
