import { Entity } from 'electrodb';
import { unlessRefused } from '../conditional';
import { tableKeys } from '../keys';
import { tableConfig } from '../table';

/**
 * When a user's personal promotion runs out, indexed by that time, so the expiry job finds the
 * users whose promotion to clear without scanning accounts. One per user: a newer promotion
 * replaces it.
 */
export const UserPromoExpiry = new Entity(
  {
    model: { entity: 'userPromoExpiry', version: '1', service: 'pte' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      promoId: { type: 'string', required: true },
      endTime: { type: 'number', required: true },
      /** One list of every expiry, ordered by endTime. */
      list: { type: 'string', required: true, default: 'all', readOnly: true },
    },
    indexes: {
      byUser: {
        pk: { field: tableKeys.partitionKey, composite: ['userId'] },
        sk: { field: tableKeys.sortKey, composite: [] },
      },
      byEndTime: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['list'] },
        sk: { field: 'gsi1sk', composite: ['endTime', 'userId'] },
      },
    },
  },
  tableConfig,
);

// Records when a user's promotion ends (replacing an older one)
export async function putUserPromoExpiry(userId: string, promoId: string, endTime: number): Promise<void> {
  await UserPromoExpiry.put({ userId, promoId, endTime, list: 'all' }).go();
}

// Users' promotions that ended by `now`, for the expiry job
export async function listUserPromosEndedBy(now: number): Promise<{ userId: string; promoId: string; endTime: number }[]> {
  const { data } = await UserPromoExpiry.query.byEndTime({ list: 'all' }).lte({ endTime: now }).go({ pages: 'all' });
  return data.map(({ userId, promoId, endTime }) => ({ userId, promoId, endTime }));
}

// Removes an expiry once its promotion was cleared (guard: it is still that one, not a newer promotion's)
export async function deleteUserPromoExpiry(userId: string, endTime: number): Promise<void> {
  await unlessRefused(
    UserPromoExpiry.delete({ userId })
      .where((attributes, { eq }) => eq(attributes.endTime, endTime))
      .go(),
  );
}
