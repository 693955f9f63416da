import { Entity, type EntityItem } from 'electrodb';
import { z } from 'zod';
import { ScoreAnalysisSchema, TagSchema } from '@shared/api';
import { tableKeys } from '../keys';
import { jsonAttribute, type StoredAt } from '../stored-json';
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
      // A student's writings for every question, for the account's deletion.
      byUser: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['userId'] },
        sk: { field: 'gsi1sk', composite: ['uid', 'jobId'] },
      },
    },
  },
  tableConfig,
);

const scoreAnalysis = jsonAttribute(ScoreAnalysisSchema);
const analysis = jsonAttribute(z.array(TagSchema));

/** A saved writing with its score analysis and grammar Tags parsed. */
export type UserWritingItem = Omit<EntityItem<typeof UserWriting>, 'scoreAnalysis' | 'analysis'> & {
  scoreAnalysis: z.infer<typeof ScoreAnalysisSchema>;
  analysis: z.infer<typeof TagSchema>[];
};

function writingOf(stored: EntityItem<typeof UserWriting>): UserWritingItem {
  const at = (attribute: string): StoredAt => ({ entity: 'userWriting', attribute, key: `${stored.userId}/${stored.uid}/${stored.jobId}` });
  return { ...stored, scoreAnalysis: scoreAnalysis.read(stored.scoreAnalysis, at('scoreAnalysis')), analysis: analysis.read(stored.analysis, at('analysis')) };
}

// Saves a writing (a put: saving one job again writes the same item)
export async function saveUserWriting(writing: UserWritingItem): Promise<void> {
  await UserWriting.put({ ...writing, scoreAnalysis: scoreAnalysis.write(writing.scoreAnalysis), analysis: analysis.write(writing.analysis) }).go();
}

// A student's writings for a question, newest first
export async function listUserWritings(userId: string, uid: string): Promise<UserWritingItem[]> {
  const { data } = await UserWriting.query.byUserQuestion({ userId, uid }).go({ pages: 'all' });
  return data.map(writingOf).sort((a, b) => b.createdAt - a.createdAt);
}

// Deletes every writing of a student, for any question (account deletion); how many there were
export async function deleteUserWritingsOf(userId: string): Promise<number> {
  const { data } = await UserWriting.query.byUser({ userId }).go({ pages: 'all', attributes: ['uid', 'jobId'] });
  if (data.length > 0) await UserWriting.delete(data.map(({ uid, jobId }) => ({ userId, uid, jobId }))).go();
  return data.length;
}
