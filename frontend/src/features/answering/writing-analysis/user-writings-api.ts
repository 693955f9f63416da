import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@frontend/api/client';
import { queryClient } from '@frontend/app/data/query-client';
import { useCurrentUser } from '@frontend/app/session/use-session';

/** Cache keys of a student's writings: per question and per user, since they are the user's own. */
export const userWritingsKeys = {
  all: ['analysis.fetchUserWritings'] as const,
  ofQuestion: (uid: string) => [...userWritingsKeys.all, uid] as const,
  of: (uid: string, userId: string | undefined) => [...userWritingsKeys.ofQuestion(uid), userId ?? 'visitor'] as const,
};

/**
 * The signed-in student's previous writings for a question, newest first (practice.md §2). A
 * visitor has none and nothing is fetched.
 */
export function useFetchUserWritings(uid: string) {
  const user = useCurrentUser();
  const signedIn = user !== undefined;
  const query = useQuery(
    {
      queryKey: userWritingsKeys.of(uid, user?.id),
      queryFn: async () => {
        const { data } = await api.analysis.fetchUserWritings({ uid });
        return [...data.writings].sort((a, b) => b.createdAt - a.createdAt);
      },
      enabled: signedIn,
    },
    queryClient,
  );
  return { ...query, signedIn };
}

/** Reads back the writing the worker saved for a finished job; the question's list then reloads. */
export function useSaveUserWriting() {
  return useMutation(
    {
      mutationFn: async (input: { uid: string; jobId: string }) => (await api.analysis.saveUserWriting(input)).data,
      // Not awaited: the saved writing shows at once, the list reloads behind it.
      onSuccess: (_saved, { uid }) => void queryClient.invalidateQueries({ queryKey: userWritingsKeys.ofQuestion(uid) }),
    },
    queryClient,
  );
}
