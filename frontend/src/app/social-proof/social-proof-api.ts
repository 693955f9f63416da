import { useQuery } from '@tanstack/react-query';
import { api } from '@frontend/api/client';
import { queryClient } from '@frontend/app/data/query-client';

export const socialProofKeys = { counts: ['users.fetchSocialProof'] as const };

/** The toast's counts and the server's date (users.fetchSocialProof), once per load; a failure only means no toast. */
export function useFetchSocialProof() {
  return useQuery({ queryKey: socialProofKeys.counts, queryFn: async () => (await api.users.fetchSocialProof({})).data, staleTime: Infinity, meta: { ownsError: () => true } }, queryClient);
}
