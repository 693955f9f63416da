import { UserSchema } from '@shared/api';
import type { User } from '@shared/api';
import { api, configureClient } from '@frontend/api/client';
import { LOGIN_PATH } from '@frontend/app/session/access';
import { isTokenExpired } from '@frontend/app/session/jwt';
import { logoutNoticeOf, logoutNoticeState } from '@frontend/app/session/logout-notice';
import type { LogoutNotice } from '@frontend/app/session/logout-notice';

/** Browser storage of the session (spec §4: token and user kept, cleared at logout). */
export const SESSION_STORAGE_KEYS = { token: 'pte.token', user: 'pte.user', sessionToken: 'pte.sessionToken' } as const;

export type SessionState =
  /**
   * `exitTo`: a logout is on its way to this page; the guards follow it rather than redirect
   * elsewhere, carrying its `exitNotice` (why it happened) to the page.
   */
  | { status: 'visitor'; exitTo?: string; exitNotice?: LogoutNotice }
  /** A token is stored but the user is not known yet: retrieveUser is on its way. */
  | { status: 'restoring'; token: string }
  | { status: 'signedIn'; token: string; user: User };

interface LogoutOptions {
  /** Where to go afterwards (spec §4: login by default); null stays on the page. */
  navigateTo?: string | null;
  /** Why, shown by the page it goes to (the login page shows it). */
  notice?: LogoutNotice;
}

/** Navigates inside the app to `to`, with `state` as the new history entry's state. */
type Navigate = (to: string, state?: unknown) => void | Promise<void>;

let state: SessionState = { status: 'visitor' };
const listeners = new Set<() => void>();
let navigate: Navigate = (to) => window.location.assign(to);
let onUserConfirmed: () => void = () => undefined;

function publish(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function write(key: string, value: string | undefined) {
  try {
    if (value === undefined) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // Storage full or blocked: the session lasts for this page only.
  }
}

function readStoredUser(): User | undefined {
  const raw = storage()?.getItem(SESSION_STORAGE_KEYS.user);
  if (!raw) return undefined;
  try {
    const parsed = UserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The session as stored, with an expired or malformed token dropped (spec §4: checked at start). */
function readStoredSession(): SessionState {
  const token = storage()?.getItem(SESSION_STORAGE_KEYS.token);
  if (!token) return { status: 'visitor' };
  if (isTokenExpired(token, Date.now())) {
    clearStorage();
    return { status: 'visitor' };
  }
  const user = readStoredUser();
  return user ? { status: 'signedIn', token, user } : { status: 'restoring', token };
}

function clearStorage() {
  for (const key of Object.values(SESSION_STORAGE_KEYS)) write(key, undefined);
}

export const session = {
  get(): SessionState {
    return state;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /**
   * Runs once at start: connects the API client to the session, drops an expired token, and
   * refreshes the stored user from the server (a 401 there logs out through the client).
   */
  start(options: {
    navigate: Navigate;
    /** Called once the server has confirmed the stored user at start, and after each login (the account sync). */
    onUserConfirmed?: () => void;
  }): void {
    navigate = options.navigate;
    onUserConfirmed = options.onUserConfirmed ?? onUserConfirmed;
    configureClient({
      accessToken: () => (state.status === 'visitor' ? undefined : state.token),
      onUnauthorized: (message) => {
        if (state.status === 'visitor') return;
        // A session replaced by a login elsewhere, or an account an admin blocked: the login page
        // says so, rather than the user being logged out without a word.
        session.logout({ notice: logoutNoticeOf(message) });
      },
    });
    const stored = readStoredSession();
    publish(stored);
    void session.refreshUser().then(() => {
      if (state.status !== 'signedIn') return;
      onUserConfirmed();
      // The stored session, not one a login started meanwhile (its token is new).
      if (stored.status !== 'visitor' && state.token === stored.token) void session.renewLatestSession();
    });
    // Another tab logging in or out changes this one too.
    window.addEventListener('storage', (event) => {
      if (event.key === null || event.key === SESSION_STORAGE_KEYS.token || event.key === SESSION_STORAGE_KEYS.user) publish(readStoredSession());
    });
  },

  /** After loginStudent answered 200. */
  signIn({ token, user, sessionToken }: { token: string; user: User; sessionToken?: string }): void {
    write(SESSION_STORAGE_KEYS.token, token);
    write(SESSION_STORAGE_KEYS.user, JSON.stringify(user));
    write(SESSION_STORAGE_KEYS.sessionToken, sessionToken);
    publish({ status: 'signedIn', token, user });
    onUserConfirmed();
  },

  /** Goes on with the new token of this session (after a password change, which ends every other session). */
  renewToken({ token, sessionToken }: { token: string; sessionToken: string }): void {
    if (state.status !== 'signedIn') return;
    write(SESSION_STORAGE_KEYS.token, token);
    write(SESSION_STORAGE_KEYS.sessionToken, sessionToken);
    publish({ ...state, token });
  },

  /**
   * A stored session confirmed at start goes on with a new token (users/updateLatestSession), so a
   * student who keeps coming back is not logged out when the token of their last login runs out.
   */
  async renewLatestSession(): Promise<void> {
    if (state.status !== 'signedIn') return;
    const token = state.token;
    try {
      const { data } = await api.users.updateLatestSession({});
      // Unless the user logged out or in meanwhile.
      const now = session.get();
      if (now.status === 'signedIn' && now.token === token) session.renewToken(data);
    } catch {
      // A 401 has logged out already; any other failure leaves the token to serve until it runs out.
    }
  },

  /** Replaces the user with the server's latest copy (every users.* call that returns one). */
  setUser(user: User): void {
    if (state.status === 'visitor') return;
    write(SESSION_STORAGE_KEYS.user, JSON.stringify(user));
    publish({ status: 'signedIn', token: state.token, user });
  },

  /**
   * Fetches the user again; a stored session that cannot be confirmed ends. A direct call, not a
   * query: it runs at start before React renders (and from non-React code), and the user it reads
   * is the session's, kept here for the API client and the guards rather than in the query cache.
   */
  async refreshUser(): Promise<void> {
    if (state.status === 'visitor') return;
    const token = state.token;
    // Re-read after the call: the user may have logged out or in meanwhile.
    const sameSession = () => {
      const now = session.get();
      return now.status !== 'visitor' && now.token === token ? now : undefined;
    };
    try {
      const { data } = await api.users.retrieveUser({});
      if (sameSession()) session.setUser(data.user);
    } catch {
      // A 401 has logged out already; any other failure leaves a known user as it was, but a
      // session still restoring cannot become usable, so it ends without moving the page.
      if (sameSession()?.status === 'restoring') session.logout({ navigateTo: null });
    }
  },

  /** Spec §4: clears the stored token, the user and the auth header, then navigates (login by default). */
  logout({ navigateTo = LOGIN_PATH, notice }: LogoutOptions = {}): void {
    clearStorage();
    if (navigateTo === null) return publish({ status: 'visitor' });
    // exitTo stays until the page is reached (arrived): a guard still on the protected page in
    // between must follow it, not send the user to login with that page as a redirect they never
    // asked for.
    publish({ status: 'visitor', exitTo: navigateTo, ...(notice ? { exitNotice: notice } : {}) });
    void navigate(navigateTo, logoutNoticeState(notice));
  },

  /** The router reached `pathname`: a logout on its way there is over. */
  arrived(pathname: string): void {
    if (state.status === 'visitor' && state.exitTo !== undefined && new URL(state.exitTo, 'https://app.invalid').pathname === pathname) publish({ status: 'visitor' });
  },
};
