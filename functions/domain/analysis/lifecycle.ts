import { randomUUID } from 'node:crypto';
import { getQueue } from '@functions/adapters/queue';
import {
  addAnalysisScore,
  countAnalysisJobAttempt,
  createAnalysisJob,
  deleteAnalysisScore,
  finishAnalysisJob,
  getAnalysisJob,
  listPendingAnalysisJobs,
  refundSpeakingCredit,
  refundVisitorCredit,
  refundWritingCredit,
  type AnalysisJobItem,
  type AnalysisScoreKey,
  type JobPayment,
  type NewAnalysisJob,
} from '@functions/data';
import type { SpeechAnalysis, WritingAnalysis } from '@shared/api';
import { config } from '@functions/platform/config';
import { AnalysisNotFoundError, AnalysisNotQueuedError } from '@functions/platform/errors';
import { logger } from '@functions/platform/logger';
import { recordCreditRefunded, recordJobEnded, type JobOutcome } from '@functions/platform/metrics';
import { maxDeliveries } from '@functions/workers/registry';
import { jobTexts } from './texts';

export { jobTexts } from './texts';

/**
 * The one life of an AI analysis, for practice writing, practice speaking and mock answers:
 * started with what it analyses and the credit it cost, queued, run by its worker (a redelivered
 * message changes nothing once it ended), then done, or failed for good with its credit given
 * back once and a message the student sees.
 */

export type JobKind = AnalysisJobItem['kind'];
/** A job of one kind, with its result typed. */
export type JobOfKind<K extends JobKind> = Extract<AnalysisJobItem, { kind: K }>;
type ResultOf<K extends JobKind> = NonNullable<JobOfKind<K>['result']>;
type Distribute<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type NewJob = Distribute<NewAnalysisJob, 'jobId' | 'payment'> & { jobId?: string };

function isOfKind<K extends JobKind>(job: AnalysisJobItem | undefined, kind: K): job is JobOfKind<K> {
  return job?.kind === kind;
}

/** The message of an analysis job in its queue. */
export interface JobMessage {
  jobId: string;
}

/** Runs a worker makes of a job before it fails for good: as many as the queue delivers its message. */
export const maxJobAttempts = maxDeliveries;
/**
 * A job still pending this long after it was created is failed when read: nothing will finish it
 * (its messages were lost). Longer than three deliveries that each time out (the scoring
 * stack's visibility timeout is six worker timeouts, 6 minutes for speech).
 */
export const jobDeadlineMs = 20 * 60 * 1000;

const queueOf = (kind: JobKind) => (kind === 'writing' ? config.WRITING_QUEUE_URL : config.SPEECH_QUEUE_URL);

/** Sends a job's message to its worker's queue. */
export async function queueJob(job: Pick<AnalysisJobItem, 'jobId' | 'kind'>): Promise<void> {
  await getQueue().send(queueOf(job.kind), { jobId: job.jobId } satisfies JobMessage);
}

/**
 * Creates a pending job and queues it; the credit was spent by the caller and is named in
 * `payment`. When the job cannot be queued it fails at once, its credit goes back, and the
 * student is told to submit again (503); with `queuedAgainLater` (a mock session resends its
 * lost jobs) it stays pending instead. A job that exists already (the same id) is not made twice.
 */
export async function startJob(job: NewJob, payment?: JobPayment, { queuedAgainLater = false } = {}): Promise<{ jobId: string }> {
  const jobId = job.jobId ?? randomUUID();
  let created = false;
  try {
    created = await createAnalysisJob({ ...job, jobId, ...(payment ? { payment } : {}) });
    if (created) await queueJob({ jobId, kind: job.kind });
  } catch (error) {
    logger.error('Analysis job not queued', { jobId, error: error as Error });
    if (created && queuedAgainLater) return { jobId };
    if (created) await failJob(jobId, jobTexts.notQueued, 'notQueued');
    else {
      recordJobEnded(job.kind, 'notQueued');
      if (payment) await refund(payment);
    }
    throw new AnalysisNotQueuedError(jobId, jobTexts.notQueued);
  }
  return { jobId };
}

async function refund(payment: JobPayment): Promise<void> {
  if (payment.credit === 'writing') await refundWritingCredit(payment.payerId);
  else if (payment.credit === 'speaking') await refundSpeakingCredit(payment.payerId);
  else await refundVisitorCredit(payment.payerId);
  recordCreditRefunded(payment.credit);
}

/** How long a job took from its creation to now, when its creation time is known. */
function ageOf(job: AnalysisJobItem, now = Date.now()): number | undefined {
  return job.createdAt === undefined ? undefined : now - job.createdAt;
}

/**
 * Ends a pending job as failed and gives its credit back, once: only the write that ends it
 * refunds, and records the outcome ('failed', or why it failed: 'timedOut', 'notQueued').
 */
