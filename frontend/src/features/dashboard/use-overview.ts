import { api } from '@frontend/api/client';
import { useApiQuery } from '@frontend/app/data/use-api-query';

/** Cache key of the signed-in student's overview. */
export const overviewKey = (userId: string) => `users.getOverviewStudentData:${userId}`;

/** The dashboard's overview of the signed-in student (users.getOverviewStudentData). */
export function useFetchOverview(userId: string) {
  return useApiQuery(overviewKey(userId), async () => (await api.users.getOverviewStudentData({})).data);
}
