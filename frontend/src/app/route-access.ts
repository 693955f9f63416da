import { matchRoutes } from 'react-router-dom';
import { appRoutes } from '@frontend/app/routes';
import type { AccessGroup } from '@frontend/app/session/access';

const routeIndex = appRoutes.map((route, index) => ({ path: route.path, id: String(index) }));

/** The access group of the route that renders `pathname` (the catch-all is public). */
export function accessOfPath(pathname: string): AccessGroup {
  const matches = matchRoutes(routeIndex, pathname);
  const last = matches?.at(-1);
  return last ? (appRoutes[Number(last.route.id)]?.access ?? 'public') : 'public';
}
