import { useQuery } from '@tanstack/react-query';
import { api } from '@frontend/api/client';
import { queryClient } from '@frontend/app/data/query-client';

/** Cache keys of the dashboard: the signed-in student's own data, so one per user. */
export const dashboardKeys = {
  overview: (userId: string) => ['users.getOverviewStudentData', userId] as const,
  mockHistory: (userId: string) => ['mocktest.didMockTestOverview', userId] as const,
};

/** The dashboard's overview of the signed-in student (users.getOverviewStudentData). */
export function useFetchOverview(userId: string) {
  return useQuery({ queryKey: dashboardKeys.overview(userId), queryFn: async () => (await api.users.getOverviewStudentData({})).data }, queryClient);
}

/** The student's mock attempts (mocktest.didMockTestOverview), with the free one this browser took as a visitor (`anonymousId`). */
export function useFetchMockHistory(userId: string, anonymousId: string | undefined) {
  return useQuery({ queryKey: dashboardKeys.mockHistory(userId), queryFn: async () => (await api.mocktest.didMockTestOverview({ anonymousId })).data }, queryClient);
}
