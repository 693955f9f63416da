import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { finalBlogRedirects } from '@shared/blog';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** The headers CloudFront adds in AWS (lib/web-stack.ts), so the app meets them locally too. */
export const securityHeaders: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Old blog paths and where they finally land (spec §2), answered 301 as CloudFront does. */
const movedPaths = new Map(Object.entries(finalBlogRedirects()).map(([from, to]) => [`/blog/${from}`, `/blog/${to}`]));

/**
 * Serves the built SPA from `root` like the CloudFront distribution: files as they are, hashed
 * assets cached for a year, a path without a file extension answered with its prerendered page
 * when the build wrote one (/blog/<slug> → blog/<slug>.html, with the post's meta tags for
 * crawlers), else with index.html (history fallback) so the client router decides, including its
 * not-found page; and the old blog slugs moved for good (301) to their posts.
 */
export function createStaticSite(root: string) {
  return async function serveSite(request: IncomingMessage, response: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const pathname = decodePath(request.url);
    const moved = pathname === undefined ? undefined : movedPaths.get(pathname.replace(/(.)\/$/, '$1'));
    if (moved) {
      const search = new URL(request.url ?? '/', 'http://localhost').search;
      response.writeHead(301, { location: `${moved}${search}` }).end();
      return;
    }
    const file = pathname === undefined ? undefined : await resolveFile(root, pathname);
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const isHashedAsset = file.path.startsWith(join(root, 'assets') + sep);
    response.writeHead(200, {
      'content-type': contentTypes[extname(file.path)] ?? 'application/octet-stream',
      'content-length': file.size,
      'cache-control': isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file.path).pipe(response);
  };
}

function decodePath(url = '/'): string | undefined {
  try {
    return decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return undefined; // malformed %-encoding: nothing to serve
  }
}

async function resolveFile(root: string, pathname: string): Promise<{ path: string; size: number } | undefined> {
  const candidate = normalize(join(root, pathname));
  // A path that climbs out of the site (../) is never served.
  if (candidate !== root && !candidate.startsWith(root + sep)) return undefined;
  const found = await fileAt(candidate);
  if (found) return found;
  if (extname(pathname) !== '') return undefined;
  const prerendered = candidate === root ? undefined : await fileAt(`${candidate.replace(/[/\\]$/, '')}.html`);
  return prerendered ?? fileAt(join(root, 'index.html'));
}

async function fileAt(path: string): Promise<{ path: string; size: number } | undefined> {
  try {
    const info = await stat(path);
    if (info.isFile()) return { path, size: info.size };
    if (info.isDirectory()) return fileAt(join(path, 'index.html'));
  } catch {
    // missing: fall through
  }
  return undefined;
}
