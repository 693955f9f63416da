import { Entity } from 'electrodb';
import { tableKeys } from '../keys';
import { tableConfig } from '../table';

const seedStateId = 'seed';

/**
 * What the last complete seed was run from: a fingerprint of the content and the code its content
 * steps read (see local/source-fingerprint.ts). A start from the same sources skips those steps.
 */
export const SeedState = new Entity(
  {
    model: { entity: 'seedState', version: '1', service: 'pte' },
    attributes: {
      stateId: { type: 'string', required: true, readOnly: true, default: seedStateId },
      sourcesFingerprint: { type: 'string', required: true },
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

// The sources' fingerprint of the last complete seed, if any
export async function getSeedSources(): Promise<string | undefined> {
  const { data } = await SeedState.get({ stateId: seedStateId }).go();
  return data?.sourcesFingerprint;
}

// Records the sources of a complete seed
export async function saveSeedSources(sourcesFingerprint: string): Promise<void> {
  await SeedState.put({ stateId: seedStateId, sourcesFingerprint }).go();
}
