import type { Contract, InputOf } from '@shared/api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@frontend/api/client';
import { queryClient } from '@frontend/app/data/query-client';
import { session } from '@frontend/app/session/session-store';

/** Cache key of the current survey, per student. */
export const surveyKeys = { current: (userId: string) => ['users.fetchSurvey', userId] as const };

/** The survey to answer (200), or why there is none to answer (201: expired, already completed, none). */
export function useFetchSurvey(userId: string) {
  return useQuery({ queryKey: surveyKeys.current(userId), queryFn: () => api.users.fetchSurvey({}) }, queryClient);
}

/** Sends the answers (users.completeSurvey); the user with the reward goes into the session. */
export function useCompleteSurvey() {
  return useMutation(
    {
      mutationFn: (input: InputOf<Contract['users']['completeSurvey']>) => api.users.completeSurvey(input),
      onSuccess: (result) => {
        if (result.status === 200) session.setUser(result.data.user);
      },
    },
    queryClient,
  );
}
