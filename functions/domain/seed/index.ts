import { Settings } from '@functions/domain/settings';

export interface SeedReport {
  appSettings: 'created' | 'kept';
}

/**
 * Writes what a fresh stage needs, idempotently: a second run writes nothing and never
 * overwrites what an admin changed. Run by the local platform at every start and by `npm run seed` in AWS.
 */
export async function seed({ appVersion }: { appVersion: string }): Promise<SeedReport> {
  const created = await Settings.seedDefaults({ APP_VERSION: appVersion });
  return { appSettings: created ? 'created' : 'kept' };
}
