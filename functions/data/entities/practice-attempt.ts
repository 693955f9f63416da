import { Entity, type EntityItem } from 'electrodb';
import { tableKeys } from '../keys';
import { tableConfig } from '../table';

/** One scored practice attempt: the history per student and question (spec practice §7). */
export const PracticeAttempt = new Entity(
  {
    model: { entity: 'practiceAttempt', version: '1', service: 'pte' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      uid: { type: 'string', required: true, readOnly: true },
      at: { type: 'number', required: true, readOnly: true },
      score: { type: 'number', required: true },
      max: { type: 'number', required: true },
      successful: { type: 'boolean', required: true },
    },
    indexes: {
      byUserQuestion: {
        pk: { field: tableKeys.partitionKey, composite: ['userId', 'uid'] },
        sk: { field: tableKeys.sortKey, composite: ['at'] },
      },
    },
  },
  tableConfig,
);

/** An attempt as the student's history shows it. */
export type AttemptItem = Pick<EntityItem<typeof PracticeAttempt>, 'score' | 'max' | 'successful' | 'at'>;

// Records an attempt
export async function addAttempt(userId: string, uid: string, attempt: AttemptItem): Promise<void> {
  await PracticeAttempt.put({ userId, uid, ...attempt }).go();
}

// A student's attempts at a question, newest first (at most `limit`)
export async function listAttempts(userId: string, uid: string, limit = 20): Promise<AttemptItem[]> {
  const { data } = await PracticeAttempt.query.byUserQuestion({ userId, uid }).go({ order: 'desc', limit });
  return data.map(({ score, max, successful, at }) => ({ score, max, successful, at }));
}

// Deletes every attempt of a student at a question; how many there were
export async function deleteAttempts(userId: string, uid: string): Promise<number> {
  const { data } = await PracticeAttempt.query.byUserQuestion({ userId, uid }).go({ pages: 'all', attributes: ['userId', 'uid', 'at'] });
  if (data.length > 0) await PracticeAttempt.delete(data.map(({ at }) => ({ userId, uid, at }))).go();
  return data.length;
}