export async function failJob(jobId: string, failure?: string, outcome: Exclude<JobOutcome, 'scored'> = 'failed'): Promise<boolean> {
  const job = await getAnalysisJob(jobId);
  if (job?.status !== 'pending') return false;
  const message = failure ?? (job.payment ? jobTexts.failed : jobTexts.failedFree);
  if (!(await finishAnalysisJob(jobId, { status: 'failed', failure: message }))) return false;
  recordJobEnded(job.kind, outcome, ageOf(job));
  if (job.payment) await refund(job.payment);
  return true;
}

/**
 * The worker's step for one message: runs `analyse` on a pending job and stores its result once.
 * An analysis that throws is retried by the queue, until the job's last attempt, which ends it
 * failed with its credit given back. `onDone` runs once, after the result is stored.
 */
export async function runJob<K extends JobKind>(
  { jobId }: JobMessage,
  kind: K,
  analyse: (job: JobOfKind<K>) => Promise<ResultOf<K> | 'unanswerable'>,
  onDone?: (job: JobOfKind<K>, result: ResultOf<K>) => Promise<void>,
): Promise<'done' | 'failed' | 'already ended' | 'missing'> {
  const job = await getAnalysisJob(jobId);
  if (!isOfKind(job, kind)) return 'missing';
  if (job.status !== 'pending') return 'already ended';
  const attempts = await countAnalysisJobAttempt(jobId);
  if (attempts === undefined) return 'already ended';
  let result: ResultOf<K> | 'unanswerable';
  try {
    result = await analyse(job);
  } catch (error) {
    if (attempts < maxJobAttempts) throw error;
    logger.error('Analysis job failed for good', { jobId, attempts, error: error as Error });
    return (await failJob(jobId)) ? 'failed' : 'already ended';
  }
  if (result === 'unanswerable') return (await failJob(jobId)) ? 'failed' : 'already ended';
  // The scores are kept before the job shows done, so the statistics a student opens after the
  // result already count it; a job that ended otherwise meanwhile (past its deadline) drops them.
  const kept = await keepScores(job, result);
  if (!(await finishAnalysisJob(jobId, { status: 'done', result }))) {
    if (kept !== undefined && (await getAnalysisJob(jobId))?.status !== 'done') await deleteAnalysisScore(kept);
    return 'already ended';
  }
  recordJobEnded(kind, 'scored', ageOf(job));
  await onDone?.(job, result);
  return 'done';
}

/**
 * Keeps the trait scores of a student's practice analysis for their statistics (a mock answer's
 * scores live in its report); the key of what it kept. Timed by the job's start, so a redelivered
 * job writes the same item. The job ends done whatever happens here: a score that cannot be kept
 * is logged, never retried, so the student's result is never held up by their statistics.
 */
async function keepScores(job: AnalysisJobItem, result: WritingAnalysis | SpeechAnalysis): Promise<AnalysisScoreKey | undefined> {
  if (job.userId === undefined || job.isMockTest) return undefined;
  const key = { userId: job.userId, at: job.createdAt ?? Date.now(), jobId: job.jobId };
  try {
    await addAnalysisScore({
      ...key,
      kind: job.kind,
      uid: job.uid,
      score: result.score,
      max: result.max,
      traits: result.traits.map(({ name, score, max }) => ({ name, score, max })),
    });
    return key;
  } catch (error) {
    logger.error('Analysis scores not kept for the statistics', { jobId: job.jobId, error: error as Error });
    return undefined;
  }
}

/**
 * A job as its poller sees it: a job pending past its deadline is failed first (refunded), so
 * the browser, which waits while a job is pending, always comes to an end.
 */
export async function readJob(jobId: string, now = Date.now()): Promise<AnalysisJobItem | undefined> {
  const job = await getAnalysisJob(jobId);
  if (job?.status !== 'pending' || (job.createdAt ?? now) > now - jobDeadlineMs) return job;
  await failJob(jobId, undefined, 'timedOut');
  return getAnalysisJob(jobId);
}

/** What the poller of a job is told: its status, its result once done, the message of its failure. */
export interface JobView<J extends AnalysisJobItem> {
  status: J['status'];
  result?: NonNullable<J['result']>;
  message?: string;
}

/**
 * A job as its poller sees it. A student's job is theirs alone; a visitor's is read by its id.
 */
export async function viewJob(userId: string | undefined, jobId: string, kind: 'writing'): Promise<JobView<JobOfKind<'writing'>>>;
export async function viewJob(userId: string | undefined, jobId: string, kind: 'speech'): Promise<JobView<JobOfKind<'speech'>>>;
export async function viewJob(userId: string | undefined, jobId: string, kind: JobKind): Promise<JobView<AnalysisJobItem>> {
  const job = await readJob(jobId);
  if (job?.kind !== kind || (job.userId !== undefined && job.userId !== userId)) throw new AnalysisNotFoundError(jobId);
  return { status: job.status, ...(job.result ? { result: job.result } : {}), ...(job.failure ? { message: job.failure } : {}) };
}

/** Queues every pending job again (the local platform at start: what was in flight when it stopped finishes or fails). */
export async function requeuePendingJobs(): Promise<number> {
  const pending = await listPendingAnalysisJobs();
  for (const job of pending) await queueJob(job);
  return pending.length;
}
