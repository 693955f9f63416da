import { Entity, type EntityItem } from 'electrodb';
import { tableKeys } from '../keys';
import { tableConfig } from '../table';

/**
 * The scores of one AI analysis of a student's practice answer, per trait, kept for the
 * statistics: the analysis job itself expires after a month and holds much more (the transcript,
 * the evidence), while this small record stays for the student's progress over time.
 */
export const AnalysisScore = new Entity(
  {
    model: { entity: 'analysisScore', version: '1', service: 'pte' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      /** The analysis job it came from: recording one job twice writes the same item. */
      jobId: { type: 'string', required: true, readOnly: true },
      kind: { type: ['writing', 'speech'] as const, required: true, readOnly: true },
      uid: { type: 'string', required: true, readOnly: true },
      /** When the analysed answer was submitted (its job started), ms since the epoch. */
      at: { type: 'number', required: true, readOnly: true },
      score: { type: 'number', required: true, readOnly: true },
      max: { type: 'number', required: true, readOnly: true },
      traits: {
        type: 'list',
        required: true,
        readOnly: true,
        items: {
          type: 'map',
          properties: { name: { type: 'string', required: true }, score: { type: 'number', required: true }, max: { type: 'number', required: true } },
        },
      },
    },
    indexes: {
      byUser: {
        pk: { field: tableKeys.partitionKey, composite: ['userId'] },
        sk: { field: tableKeys.sortKey, composite: ['at', 'jobId'] },
      },
    },
  },
  tableConfig,
);

export type AnalysisScoreItem = EntityItem<typeof AnalysisScore>;
export type AnalysisScoreKey = Pick<AnalysisScoreItem, 'userId' | 'at' | 'jobId'>;

// Keeps the scores of an analysis (a put: the same job and time write the same item)
export async function addAnalysisScore(score: AnalysisScoreItem): Promise<void> {
  await AnalysisScore.put(score).go();
}

// A student's analysis scores, oldest first
export async function listAnalysisScores(userId: string): Promise<AnalysisScoreItem[]> {
  const { data } = await AnalysisScore.query.byUser({ userId }).go({ pages: 'all' });
  return data;
}

// Forgets the scores of one analysis (its job ended failed after they were kept)
export async function deleteAnalysisScore(key: AnalysisScoreKey): Promise<void> {
  await AnalysisScore.delete(key).go();
}

// Deletes every analysis score of a student (account deletion); how many there were
export async function deleteAnalysisScores(userId: string): Promise<number> {
  const { data } = await AnalysisScore.query.byUser({ userId }).go({ pages: 'all', attributes: ['userId', 'at', 'jobId'] });
  if (data.length > 0) await AnalysisScore.delete(data.map(({ at, jobId }) => ({ userId, at, jobId }))).go();
  return data.length;
}
