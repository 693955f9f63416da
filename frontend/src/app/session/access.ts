import type { StepsDoneFlag } from '@shared/accounts';
import { createContext } from 'react';

/**
 * The spec's access groups (platform spec §2 "Access groups"):
 * guest = guest-only (a signed-in user is sent on), public = anyone,
 * user = login required, admin = admin only.
 */
export const ACCESS_GROUPS = ['guest', 'public', 'user', 'admin'] as const;
export type AccessGroup = (typeof ACCESS_GROUPS)[number];

/** The access group of the route that renders a path. Only the router knows the routes (app/route-access.ts). */
export type AccessOf = (pathname: string) => AccessGroup;

/**
 * The router's AccessOf, handed to the pages it renders: the routes load the pages lazily, so a
 * page importing the route table would import itself.
 */
export const AccessOfContext = createContext<AccessOf>(() => 'public');

export const LOGIN_PATH = '/login';
export const DASHBOARD_PATH = '/dashboard';
export const SET_PASSWORD_PATH = '/set-password';
/** The query parameter that carries the origin of a guarded page through the login screen. */
export const REDIRECT_PARAM = 'redirect';
/** Spec §9 "Guest login wait 3 seconds": how long a guarded page shows its loader before going to login. */
export const GUEST_LOGIN_WAIT_MS = 3000;

/** Who is looking, as the guards see it; `restoring` while a stored session is being confirmed. */
export type Viewer = 'visitor' | 'restoring' | 'student' | 'admin';

export type AccessDecision = { kind: 'render' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

interface PathLocation {
  pathname: string;
  search: string;
}

/**
 * A redirect target the app may follow: a path on this site only. Anything else (absolute URLs,
 * protocol-relative `//host`, backslash tricks, `javascript:`) gives undefined.
 * Example: safeRedirectPath('/profile?tab=1') === '/profile?tab=1'; safeRedirectPath('//evil.test') === undefined.
 */
export function safeRedirectPath(raw: string | null | undefined): string | undefined {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f]/.test(raw)) return undefined;
  const base = 'https://app.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a user goes after logging in (spec §2 "Navigation after events"): set-password while the
 * account still needs a password, else the redirect given at login when it is a safe page that is
 * not itself guest-only, else the dashboard.
 */
export function postLoginPath(stepsDone: readonly StepsDoneFlag[], redirect: string | null | undefined, accessOf: AccessOf): string {
  if (stepsDone.includes('should_set_password')) return SET_PASSWORD_PATH;
  const safe = safeRedirectPath(redirect);
  if (safe && accessOf(new URL(safe, 'https://app.invalid').pathname) !== 'guest') return safe;
  return DASHBOARD_PATH;
}

/** `/login?redirect=<origin path and query>`, so that logging in comes back to the page. */
export function loginPathFor(origin: PathLocation): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: `${origin.pathname}${origin.search}` })}`;
}

interface DecideAccessInput {
  access: AccessGroup;
  viewer: Viewer;
  location: PathLocation;
  /** The user's stepsDone, when signed in. */
  stepsDone?: readonly StepsDoneFlag[];
  /** Whether the guest login wait has run out. */
  waitedOut: boolean;
  accessOf: AccessOf;
}

/**
 * The guard of every route (spec §2 "Access groups"):
 * - guest-only: a signed-in user goes on to where logging in would take them (dashboard,
 *   set-password or the redirect); if that page is admin-only and the user is not an admin, the
 *   login screen stays so that they can sign in with another account;
 * - public: always shown;
 * - login required: a visitor goes to login carrying the origin; while a stored session is being
 *   confirmed a loader shows, for at most the guest wait;
 * - admin only: anyone else goes to login.
 */
export function decideAccess({ access, viewer, location, stepsDone = [], waitedOut, accessOf }: DecideAccessInput): AccessDecision {
  if (access === 'public') return { kind: 'render' };
  if (viewer === 'restoring') {
    if (!waitedOut) return { kind: 'wait' };
    return access === 'guest' ? { kind: 'render' } : { kind: 'redirect', to: loginPathFor(location) };
  }
  switch (access) {
    case 'guest': {
      if (viewer === 'visitor') return { kind: 'render' };
      const target = postLoginPath(stepsDone, new URLSearchParams(location.search).get(REDIRECT_PARAM), accessOf);
      const targetAccess = accessOf(new URL(target, 'https://app.invalid').pathname);
      if (targetAccess === 'admin' && viewer !== 'admin') return { kind: 'render' };
      return { kind: 'redirect', to: target };
    }
    case 'user':
      return viewer === 'visitor' ? { kind: 'redirect', to: loginPathFor(location) } : { kind: 'render' };
    case 'admin':
      return viewer === 'admin' ? { kind: 'render' } : { kind: 'redirect', to: loginPathFor(location) };
  }
}
