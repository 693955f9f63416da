import { Accounts } from '@functions/domain/accounts';
import { Settings } from '@functions/domain/settings';

export interface SeedReport {
  appSettings: 'created' | 'kept';
  demoAccounts: { email: string; result: 'created' | 'kept' }[];
}

/**
 * Writes what a fresh stage needs, idempotently: a second run writes nothing and never
 * overwrites what an admin changed. Run by the local platform at every start and by `npm run seed`
 * in AWS; demo accounts are passed only by the local platform.
 */
export async function seed({ appVersion, demoAccounts = [] }: { appVersion: string; demoAccounts?: Accounts.DemoAccount[] }): Promise<SeedReport> {
  const created = await Settings.seedDefaults({ APP_VERSION: appVersion });
  const accounts = [];
  for (const account of demoAccounts) accounts.push({ email: account.email, result: await Accounts.ensureDemoAccount(account) });
  return { appSettings: created ? 'created' : 'kept', demoAccounts: accounts };
}
