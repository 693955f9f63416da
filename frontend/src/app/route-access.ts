import { matchRoutes } from 'react-router-dom';
import { appRoutes, NOT_FOUND_PATH, resolveRedirects } from '@frontend/app/routes';
import type { AccessGroup } from '@frontend/app/session/access';

const routeIndex = appRoutes.map((route, index) => ({ path: route.path, id: String(index) }));

/** The access group of the route that renders `pathname` (the catch-all is public). */
export function accessOfPath(pathname: string): AccessGroup {
  const matches = matchRoutes(routeIndex, pathname);
  const last = matches?.at(-1);
  return last ? (appRoutes[Number(last.route.id)]?.access ?? 'public') : 'public';
}

// The route table without its fallbacks: a path only they match is a dead link.
const pageIndex = appRoutes.filter((route) => route.path !== '*' && route.path !== NOT_FOUND_PATH).map((route) => ({ path: route.path }));

/**
 * Whether `pathname` renders a real page (after following redirects) rather than the not-found
 * page: content:check and the tests hold every link of the content and the menus to it.
 * Example: rendersPage('/pricing') === true, rendersPage('/no/such/page') === false.
 */
export function rendersPage(pathname: string): boolean {
  return matchRoutes(pageIndex, resolveRedirects(pathname)) !== null;
}
