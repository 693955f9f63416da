import { Entity } from 'electrodb';
import { tableKeys, ttlAttribute } from '../keys';
import { tableConfig } from '../table';

/** Recent failed logins of one e-mail address, for login throttling (shared/accounts loginThrottle). */
export const LoginFailures = new Entity(
  {
    model: { entity: 'loginFailures', version: '1', service: 'pte' },
    attributes: {
      email: { type: 'string', required: true, readOnly: true },
      /** Times of the latest failures, in milliseconds. */
      failedAt: { type: 'list', items: { type: 'number' }, required: true },
      [ttlAttribute]: { type: 'number' },
      updatedAt: { type: 'number', watch: '*', set: () => Date.now(), readOnly: true },
    },
    indexes: {
      byEmail: {
        pk: { field: tableKeys.partitionKey, composite: ['email'] },
        sk: { field: tableKeys.sortKey, composite: [] },
      },
    },
  },
  tableConfig,
);

// The latest failure times of an address
export async function getLoginFailures(email: string): Promise<number[]> {
  const { data } = await LoginFailures.get({ email }).go({ consistent: true });
  return data?.failedAt ?? [];
}

// Records a failure, keeping the latest `keep` (a lost race loses one record at worst, never a lockout)
export async function recordLoginFailure(email: string, now: number, keep: number, windowMs: number): Promise<void> {
  const failedAt = [...(await getLoginFailures(email)), now].slice(-keep);
  await LoginFailures.put({ email, failedAt, [ttlAttribute]: Math.ceil((now + windowMs) / 1000) }).go();
}

// Forgets the failures of an address (after a successful login)
export async function clearLoginFailures(email: string): Promise<void> {
  await LoginFailures.delete({ email }).go();
}
