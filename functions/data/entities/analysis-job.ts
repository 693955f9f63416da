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
      /** The credit the job cost, given back if it fails for good; absent when it cost none (samples, paid plans, mocks, unlimited). */
      payment: {
        type: 'map',
        readOnly: true,
        properties: {
          credit: { type: ['writing', 'speaking', 'visitor'] as const, required: true },
          /** The user id, or the visitor's anonymous id. */
          payerId: { type: 'string', required: true },
        },
      },
      /** Runs started by a worker, so that a job failing on every delivery ends 'failed' instead of waiting forever. */
      attempts: { type: 'number' },
      /** JSON of the result (WritingAnalysis or SpeechAnalysis) once done. */
      result: { type: 'string' },
      /** What the student is told when the job failed for good. */
      failure: { type: 'string' },
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
  payment?: JobPayment;
  attempts?: number;
  result?: string;
  failure?: string;
  createdAt?: number;
}

export interface JobPayment {
  credit: 'writing' | 'speaking' | 'visitor';
  payerId: string;
}

// Creates a pending job
export async function createAnalysisJob(job: Omit<AnalysisJobRow, 'status' | 'result' | 'failure' | 'attempts'>): Promise<boolean> {
  return (await unlessRefused(AnalysisJob.create({ ...job, status: 'pending', [ttlAttribute]: Math.ceil(Date.now() / 1000) + 30 * 24 * 3600 }).go())) !== undefined;
}

// One job (strongly consistent: the worker and the poller read what was last written)
export async function getAnalysisJob(jobId: string): Promise<AnalysisJobRow | undefined> {
  const { data } = await AnalysisJob.get({ jobId }).go({ consistent: true });
  return data ?? undefined;
}

// Counts a worker's run of a pending job (guard: still pending); the runs so far, or undefined when it already ended
export async function countAnalysisJobAttempt(jobId: string): Promise<number | undefined> {
  const written = await unlessRefused(
    AnalysisJob.patch({ jobId })
      .add({ attempts: 1 })
      .where((attributes, { eq }) => eq(attributes.status, 'pending'))
      .go({ response: 'all_new' }),
  );
  return written?.data.attempts;
}

// Every pending job, oldest first: a scan, for the local platform's start only (it queues them again, as SQS would redeliver)
export async function listPendingAnalysisJobs(): Promise<AnalysisJobRow[]> {
  const { data } = await AnalysisJob.scan.where((attributes, { eq }) => eq(attributes.status, 'pending')).go({ pages: 'all' });
  return data.sort((a, b) => (a.createdAt ?? 0) - (b.createdAt ?? 0));
}

// Ends a job once (guard: still pending), so a redelivered message changes nothing; false when already ended
export async function finishAnalysisJob(jobId: string, outcome: { status: 'done'; result: string } | { status: 'failed'; failure: string }): Promise<boolean> {
  return (await unlessRefused(AnalysisJob.patch({ jobId }).set(outcome).where((attributes, { eq }) => eq(attributes.status, 'pending')).go())) !== undefined;
}
