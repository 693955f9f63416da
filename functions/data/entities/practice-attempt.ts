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
      /** Seconds the student spent on the question for this answer (from its screen opening, or the previous answer), capped; absent when the screen did not say. */
      seconds: { type: 'number' },
    },
    indexes: {
      byUserQuestion: {
        pk: { field: tableKeys.partitionKey, composite: ['userId', 'uid'] },
        sk: { field: tableKeys.sortKey, composite: ['at'] },
      },
      // Every answer of a student in time order, for the statistics.
      byUser: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['userId'] },
        sk: { field: 'gsi1sk', composite: ['at', 'uid'] },
      },
    },
  },
  tableConfig,
);

/** An attempt as the student's history shows it. */
export type AttemptItem = Pick<EntityItem<typeof PracticeAttempt>, 'score' | 'max' | 'successful' | 'at'>;
/** An attempt as the statistics read it: which question, and how long it took when known. */
export type UserAttemptItem = AttemptItem & Pick<EntityItem<typeof PracticeAttempt>, 'uid' | 'seconds'>;

// Records an attempt
export async function addAttempt(userId: string, uid: string, attempt: AttemptItem & { seconds?: number }): Promise<void> {
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

// Every attempt of a student at any question, oldest first
export async function listUserAttempts(userId: string): Promise<UserAttemptItem[]> {
  const { data } = await PracticeAttempt.query.byUser({ userId }).go({ pages: 'all', attributes: ['uid', 'at', 'score', 'max', 'successful', 'seconds'] });
  return data.map(({ uid, at, score, max, successful, seconds }) => ({ uid, at, score, max, successful, ...(seconds !== undefined ? { seconds } : {}) }));
}
