import { Entity } from 'electrodb';
import { tableKeys } from '../keys';
import { tableConfig } from '../table';

/** A student's saved writing for a question (spec practice §3 "Saved user writing"). */
export const UserWriting = new Entity(
  {
    model: { entity: 'userWriting', version: '1', service: 'pte' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      uid: { type: 'string', required: true, readOnly: true },
      /** The job it came from: saving the same job twice keeps one writing. */
      jobId: { type: 'string', required: true, readOnly: true },
      selectedAnswer: { type: 'string', required: true, readOnly: true },
      score: { type: 'string', required: true, readOnly: true },
      /** JSON of the score analysis and of the grammar Tags. */
      scoreAnalysis: { type: 'string', required: true, readOnly: true },
      analysis: { type: 'string', required: true, readOnly: true },
      createdAt: { type: 'number', required: true, readOnly: true },
    },
    indexes: {
      byUserQuestion: {
        pk: { field: tableKeys.partitionKey, composite: ['userId', 'uid'] },
        sk: { field: tableKeys.sortKey, composite: ['jobId'] },
      },
    },
  },
  tableConfig,
);

export interface UserWritingRow {
  uid: string;
  jobId: string;
  selectedAnswer: string;
  score: string;
  scoreAnalysis: string;
  analysis: string;
  createdAt: number;
}

// Saves a writing (a put: saving one job again writes the same item)
export async function saveUserWriting(userId: string, writing: UserWritingRow): Promise<void> {
  await UserWriting.put({ userId, ...writing }).go();
}

// A student's writings for a question, newest first
export async function listUserWritings(userId: string, uid: string): Promise<UserWritingRow[]> {
  const { data } = await UserWriting.query.byUserQuestion({ userId, uid }).go({ pages: 'all' });
  return data.sort((a, b) => b.createdAt - a.createdAt);
}
