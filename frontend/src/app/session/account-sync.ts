import { api } from '@frontend/api/client';
import { isPaidUser } from '@frontend/app/session/paid-user';
import { session } from '@frontend/app/session/session-store';

/** Session storage (this tab) of the account already synced, so the sync runs once per session. */
export const ACCOUNT_SYNC_KEY = 'pte.accountSynced';

function readSynced(): string | null {
  try {
    return window.sessionStorage.getItem(ACCOUNT_SYNC_KEY);
  } catch {
    return null;
  }
}

function writeSynced(userId: string | undefined): void {
  try {
    if (userId === undefined) window.sessionStorage.removeItem(ACCOUNT_SYNC_KEY);
    else window.sessionStorage.setItem(ACCOUNT_SYNC_KEY, userId);
  } catch {
    // Blocked storage: the sync may run again on the next load, which the server makes harmless.
  }
}

/**
 * The account sync of spec §4, once per session for the signed-in user: nothing for a paid user
 * (paidExpiryTime later than the server date); users.syncMobile for a user with a mobile
 * subscription id when the server date is known; users.resetCredits (the monthly free allowance)
 * for every other user. The session's user becomes the server's copy. Plain calls rather than
 * query hooks: it runs from the session at start, before any page, and must not bring the query
 * library into the first load.
 */
export async function syncAccount(): Promise<void> {
  const state = session.get();
  if (state.status !== 'signedIn' || readSynced() === state.user.id) return;
  const { user, token } = state;
  // Claimed before the calls, so a second trigger meanwhile (a login right after start) does nothing.
  writeSynced(user.id);
  let serverNow: number | undefined;
  try {
    serverNow = (await api.settings.getDateNow({})).data.dateNow;
  } catch {
    // Unknown server date: the mobile sync needs it, the credit reset does not.
  }
  if (isPaidUser(user, serverNow ?? Date.now())) return;
  try {
    const { data } = user.adaptyId && serverNow !== undefined ? await api.users.syncMobile({}) : await api.users.resetCredits({});
    const now = session.get();
    if (now.status === 'signedIn' && now.token === token) session.setUser(data.user);
  } catch {
    // Tried again at the next start; a 401 has logged out already.
    writeSynced(undefined);
  }
}
