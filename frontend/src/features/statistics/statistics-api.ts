import { useQuery } from '@tanstack/react-query';
import { api } from '@frontend/api/client';
import { queryClient } from '@frontend/app/data/query-client';

/** The browser's time zone, so days and weeks are the student's own; UTC where the browser does not say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** Cache keys of the statistics: the signed-in student's own, so one per user and time zone. */
export const statisticsKeys = {
  statistics: (userId: string, timeZone: string) => ['users.getStudentStatistics', userId, timeZone] as const,
};

/**
 * The statistics of the signed-in student (users.getStudentStatistics). Read afresh each time the
 * page opens (the cache's default), so answers given since show.
 */
export function useFetchStatistics(userId: string, timeZone = browserTimeZone()) {
  return useQuery({ queryKey: statisticsKeys.statistics(userId, timeZone), queryFn: async () => (await api.users.getStudentStatistics({ timeZone })).data }, queryClient);
}
