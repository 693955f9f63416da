import { api } from '@frontend/api/client';
import { useApiQuery } from '@frontend/app/data/use-api-query';

export const platformStatusKey = 'admin.platformStatus';

/** settings.health, users.checkAppVersion and settings.getDateNow, together. */
export function useFetchPlatformStatus() {
  return useApiQuery(platformStatusKey, async () => {
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
  });
}
