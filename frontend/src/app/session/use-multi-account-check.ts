import { useEffect } from 'react';
import { api } from '@frontend/api/client';
import { session } from '@frontend/app/session/session-store';
import { useSession } from '@frontend/app/session/use-session';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';

/**
 * The multi-account check of spec §4, run by practice, question and mock pages: when the account
 * has logged in elsewhere since this session began, it logs out with 'Other session detected!'
 * (the server answers such a token 401 with that message, which the session store turns into the
 * snackbar and the logout; a false answer does the same).
 */
export function useMultiAccountCheck(): void {
  const state = useSession();
  const token = state.status === 'signedIn' ? state.token : undefined;
  useEffect(() => {
    if (!token) return;
    let current = true;
    api.users
      .verifyMultiAccount({})
      .then(({ data }) => {
        const now = session.get();
        if (!current || data.isSameSession || now.status === 'visitor' || now.token !== token) return;
        snackbar.show('multiAccount');
        session.logout();
      })
      // A 401 has logged out through the client already; any other failure leaves the page as it is.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [token]);
}
