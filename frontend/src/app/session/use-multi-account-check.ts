import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@frontend/api/client';
import { queryClient } from '@frontend/app/data/query-client';
import { multiAccountNotice } from '@frontend/app/session/logout-notice';
import { session } from '@frontend/app/session/session-store';
import { useSession } from '@frontend/app/session/use-session';

/** Cache key of the multi-account check: one per session token, the thing it checks. */
export const multiAccountKey = (token: string | undefined) => ['users.verifyMultiAccount', token] as const;

/**
 * Whether the session of `token` is still the account's current one (users.verifyMultiAccount),
 * asked each time a page that checks it shows. A 401 has logged out through the client already;
 * any other failure leaves the page as it is, without a snackbar.
 */
export function useVerifyMultiAccount(token: string | undefined) {
  return useQuery(
    {
      queryKey: multiAccountKey(token),
      queryFn: token ? async () => (await api.users.verifyMultiAccount({})).data : skipToken,
      meta: { ownsError: () => true },
    },
    queryClient,
  );
}

/**
 * The multi-account check of spec §4, run by practice, question and mock pages: when the account
 * has logged in elsewhere since this session began, it logs out with 'Other session detected!'
 * on the login page (the server answers such a token 401 with that message, which the session
 * store turns into the logout with its notice; a false answer does the same).
 */
export function useMultiAccountCheck(): void {
  const state = useSession();
  const token = state.status === 'signedIn' ? state.token : undefined;
  const { data } = useVerifyMultiAccount(token);
  useEffect(() => {
    const now = session.get();
    if (!token || !data || data.isSameSession || now.status === 'visitor' || now.token !== token) return;
    session.logout({ notice: multiAccountNotice });
  }, [token, data]);
}
