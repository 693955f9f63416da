import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { finalBlogRedirects } from '@shared/blog';

/** The slugs of the blog posts the web build prerendered into `siteDir` (scripts/web/blog-pages.ts). */
export function prerenderedBlogSlugs(siteDir: string): string[] {
  const dir = join(siteDir, 'blog');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .map((name) => name.slice(0, -'.html'.length))
    .sort();
}

/**
 * The viewer-request function of the site, as CloudFront Functions JavaScript (ES5): an old blog
 * slug of spec §2 is moved for good (301) to its post; /blog/<slug> of a prerendered post gets
 * blog/<slug>.html, whose meta tags crawlers read; /blog gets blog.html when the build wrote it;
 * any other path without a file extension is a client route and gets index.html (history
 * fallback). Done per request rather than with error responses, which would also rewrite the
 * API's 404s. local/static-site.ts answers the same paths the same way.
 */
export function siteRoutingCode({ blogSlugs, blogList }: { blogSlugs: readonly string[]; blogList: boolean }): string {
  const posts = JSON.stringify(Object.fromEntries(blogSlugs.map((slug) => [slug, 1])));
  const moved = JSON.stringify(finalBlogRedirects());
  return [
    `var posts = ${posts};`,
    `var moved = ${moved};`,
    'var has = function (table, key) { return Object.prototype.hasOwnProperty.call(table, key); };',
    'function handler(event) {',
    '  var request = event.request;',
    '  var blog = request.uri.match(/^\\/blog\\/([a-z0-9-]+)\\/?$/);',
    "  if (blog && has(moved, blog[1])) { return { statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: '/blog/' + moved[blog[1]] } } }; }",
    "  if (blog && has(posts, blog[1])) { request.uri = '/blog/' + blog[1] + '.html'; }",
    `  else if (${blogList} && /^\\/blog\\/?$/.test(request.uri)) { request.uri = '/blog.html'; }`,
    "  else if (!/\\.[a-z0-9]+$/i.test(request.uri)) { request.uri = '/index.html'; }",
    '  return request;',
    '}',
  ].join('\n');
}
