import { Entity } from 'electrodb';
import { unlessRefused } from '../conditional';
import { tableKeys, ttlAttribute } from '../keys';
import { tableConfig } from '../table';

/** An AI analysis of a writing or speaking answer: created by the API, completed once by its worker. */
export const AnalysisJob = new Entity(
  {
    model: { entity: 'analysisJob', version: '1', service: 'pte' },
    attributes: {
      jobId: { type: 'string', required: true, readOnly: true },
      kind: { type: ['writing', 'speech'] as const, required: true, readOnly: true },
      uid: { type: 'string', required: true, readOnly: true },
      /** Absent for a visitor's job. */
      userId: { type: 'string', readOnly: true },
      /** Writing: the answer's text. */
      text: { type: 'string', readOnly: true },
      /** Speech: the recording's key in the uploads bucket, and the browser's transcript (JSON) when it sent one. */
      recordingKey: { type: 'string', readOnly: true },
      browserTranscript: { type: 'string', readOnly: true },
      isMockTest: { type: 'boolean', required: true, readOnly: true },
      status: { type: ['pending', 'done', 'failed'] as const, required: true },
      /** JSON of the result (WritingAnalysis or SpeechAnalysis) once done. */
      result: { type: 'string' },
      createdAt: { type: 'number', default: () => Date.now(), readOnly: true },
      /** Seconds, for TTL: jobs are kept a month; saved writings keep what matters. */
      [ttlAttribute]: { type: 'number', required: true, readOnly: true },
    },
    indexes: {
      byId: {
        pk: { field: tableKeys.partitionKey, composite: ['jobId'] },
        sk: { field: tableKeys.sortKey, composite: [] },
      },
    },
  },
  tableConfig,
);

export interface AnalysisJobRow {
  jobId: string;
  kind: 'writing' | 'speech';
  uid: string;
  userId?: string;
  text?: string;
  recordingKey?: string;
  browserTranscript?: string;
  isMockTest: boolean;
  status: 'pending' | 'done' | 'failed';
  result?: string;
  createdAt?: number;
}

// Creates a pending job
export async function createAnalysisJob(job: Omit<AnalysisJobRow, 'status' | 'result'>): Promise<void> {
  await AnalysisJob.create({ ...job, status: 'pending', [ttlAttribute]: Math.ceil(Date.now() / 1000) + 30 * 24 * 3600 }).go();
}

// One job (strongly consistent: the worker and the poller read what was last written)
export async function getAnalysisJob(jobId: string): Promise<AnalysisJobRow | undefined> {
  const { data } = await AnalysisJob.get({ jobId }).go({ consistent: true });
  return data ?? undefined;
}

// Ends a job once (guard: still pending), so a redelivered message changes nothing; false when already ended
export async function finishAnalysisJob(jobId: string, outcome: { status: 'done'; result: string } | { status: 'failed' }): Promise<boolean> {
  return (await unlessRefused(AnalysisJob.patch({ jobId }).set(outcome).where((attributes, { eq }) => eq(attributes.status, 'pending')).go())) !== undefined;
}
