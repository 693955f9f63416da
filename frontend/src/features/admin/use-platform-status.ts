import { useQuery } from '@tanstack/react-query';
import { api } from '@frontend/api/client';
import { queryClient } from '@frontend/app/data/query-client';

/** Cache key of the status page, which asks three operations at once. */
export const platformStatusKey = ['admin.platformStatus'] as const;

/** settings.health, users.checkAppVersion and settings.getDateNow, together. */
export function useFetchPlatformStatus() {
  return useQuery({ queryKey: platformStatusKey, queryFn: fetchPlatformStatus }, queryClient);
}

async function fetchPlatformStatus() {
  const sentAt = Date.now();
  const [health, version, date] = await Promise.all([api.settings.health({}), api.users.checkAppVersion({}), api.settings.getDateNow({})]);
  const receivedAt = Date.now();
  return {
    status: health.data.status,
    stage: health.data.stage,
    appVersion: version.data.APP_VERSION,
    dateNow: date.data.dateNow,
    // Against the middle of the round trip, so network time does not count as clock drift.
    offsetMs: date.data.dateNow - (sentAt + receivedAt) / 2,
  };
}
