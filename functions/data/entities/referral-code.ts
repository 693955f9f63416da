import { Entity } from 'electrodb';
import { unlessRefused } from '../conditional';
import { tableKeys } from '../keys';
import { tableConfig } from '../table';

/**
 * Which student a referralId (spec §3 User.referralId) belongs to, for the share link. Written
 * before the id is set on the user, with a condition, so that no two students share one id.
 */
export const ReferralCode = new Entity(
  {
    model: { entity: 'referralCode', version: '1', service: 'pte' },
    attributes: {
      referralId: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true, readOnly: true },
      createdAt: { type: 'number', default: () => Date.now(), readOnly: true },
      updatedAt: { type: 'number', watch: '*', set: () => Date.now(), readOnly: true },
    },
    indexes: {
      byReferralId: {
        pk: { field: tableKeys.partitionKey, composite: ['referralId'] },
        sk: { field: tableKeys.sortKey, composite: [] },
      },
    },
  },
  tableConfig,
);

// The student a referralId belongs to
export async function getReferralCodeOwner(referralId: string): Promise<string | undefined> {
  const { data } = await ReferralCode.get({ referralId }).go();
  return data?.userId;
}

// Claims a referralId for a student (guard: unclaimed); false when another student has it
export async function claimReferralCode(referralId: string, userId: string): Promise<boolean> {
  return (await unlessRefused(ReferralCode.create({ referralId, userId }).go())) !== undefined;
}

// Releases a student's referralId (account deletion; guard: it is still theirs); false when it was not
export async function releaseReferralCode(referralId: string, userId: string): Promise<boolean> {
  return (await unlessRefused(ReferralCode.delete({ referralId }).where((attributes, { eq }) => eq(attributes.userId, userId)).go())) !== undefined;
}
