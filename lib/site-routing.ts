import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { finalBlogRedirects } from '@shared/blog';

/**
 * The paths of the pages the web build prerendered into `siteDir` (scripts/web/site-pages.ts):
 * every .html file but index.html, named by its path, e.g. blog/pte-guide.html → /blog/pte-guide,
 * academic.html → /academic.
 */
export function prerenderedPaths(siteDir: string): string[] {
  if (!existsSync(siteDir)) return [];
  return readdirSync(siteDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => `/${relative(siteDir, join(entry.parentPath, entry.name)).split('\\').join('/').slice(0, -'.html'.length)}`)
    .filter((path) => path !== '/index')
    .sort();
}

/**
 * The viewer-request function of the site, as CloudFront Functions JavaScript (ES5): an old blog
 * slug of spec §2 is moved for good (301) to its post; a path the build prerendered (a blog post,
 * the blog list, a landing page, a public page with its card) gets its <path>.html, whose meta tags
 * crawlers read; any other path without a file extension is a client route and gets index.html
 * (history fallback). Done per request rather than with error responses, which would also rewrite
 * the API's 404s. local/static-site.ts answers the same paths the same way.
 */
export function siteRoutingCode({ pages }: { pages: readonly string[] }): string {
  const shells = JSON.stringify(Object.fromEntries(pages.map((path) => [path, 1])));
  const moved = JSON.stringify(finalBlogRedirects());
  return [
    `var pages = ${shells};`,
    `var moved = ${moved};`,
    'var has = function (table, key) { return Object.prototype.hasOwnProperty.call(table, key); };',
    'function handler(event) {',
    '  var request = event.request;',
    "  var path = request.uri.length > 1 ? request.uri.replace(/\\/+$/, '') : request.uri;",
    '  var blog = path.match(/^\\/blog\\/([a-z0-9-]+)$/);',
    "  if (blog && has(moved, blog[1])) { return { statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: '/blog/' + moved[blog[1]] } } }; }",
    "  if (has(pages, path)) { request.uri = path + '.html'; }",
    "  else if (!/\\.[a-z0-9]+$/i.test(request.uri)) { request.uri = '/index.html'; }",
    '  return request;',
    '}',
  ].join('\n');
}
