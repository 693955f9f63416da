import { Entity } from 'electrodb';
import { unlessRefused } from '../conditional';
import { tableKeys, ttlAttribute } from '../keys';
import { tableConfig } from '../table';

/** The free AI speaking credits one visitor (by the anonymous id its browser made) has used. */
export const VisitorCredits = new Entity(
  {
    model: { entity: 'visitorCredits', version: '1', service: 'pte' },
    attributes: {
      anonymousId: { type: 'string', required: true, readOnly: true },
      used: { type: 'number', required: true },
      [ttlAttribute]: { type: 'number' },
    },
    indexes: {
      byAnonymousId: {
        pk: { field: tableKeys.partitionKey, composite: ['anonymousId'] },
        sk: { field: tableKeys.sortKey, composite: [] },
      },
    },
  },
  tableConfig,
);

// Credits a visitor has used (0 for an unknown id)
export async function getVisitorCreditsUsed(anonymousId: string): Promise<number> {
  const { data } = await VisitorCredits.get({ anonymousId }).go({ consistent: true });
  return data?.used ?? 0;
}

// Spends one free credit unless the limit is reached (guard: used below the limit); the count after, or undefined when refused
export async function spendVisitorCredit(anonymousId: string, limit: number): Promise<number | undefined> {
  const written = await unlessRefused(
    VisitorCredits.update({ anonymousId })
      .add({ used: 1 })
      .set({ [ttlAttribute]: Math.ceil(Date.now() / 1000) + 365 * 24 * 3600 })
      .where((attributes, { notExists, lt }) => `${notExists(attributes.used)} OR ${lt(attributes.used, limit)}`)
      .go({ response: 'all_new' }),
  );
  return written?.data.used;
}

// Gives back one spent free credit (guard: one was spent), when the answer it paid for could not be queued
export async function refundVisitorCredit(anonymousId: string): Promise<void> {
  await unlessRefused(
    VisitorCredits.patch({ anonymousId })
      .subtract({ used: 1 })
      .where((attributes, { gt }) => gt(attributes.used, 0))
      .go(),
  );
}
