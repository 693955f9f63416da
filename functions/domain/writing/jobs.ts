import type { SavedWriting, WritingAnalysis } from '@shared/api';
import { getAnalysisJob, getQuestion, listUserWritings, saveUserWriting, spendWritingCredit, type UserWritingItem, type WritingJob } from '@functions/data';
import { Accounts } from '@functions/domain/accounts';
import { Analysis } from '@functions/domain/analysis';
import { Practice } from '@functions/domain/practice';
import type { Caller } from '@functions/platform/auth';
import { AnalysisNotFoundError, CreditExhaustedError, FieldValidationError, QuestionNotFoundError } from '@functions/platform/errors';
import { recordCreditSpent } from '@functions/platform/metrics';
import { analyseWriting, isWritingType } from './analyse';
import { writingCreditTexts } from './texts';

/**
 * Starts the analysis of a writing answer (spec practice §5 access rules): free for sample items
 * and paid, unexpired plans; otherwise a signed-in student spends one writing credit (a
 * conditional update, so two requests cannot spend the last credit twice), given back if the
 * analysis fails for good; a visitor is limited to the samples. The job is queued; its id comes
 * back at once.
 */
export async function startWritingAnalysis(caller: Caller | undefined, input: { uid: string; text: string; isMockTest: boolean }): Promise<{ jobId: string }> {
  const question = await getQuestion(input.uid);
  if (!question) throw new QuestionNotFoundError(input.uid);
  if (!isWritingType(question.type)) throw new FieldValidationError({ uid: 'This question is not a writing item.' });
  if (input.text.trim() === '') throw new FieldValidationError({ text: 'Write your answer first.' });
  const user = caller ? await Accounts.loadUser(caller) : undefined;
  let paid = false;
  if (!question.isSample && !Practice.hasPaidPlan(user)) {
    if (!user) throw new CreditExhaustedError('writing', writingCreditTexts.limited);
    if (!(await spendWritingCredit(user.userId))) throw new CreditExhaustedError('writing', writingCreditTexts.exhausted);
    recordCreditSpent('writing');
    paid = true;
  }
  const job = { kind: 'writing' as const, uid: input.uid, text: input.text, isMockTest: input.isMockTest, ...(user ? { userId: user.userId } : {}) };
  return Analysis.startJob(job, paid && user ? { credit: 'writing', payerId: user.userId } : undefined);
}

/** The analysis of a job's text against its question ('unanswerable' when the question is gone). */
export async function analyseWritingJob(job: WritingJob): Promise<WritingAnalysis | 'unanswerable'> {
  const question = await getQuestion(job.uid);
  if (!question || job.text === undefined) return 'unanswerable';
  return analyseWriting(question, job.text);
}

/**
 * The worker's step: analyse a pending job and store the result once; a student's practice
 * answer is then saved as their writing on the server, so nothing is lost if they left the page.
 */
export function runWritingJob(message: Analysis.JobMessage) {
  return Analysis.runJob(message, 'writing', analyseWritingJob, async (job, result) => {
    if (job.userId && !job.isMockTest) await saveUserWriting(savedWritingOf(job, job.userId, result));
  });
}

/** A job's status and result, or the failure's message; a student's job is theirs alone. */
export function getWritingAnalysis(caller: Caller | undefined, jobId: string) {
  return Analysis.viewJob(caller?.userId, jobId, 'writing');
}

/** The writing a finished job is saved as; only its grammar Tags are kept (spec practice §3). */
function savedWritingOf(job: WritingJob, userId: string, result: WritingAnalysis): UserWritingItem {
  return {
    userId,
    uid: job.uid,
    jobId: job.jobId,
    selectedAnswer: job.text ?? '',
    score: `${result.score}/${result.max}`,
    scoreAnalysis: result.scoreAnalysis,
    analysis: result.tags.filter((tag) => tag.report === 'grammar'),
    createdAt: job.createdAt ?? Date.now(),
  };
}

function toSaved({ uid, selectedAnswer, score, scoreAnalysis, analysis, createdAt }: UserWritingItem): SavedWriting {
  return { uid, selectedAnswer, score, scoreAnalysis, analysis, createdAt };
}

/** The student's writing of a finished job (the worker saved it; saving again writes the same row). */
export async function saveWriting(caller: Caller, input: { uid: string; jobId: string }): Promise<SavedWriting> {
  const { status, result } = await getWritingAnalysis(caller, input.jobId);
  const job = (await getAnalysisJob(input.jobId))!;
  if (job.uid !== input.uid || !job.userId || job.kind !== 'writing' || job.text === undefined) throw new AnalysisNotFoundError(input.jobId);
  if (status !== 'done' || !result) throw new FieldValidationError({ jobId: 'This analysis is not finished yet.' });
  const writing = savedWritingOf(job, job.userId, result);
  await saveUserWriting(writing);
  return toSaved(writing);
}

export async function listWritings(caller: Caller, uid: string): Promise<SavedWriting[]> {
  const user = await Accounts.loadUser(caller);
  return (await listUserWritings(user.userId, uid)).map(toSaved);
}
