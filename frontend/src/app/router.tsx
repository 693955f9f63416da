import { replace } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { appRoutes } from '@frontend/app/routes';
import type { AppRoute } from '@frontend/app/routes';
import { ACCESS_GROUPS } from '@frontend/app/session/access';
import type { AccessGroup } from '@frontend/app/session/access';
import { AccessGuard } from '@frontend/app/session/access-guard';
import { AppShell, AppShellLoading } from '@frontend/app/shell/app-shell';
import { RouteError } from '@frontend/app/shell/route-error';

/** Read with useMatches() by the shell; the guards are the pathless layout routes below. */
export interface RouteHandle {
  access: AccessGroup;
}

export function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { access: route.access };
  if (route.kind === 'redirect') {
    // A loader redirect runs before anything renders, and replace() keeps the
    // old URL out of the history so Back does not bounce through it again.
    // element: null tells the router that rendering nothing here is intended.
    return { path: route.path, handle, element: null, loader: ({ request }) => replace(`${route.to}${new URL(request.url).search}`) };
  }
  return { path: route.path, handle, lazy: async () => ({ Component: await route.load() }) };
}

/** The whole route tree; app.tsx hands it to createBrowserRouter. */
export const rootRoutes: RouteObject[] = [
  {
    id: 'root',
    Component: AppShell,
    // Shown while the first page's chunk loads, so the top bar paints at once.
    HydrateFallback: AppShellLoading,
    ErrorBoundary: RouteError,
    children: [
      // Pathless so a failing page (a chunk lost to a redeploy, a render
      // error) shows its error inside the shell, with the navigation intact.
      // Each access group is a pathless layout whose guard decides, for all its pages, whether to
      // render, show the session loader or redirect (spec §2 "Access groups").
      {
        ErrorBoundary: RouteError,
        children: ACCESS_GROUPS.map((access) => ({
          id: `access-${access}`,
          element: <AccessGuard access={access} />,
          children: appRoutes.filter((route) => route.access === access).map(toRouteObject),
        })),
      },
    ],
  },
];
