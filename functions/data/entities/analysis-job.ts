import { Entity, type EntityItem } from 'electrodb';
import { z } from 'zod';
import { SpeechAnalysisSchema, WritingAnalysisSchema, type SpeechAnalysis, type WritingAnalysis } from '@shared/api';
import { unlessRefused } from '../conditional';
import { tableKeys, ttlAttribute } from '../keys';
import { jsonAttribute, type StoredAt } from '../stored-json';
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
      /** Speech: the parts recognised while the answer was recorded, in order, each at its first sample in the recording. */
      parts: {
        type: 'list',
        readOnly: true,
        items: { type: 'map', properties: { partKey: { type: 'string', required: true }, startSample: { type: 'number', required: true } } },
      },
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
      // A student's jobs, for the account's deletion; a visitor's job (no userId) is not in it.
      byUser: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['userId'] },
        sk: { field: 'gsi1sk', composite: ['jobId'] },
      },
    },
  },
  tableConfig,
);

type StoredJob = EntityItem<typeof AnalysisJob>;
type JobFields = Omit<StoredJob, 'kind' | 'result' | 'browserTranscript' | 'parts' | typeof ttlAttribute>;

/** What the browser's own recognition heard, sent with a recording. */
export type BrowserTranscript = z.infer<typeof BrowserTranscriptSchema>;
const BrowserTranscriptSchema = z.object({ text: z.string(), confidence: z.number() });

export type WritingJob = JobFields & { kind: 'writing'; result?: WritingAnalysis };
/** A part of a speech job's recording recognised while it was recorded (SpeechPart). */
export interface SpeechPartRef {
  partKey: string;
  startSample: number;
}
export type SpeechJob = JobFields & { kind: 'speech'; result?: SpeechAnalysis; browserTranscript?: BrowserTranscript; parts?: SpeechPartRef[] };
/** A job with its result (and the browser's transcript) parsed, typed by its kind. */
export type AnalysisJobItem = WritingJob | SpeechJob;
export type JobPayment = NonNullable<StoredJob['payment']>;

/** A job as it is created: pending, not yet run. */
export type NewAnalysisJob =
  | Omit<WritingJob, 'status' | 'result' | 'failure' | 'attempts' | 'createdAt'>
  | Omit<SpeechJob, 'status' | 'result' | 'failure' | 'attempts' | 'createdAt'>;

// A result is read by its job's kind; the worker that writes it knows it is one of the two.
const writingResult = jsonAttribute(WritingAnalysisSchema);
const speechResult = jsonAttribute(SpeechAnalysisSchema);
const anyResult = jsonAttribute(z.union([WritingAnalysisSchema, SpeechAnalysisSchema]));
const browserTranscript = jsonAttribute(BrowserTranscriptSchema);

function jobOf({ kind, result, browserTranscript: heard, parts, [ttlAttribute]: _expiresAt, ...fields }: StoredJob): AnalysisJobItem {
  const at = (attribute: string): StoredAt => ({ entity: 'analysisJob', attribute, key: fields.jobId });
  if (kind === 'writing') return { ...fields, kind, ...(result !== undefined ? { result: writingResult.read(result, at('result')) } : {}) };
  return {
    ...fields,
    kind,
    ...(result !== undefined ? { result: speechResult.read(result, at('result')) } : {}),
    ...(heard !== undefined ? { browserTranscript: browserTranscript.read(heard, at('browserTranscript')) } : {}),
    ...(parts !== undefined ? { parts } : {}),
  };
}

// Creates a pending job
export async function createAnalysisJob(job: NewAnalysisJob): Promise<boolean> {
  const { browserTranscript: heard, ...fields } = job.kind === 'speech' ? job : { ...job, browserTranscript: undefined };
  const stored = { ...fields, ...(heard ? { browserTranscript: browserTranscript.write(heard) } : {}) };
  return (await unlessRefused(AnalysisJob.create({ ...stored, status: 'pending', [ttlAttribute]: Math.ceil(Date.now() / 1000) + 30 * 24 * 3600 }).go())) !== undefined;
}

// One job (strongly consistent: the worker and the poller read what was last written)
export async function getAnalysisJob(jobId: string): Promise<AnalysisJobItem | undefined> {
  const { data } = await AnalysisJob.get({ jobId }).go({ consistent: true });
  return data ? jobOf(data) : undefined;
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
export async function listPendingAnalysisJobs(): Promise<AnalysisJobItem[]> {
  const { data } = await AnalysisJob.scan.where((attributes, { eq }) => eq(attributes.status, 'pending')).go({ pages: 'all' });
  return data.map(jobOf).sort((a, b) => (a.createdAt ?? 0) - (b.createdAt ?? 0));
}

// Ends a job once (guard: still pending), so a redelivered message changes nothing; false when already ended
export async function finishAnalysisJob(
  jobId: string,
  outcome: { status: 'done'; result: WritingAnalysis | SpeechAnalysis } | { status: 'failed'; failure: string },
): Promise<boolean> {
  const changes = outcome.status === 'done' ? { status: outcome.status, result: anyResult.write(outcome.result) } : outcome;
  return (await unlessRefused(AnalysisJob.patch({ jobId }).set(changes).where((attributes, { eq }) => eq(attributes.status, 'pending')).go())) !== undefined;
}

// A student's jobs (account deletion): each id with the recording keys it used
export async function listAnalysisJobKeysOf(userId: string): Promise<{ jobId: string; recordingKey?: string | undefined; partKeys: string[] }[]> {
  const { data } = await AnalysisJob.query.byUser({ userId }).go({ pages: 'all', attributes: ['jobId', 'recordingKey', 'parts'] });
  return data.map(({ jobId, recordingKey, parts }) => ({ jobId, recordingKey, partKeys: (parts ?? []).map((part) => part.partKey) }));
}

// Deletes jobs (account deletion)
export async function deleteAnalysisJobs(jobIds: string[]): Promise<void> {
  if (jobIds.length > 0) await AnalysisJob.delete(jobIds.map((jobId) => ({ jobId }))).go();
}
