import type { ComponentType } from 'react';

/**
 * The spec's access groups (platform spec §2 "Access groups"):
 * guest = guest-only (a signed-in user is sent on), public = anyone,
 * user = login required, admin = admin only.
 */
export const ACCESS_GROUPS = ['guest', 'public', 'user', 'admin'] as const;
export type AccessGroup = (typeof ACCESS_GROUPS)[number];

/** A screen, loaded on demand so each page is its own chunk. */
export interface PageRoute {
  kind: 'page';
  path: string;
  access: AccessGroup;
  load: () => Promise<ComponentType>;
}

/** A permanent alias: the router replaces the URL with `to`, keeping the query string. */
export interface RedirectRoute {
  kind: 'redirect';
  path: string;
  access: AccessGroup;
  to: string;
}

export type AppRoute = PageRoute | RedirectRoute;

/**
 * Old blog slugs and where they now live (spec §2 "Redirects of old blog slugs").
 * how-to-pass-the-pte-test goes to pte-tips, which itself goes on to
 * pte-exam-tips: the spec describes two hops, so both are kept as written.
 */
export const BLOG_SLUG_REDIRECTS: Readonly<Record<string, string>> = {
  'difference-between-ielts-and-pte': 'ielts-to-pte',
  'how-to-pass-the-pte-test': 'pte-tips',
  'pte-tips': 'pte-exam-tips',
  reading: 'reading-format',
  listening: 'listening-format',
  speaking: 'speaking-format',
  writing: 'writing-format',
  'pte-vocabulary-guide': 'pte-vocabulary',
  'linking-words-part-1': 'pte-linking-words',
  'linking-words-part-2': 'pte-linking-words',
  'what-is-pte': 'pte-guide',
};

export const NOT_FOUND_PATH = '/not-found';

const page = (path: string, access: AccessGroup, load: PageRoute['load']): PageRoute => ({ kind: 'page', path, access, load });
const redirectTo = (path: string, access: AccessGroup, to: string): RedirectRoute => ({ kind: 'redirect', path, access, to });

// Access groups are declared here but not yet enforced: the guards for
// 'guest', 'user' and 'admin' need a signed-in user and arrive with accounts.
export const appRoutes: readonly AppRoute[] = [
  page('/', 'guest', () => import('@frontend/features/home/home-page').then((m) => m.HomePage)),
  redirectTo('/home', 'guest', '/'),
  ...Object.entries(BLOG_SLUG_REDIRECTS).map(([from, to]) => redirectTo(`/blog/${from}`, 'public', `/blog/${to}`)),
  page(NOT_FOUND_PATH, 'public', () => import('@frontend/features/not-found/not-found-page').then((m) => m.NotFoundPage)),
  // The spec's catch-all fallback page; it must stay last for readers, although
  // the router ranks routes by specificity, not by order.
  page('*', 'public', () => import('@frontend/features/not-found/not-found-page').then((m) => m.NotFoundPage)),
];

/**
 * Follows redirects from `path` to the path that finally renders.
 * Example: resolveRedirects('/blog/how-to-pass-the-pte-test') === '/blog/pte-exam-tips'.
 * Throws on a cycle, which would otherwise loop the browser.
 */
export function resolveRedirects(path: string, routes: readonly AppRoute[] = appRoutes): string {
  const seen = new Set<string>();
  let current = path;
  for (;;) {
    const hop = routes.find((route) => route.kind === 'redirect' && route.path === current);
    if (hop?.kind !== 'redirect') return current;
    if (seen.has(current)) throw new Error(`Redirect cycle through ${current}`);
    seen.add(current);
    current = hop.to;
  }
}
