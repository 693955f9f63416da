import type { Contract, InputOf } from '@shared/api';
import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@frontend/api/client';
import { queryClient } from '@frontend/app/data/query-client';
import { session } from '@frontend/app/session/session-store';

/**
 * Logs a student in (users.loginStudent): a 200 starts the session with its token and user; a 201
 * (e-mail not verified, a fresh link mailed) is answered for the form to show.
 */
export function useLoginStudent() {
  return useMutation(
    {
      mutationFn: (input: InputOf<Contract['users']['loginStudent']>) => api.users.loginStudent(input),
      onSuccess: (result) => {
        if (result.status === 200) session.signIn(result.data);
      },
    },
    queryClient,
  );
}

/** Creates an account (users.registerUser), then asks the server's date, as registration does (spec §4); the form logs in next. */
export function useRegisterUser() {
  return useMutation(
    {
      mutationFn: async (input: InputOf<Contract['users']['registerUser']>) => {
        await api.users.registerUser(input);
        await api.settings.getDateNow({});
      },
    },
    queryClient,
  );
}

/** Mails a password reset link (email.forgotPassword). */
export function useForgotPassword() {
  return useMutation({ mutationFn: async (input: InputOf<Contract['email']['forgotPassword']>) => (await api.email.forgotPassword(input)).data }, queryClient);
}

/** A new password from a reset link (users.resetPassword): 200 saved, 201 the link has expired. */
export function useResetPassword() {
  return useMutation({ mutationFn: (input: InputOf<Contract['users']['resetPassword']>) => api.users.resetPassword(input) }, queryClient);
}

/** The first password of an invited account (users.setNewPassword): 200 saved, 201 the link has expired. */
export function useSetNewPassword() {
  return useMutation({ mutationFn: (input: InputOf<Contract['users']['setNewPassword']>) => api.users.setNewPassword(input) }, queryClient);
}

/** Cache key of an e-mail verification: one per token. */
export const verifyEmailKey = (token: string) => ['users.verifyTokenEmail', token] as const;

/**
 * Confirms an e-mail address from its link (users.verifyTokenEmail): 200 verified, 201 expired. A
 * token works once, so it is sent once per page load however often the page renders or mounts
 * (StrictMode, a visit back): the answer, or the failure, stays in the cache and is never asked
 * again, which would report the second answer ("expired") instead of the first. Its failures are
 * the page's to show.
 */
export function useVerifyTokenEmail(token: string) {
  return useQuery(
    {
      queryKey: verifyEmailKey(token),
      queryFn: token ? () => api.users.verifyTokenEmail({ token }) : skipToken,
      staleTime: Infinity,
      gcTime: Infinity,
      retryOnMount: false,
      meta: { ownsError: () => true },
    },
    queryClient,
  );
}
