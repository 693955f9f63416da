import { demoMockCredits } from '@shared/accounts';
import { addMockCredits, getEmailOwner } from '@functions/data';
import { hashPassword } from '@functions/platform/passwords';
import { createAccount } from './registration';

export interface DemoAccount {
  email: string;
  password: string;
  firstName: string;
  platformAccess: 'admin' | 'student';
}

/** Creates a verified account for local use when its address is free; an existing one is kept as it is. */
export async function ensureDemoAccount(account: DemoAccount): Promise<'created' | 'kept'> {
  if (await getEmailOwner(account.email)) return 'kept';
  const created = await createAccount({
    email: account.email,
    firstName: account.firstName,
    platformAccess: account.platformAccess,
    passwordHash: await hashPassword(account.password),
    stepsDone: ['did_verify_email'],
  });
  // Only at creation, so that a restart does not add credits again.
  if (created && account.platformAccess === 'student') await addMockCredits(created.userId, demoMockCredits);
  return created ? 'created' : 'kept';
}
