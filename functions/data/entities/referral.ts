import { Entity, type EntityItem } from 'electrodb';
import { unlessRefused } from '../conditional';
import { tableKeys } from '../keys';
import { tableConfig } from '../table';

/**
 * A referral (spec §1 referral programme): the account `referredUserId` signed up from the share
 * link (or an invitation) of `referrerId`. Keyed by the referred account, so each account is
 * recorded once whatever retries or parallel requests do; listed by referrer for the rewards.
 */
export const Referral = new Entity(
  {
    model: { entity: 'referral', version: '1', service: 'pte' },
    attributes: {
      referredUserId: { type: 'string', required: true, readOnly: true },
      referrerId: { type: 'string', required: true, readOnly: true },
      createdAt: { type: 'number', default: () => Date.now(), readOnly: true },
      updatedAt: { type: 'number', watch: '*', set: () => Date.now(), readOnly: true },
    },
    indexes: {
      byReferred: {
        pk: { field: tableKeys.partitionKey, composite: ['referredUserId'] },
        sk: { field: tableKeys.sortKey, composite: [] },
      },
      byReferrer: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['referrerId'] },
        sk: { field: 'gsi1sk', composite: ['createdAt', 'referredUserId'] },
      },
    },
  },
  tableConfig,
);

export type ReferralItem = EntityItem<typeof Referral>;

// Records a referral once (guard: the referred account has none yet); false when it was recorded before
export async function createReferral(referral: { referredUserId: string; referrerId: string }): Promise<boolean> {
  return (await unlessRefused(Referral.create(referral).go())) !== undefined;
}

// How many referrals one referrer has
export async function countReferralsOf(referrerId: string): Promise<number> {
  const { data } = await Referral.query.byReferrer({ referrerId }).go({ pages: 'all', attributes: ['referredUserId'] });
  return data.length;
}

// A deleted account's own referral stays counted for its referrer under the account's anonymised
// id (written before the old key is deleted); the referrals it made are deleted. How many items there were
export async function forgetReferralsOf(userId: string, anonymisedId: string): Promise<number> {
  const { data: referred } = await Referral.get({ referredUserId: userId }).go({ consistent: true });
  if (referred) {
    await Referral.put({ referredUserId: anonymisedId, referrerId: referred.referrerId, createdAt: referred.createdAt }).go();
    await Referral.delete({ referredUserId: userId }).go();
  }
  const { data: made } = await Referral.query.byReferrer({ referrerId: userId }).go({ pages: 'all', attributes: ['referredUserId'] });
  if (made.length > 0) await Referral.delete(made.map(({ referredUserId }) => ({ referredUserId }))).go();
  return (referred ? 1 : 0) + made.length;
}
