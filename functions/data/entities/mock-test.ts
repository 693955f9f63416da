import { Entity, type EntityItem } from 'electrodb';
import { unlessRefused } from '../conditional';
import { tableKeys } from '../keys';
import { tableConfig } from '../table';

/** Who a mock test belongs to: the catalogue (seeded, open to all) or the student who drew it. */
export const catalogueOwner = 'catalogue';

/** A mock test (spec/platform.md §3): its parts with their questions, drawn from the bank. */
export const MockTest = new Entity(
  {
    model: { entity: 'mockTest', version: '1', service: 'pte' },
    attributes: {
      mockTestId: { type: 'string', required: true, readOnly: true },
      /** catalogueOwner, or the userId of the student who drew it (createRandomMockTest). */
      listOwner: { type: 'string', required: true, readOnly: true },
      title: { type: 'string', required: true },
      variant: { type: ['Academic', 'Core'] as const, required: true, readOnly: true },
      category: { type: ['full', 'Reading', 'Listening', 'Speaking', 'Writing'] as const, required: true, readOnly: true },
      kind: { type: ['numbered', 'free', 'random'] as const, required: true },
      /** 1, 2, 3... within its list; absent for free and random mocks. */
      number: { type: 'number' },
      templateId: { type: 'string', required: true },
      parts: {
        type: 'list',
        required: true,
        items: {
          type: 'map',
          properties: {
            name: { type: 'string', required: true },
            timeLimitSeconds: { type: 'number', required: true },
            uids: { type: 'list', items: { type: 'string' }, required: true },
          },
        },
      },
      questionList: { type: 'list', items: { type: 'string' }, required: true },
      /** A hash of title and parts, so the seed rewrites only what changed. */
      contentHash: { type: 'string', required: true },
      createdAt: { type: 'number', default: () => Date.now(), readOnly: true },
      updatedAt: { type: 'number', watch: '*', set: () => Date.now(), readOnly: true },
    },
    indexes: {
      byId: {
        pk: { field: tableKeys.partitionKey, composite: ['mockTestId'] },
        sk: { field: tableKeys.sortKey, composite: [] },
      },
      byList: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['listOwner', 'variant'] },
        sk: { field: 'gsi1sk', composite: ['category', 'mockTestId'] },
      },
    },
  },
  tableConfig,
);

export type MockTestItem = EntityItem<typeof MockTest>;
export type MockTestPart = MockTestItem['parts'][number];

// One mock test
export async function getMockTest(mockTestId: string): Promise<MockTestItem | undefined> {
  const { data } = await MockTest.get({ mockTestId }).go();
  return data ?? undefined;
}

// The mocks of one list (the catalogue, or a student's drawn mocks) for a variant, by category then id
export async function listMockTests(listOwner: string, variant: MockTestItem['variant']): Promise<MockTestItem[]> {
  const { data } = await MockTest.query.byList({ listOwner, variant }).go({ pages: 'all' });
  return data;
}

// Writes mocks of the catalogue (the seed: only new or changed ones)
export async function putMockTests(items: MockTestItem[]): Promise<void> {
  if (items.length === 0) return;
  // A few batches of 25 at a time: a new catalogue is over a hundred mocks.
  const { unprocessed } = await MockTest.put(items).go({ concurrent: 4 });
  if (unprocessed.length > 0) throw new Error(`${unprocessed.length} of ${items.length} mock tests were not written`);
}

// Deletes mocks: catalogue mocks the seed no longer draws, a deleted account's drawn mocks
export async function deleteMockTests(mockTestIds: string[]): Promise<void> {
  if (mockTestIds.length > 0) await MockTest.delete(mockTestIds.map((mockTestId) => ({ mockTestId }))).go();
}

// A new mock (guard: the id is not taken); false when it is
export async function createMockTest(item: MockTestItem): Promise<boolean> {
  return (await unlessRefused(MockTest.create(item).go())) !== undefined;
}
