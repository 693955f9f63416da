import { Entity, type EntityItem } from 'electrodb';
import { tableKeys } from '../keys';
import { tableConfig } from '../table';

/** One student's progress on one question: done, tested in a mock, and the latest attempt. */
export const QuestionProgress = new Entity(
  {
    model: { entity: 'questionProgress', version: '1', service: 'pte' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      uid: { type: 'string', required: true, readOnly: true },
      done: { type: 'boolean' },
      tested: { type: 'boolean' },
      lastScore: { type: 'number' },
      lastMax: { type: 'number' },
      lastSuccessful: { type: 'boolean' },
      lastAt: { type: 'number' },
      updatedAt: { type: 'number', watch: '*', set: () => Date.now(), readOnly: true },
    },
    indexes: {
      // uids begin with their type code, so a prefix of the sort key selects one type.
      byUser: {
        pk: { field: tableKeys.partitionKey, composite: ['userId'] },
        sk: { field: tableKeys.sortKey, composite: ['uid'] },
      },
    },
  },
  tableConfig,
);

export type ProgressItem = EntityItem<typeof QuestionProgress>;
type ProgressChanges = Partial<Pick<ProgressItem, 'done' | 'tested' | 'lastScore' | 'lastMax' | 'lastSuccessful' | 'lastAt'>>;

// A student's progress on the questions whose uid starts with a prefix ('' for all, 'RSA-' for one type)
export async function listProgress(userId: string, uidPrefix: string): Promise<ProgressItem[]> {
  const { data } = await QuestionProgress.query.byUser({ userId }).begins({ uid: uidPrefix }).go({ pages: 'all' });
  return data;
}

// Sets fields of a student's progress on a question, creating it when new
export async function saveProgress(userId: string, uid: string, changes: ProgressChanges): Promise<void> {
  await QuestionProgress.update({ userId, uid }).set(changes).go();
}

// Forgets a student's progress on a question
export async function deleteProgress(userId: string, uid: string): Promise<void> {
  await QuestionProgress.delete({ userId, uid }).go();
}
