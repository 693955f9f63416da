import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@frontend/api/client';
import { queryClient } from '@frontend/app/data/query-client';
import { session } from '@frontend/app/session/session-store';

/** Cache keys of the rewards page: the signed-in student's own, so one per user. */
export const rewardKeys = {
  status: (userId: string) => ['users.fetchReward', userId] as const,
};

/** The caller's share link, referrals and rewards (users.fetchReward). */
export function useFetchReward(userId: string) {
  return useQuery({ queryKey: rewardKeys.status(userId), queryFn: async () => (await api.users.fetchReward({})).data }, queryClient);
}

/** Claims the rewards left (users.claimReward); the page's figures and the session's user become the server's. */
export function useClaimReward(userId: string) {
  return useMutation(
    {
      mutationFn: async () => (await api.users.claimReward({})).data,
      onSuccess: (status) => {
        session.setUser(status.user);
        queryClient.setQueryData(rewardKeys.status(userId), status);
      },
    },
    queryClient,
  );
}
