import { Entity } from 'electrodb';
import { unlessRefused } from '../conditional';
import { tableKeys } from '../keys';
import { tableConfig } from '../table';

/**
 * Which user owns an e-mail address. Written before the user, with a condition, so that two
 * registrations of one address cannot both succeed without a transaction (DESIGN.md §5).
 */
export const EmailOwner = new Entity(
  {
    model: { entity: 'emailOwner', version: '1', service: 'pte' },
    attributes: {
      email: { type: 'string', required: true, readOnly: true },
      userId: { type: 'string', required: true },
      createdAt: { type: 'number', default: () => Date.now(), readOnly: true },
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

// The id of the user owning an address
export async function getEmailOwner(email: string): Promise<string | undefined> {
  const { data } = await EmailOwner.get({ email }).go();
  return data?.userId;
}

// Claims an address for a user (guard: unclaimed); the current owner's id when already claimed
export async function claimEmail(email: string, userId: string): Promise<{ claimed: true } | { claimed: false; ownerId: string }> {
  if (await unlessRefused(EmailOwner.create({ email, userId }).go())) return { claimed: true };
  const ownerId = await getEmailOwner(email);
  // The owner may have released the address in between: try again.
  return ownerId ? { claimed: false, ownerId } : claimEmail(email, userId);
}

// Hands a claim left by an unfinished registration to a new user (guard: still the old owner)
export async function reclaimEmail(email: string, fromUserId: string, toUserId: string): Promise<boolean> {
  return (await unlessRefused(EmailOwner.patch({ email }).set({ userId: toUserId }).where((attributes, { eq }) => eq(attributes.userId, fromUserId)).go())) !== undefined;
}

// Releases an address (account deleted)
export async function releaseEmail(email: string): Promise<void> {
  await EmailOwner.delete({ email }).go();
}
