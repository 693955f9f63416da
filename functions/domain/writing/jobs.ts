import { randomUUID } from 'node:crypto';
import { WritingAnalysisSchema, type SavedWriting, type WritingAnalysis } from '@shared/api';
import { QuestionSchema } from '@shared/exam';
import { getQueue } from '@functions/adapters/queue';
import { createAnalysisJob, finishAnalysisJob, getAnalysisJob, getQuestionItem, listUserWritings, saveUserWriting, spendWritingCredit } from '@functions/data';
import { Accounts } from '@functions/domain/accounts';
import { Practice } from '@functions/domain/practice';
import type { Caller } from '@functions/platform/auth';
import { config } from '@functions/platform/config';
import { FieldValidationError, ForbiddenError, NotFoundError } from '@functions/platform/errors';
import { analyseWriting, isWritingType } from './analyse';

/** Spec practice §6, exactly as quoted. */
export const writingCreditTexts = {
  limited: 'Your Ai writing analysis has been limited. Please contact the team.',
  exhausted: 'You have reached your free Ai writing credit limit. Check our packages for more.',
} as const;

/** The message of a writing job in the queue. */
export interface WritingJobMessage {
  jobId: string;
}

/**
 * Starts the analysis of a writing answer (spec practice §5 access rules): free for sample items
 * and paid, unexpired plans; otherwise a signed-in student spends one writing credit (a
 * conditional update, so two requests cannot spend the last credit twice); a visitor is limited
 * to the samples. The job is queued; its id comes back at once.
 */
export async function startWritingAnalysis(caller: Caller | undefined, input: { uid: string; text: string; isMockTest: boolean }): Promise<{ jobId: string }> {
  const item = await getQuestionItem(input.uid);
  if (!item) throw new NotFoundError('This question does not exist.');
  if (!isWritingType(item.type)) throw new FieldValidationError({ uid: 'This question is not a writing item.' });
  if (input.text.trim() === '') throw new FieldValidationError({ text: 'Write your answer first.' });
  const user = caller ? await Accounts.loadUser(caller) : undefined;
  if (!item.isSample && !Practice.hasPaidPlan(user)) {
    if (!user) throw new ForbiddenError(writingCreditTexts.limited);
    if (!(await spendWritingCredit(user.userId))) throw new ForbiddenError(writingCreditTexts.exhausted);
  }
  const jobId = randomUUID();
  await createAnalysisJob({ jobId, kind: 'writing', uid: input.uid, text: input.text, isMockTest: input.isMockTest, ...(user ? { userId: user.userId } : {}) });
  await getQueue().send(config.WRITING_QUEUE_URL, { jobId } satisfies WritingJobMessage);
  return { jobId };
}

/**
 * The worker's step: analyse a pending job and store the result once. A redelivered message
 * finds the job ended and changes nothing; an analysis that throws is retried by the queue.
 */
export async function runWritingJob({ jobId }: WritingJobMessage): Promise<'done' | 'already ended' | 'missing'> {
  const job = await getAnalysisJob(jobId);
  if (job?.kind !== 'writing' || job.text === undefined) return 'missing';
  if (job.status !== 'pending') return 'already ended';
  const item = await getQuestionItem(job.uid);
  if (!item) {
    await finishAnalysisJob(jobId, { status: 'failed' });
    return 'done';
  }
  const result = await analyseWriting(QuestionSchema.parse(JSON.parse(item.body)), job.text);
  return (await finishAnalysisJob(jobId, { status: 'done', result: JSON.stringify(result) })) ? 'done' : 'already ended';
}

/** A job's status and result; a student's job is theirs alone. */
export async function getWritingAnalysis(caller: Caller | undefined, jobId: string): Promise<{ status: 'pending' | 'done' | 'failed'; result?: WritingAnalysis }> {
  const job = await getAnalysisJob(jobId);
  if (job?.kind !== 'writing' || (job.userId !== undefined && job.userId !== caller?.userId)) throw new NotFoundError('This analysis does not exist.');
  return { status: job.status, ...(job.result ? { result: WritingAnalysisSchema.parse(JSON.parse(job.result)) } : {}) };
}

function toSaved(row: { uid: string; selectedAnswer: string; score: string; scoreAnalysis: string; analysis: string; createdAt: number }): SavedWriting {
  return { uid: row.uid, selectedAnswer: row.selectedAnswer, score: row.score, scoreAnalysis: JSON.parse(row.scoreAnalysis) as Record<string, number>, analysis: JSON.parse(row.analysis) as SavedWriting['analysis'], createdAt: row.createdAt };
}

/** Saves a finished job as the student's writing; only its grammar Tags are kept (spec practice §3). */
export async function saveWriting(caller: Caller, input: { uid: string; jobId: string }): Promise<SavedWriting> {
  const { status, result } = await getWritingAnalysis(caller, input.jobId);
  const job = (await getAnalysisJob(input.jobId))!;
  if (job.uid !== input.uid || !job.userId || job.text === undefined) throw new NotFoundError('This analysis does not exist.');
  if (status !== 'done' || !result) throw new FieldValidationError({ jobId: 'This analysis is not finished yet.' });
  const row = {
    uid: input.uid,
    jobId: input.jobId,
    selectedAnswer: job.text,
    score: `${result.score}/${result.max}`,
    scoreAnalysis: JSON.stringify(result.scoreAnalysis),
    analysis: JSON.stringify(result.tags.filter((tag) => tag.report === 'grammar')),
    createdAt: Date.now(),
  };
  await saveUserWriting(job.userId, row);
  return toSaved(row);
}

export async function listWritings(caller: Caller, uid: string): Promise<SavedWriting[]> {
  const user = await Accounts.loadUser(caller);
  return (await listUserWritings(user.userId, uid)).map(toSaved);
}
