import { Entity } from 'electrodb';
import { z } from 'zod';
import { tableKeys } from '../keys';
import { jsonAttribute } from '../stored-json';
import { tableConfig } from '../table';

const contentStateId = 'bank';

/** What the seed last loaded: the hash of the whole bank (to skip an unchanged one) and counts per type. */
export const ContentState = new Entity(
  {
    model: { entity: 'contentState', version: '1', service: 'pte' },
    attributes: {
      stateId: { type: 'string', required: true, readOnly: true, default: contentStateId },
      bankHash: { type: 'string', required: true },
      /** JSON: per item type, { total, samples }. */
      counts: { type: 'string', required: true },
      updatedAt: { type: 'number', watch: '*', set: () => Date.now(), readOnly: true },
    },
    indexes: {
      byId: {
        pk: { field: tableKeys.partitionKey, composite: ['stateId'] },
        sk: { field: tableKeys.sortKey, composite: [] },
      },
    },
  },
  tableConfig,
);

const TypeCountsSchema = z.record(z.string(), z.object({ total: z.number(), samples: z.number() }));
export type TypeCounts = z.infer<typeof TypeCountsSchema>;
const counts = jsonAttribute(TypeCountsSchema);

// The bank's state after the last seed
export async function getContentState(): Promise<{ bankHash: string; counts: TypeCounts } | undefined> {
  const { data } = await ContentState.get({ stateId: contentStateId }).go();
  return data ? { bankHash: data.bankHash, counts: counts.read(data.counts, { entity: 'contentState', attribute: 'counts', key: contentStateId }) } : undefined;
}

// Records the bank's state
export async function saveContentState(bankHash: string, typeCounts: TypeCounts): Promise<void> {
  await ContentState.put({ stateId: contentStateId, bankHash, counts: counts.write(typeCounts) }).go();
}
