import { Entity } from 'electrodb';
import { unlessRefused } from '../conditional';
import { tableKeys, ttlAttribute } from '../keys';
import { tableConfig } from '../table';

/** Invitations one user sent on one day (UTC), so that invites cannot be used to send spam. */
export const InviteQuota = new Entity(
  {
    model: { entity: 'inviteQuota', version: '1', service: 'pte' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      day: { type: 'string', required: true, readOnly: true },
      sent: { type: 'number', required: true },
      [ttlAttribute]: { type: 'number' },
    },
    indexes: {
      byUserDay: {
        pk: { field: tableKeys.partitionKey, composite: ['userId', 'day'] },
        sk: { field: tableKeys.sortKey, composite: [] },
      },
    },
  },
  tableConfig,
);

// Counts one invitation unless the day's limit is reached (guard: sent below the limit); false when refused
export async function takeInvite(userId: string, day: string, limit: number): Promise<boolean> {
  return (await unlessRefused(InviteQuota.update({ userId, day })
      .add({ sent: 1 })
      .set({ [ttlAttribute]: Math.ceil(Date.now() / 1000) + 2 * 24 * 3600 })
      .where((attributes, { notExists, lt }) => `${notExists(attributes.sent)} OR ${lt(attributes.sent, limit)}`)
      .go())) !== undefined;
}
