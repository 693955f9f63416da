import { Accounts } from '@functions/domain/accounts';
import { Content } from '@functions/domain/content';
import { Settings } from '@functions/domain/settings';

export interface SeedReport {
  appSettings: 'created' | 'kept';
  demoAccounts: { email: string; result: 'created' | 'kept' }[];
  bank: Content.SyncReport;
}

/**
 * Writes what a stage needs, idempotently: a second run writes nothing and never overwrites what
 * an admin changed; the question bank is brought in line with content/. Run by the local platform
 * at every start and by `npm run seed` for a deployed stage; demo accounts only locally.
 */
export async function seed(input: { appVersion: string; contentDir: string; demoAccounts?: Accounts.DemoAccount[] }): Promise<SeedReport> {
  const created = await Settings.seedDefaults({ APP_VERSION: input.appVersion });
  const demoAccounts = [];
  for (const account of input.demoAccounts ?? []) demoAccounts.push({ email: account.email, result: await Accounts.ensureDemoAccount(account) });
  const { questions, media } = await Content.readBank(input.contentDir);
  return { appSettings: created ? 'created' : 'kept', demoAccounts, bank: await Content.syncBank(questions, media) };
}
