import { itemTypes, type Question } from '@shared/exam';
import { isEmptyMockAnswer, scoringAnswerOf, type MockAnswer } from '@shared/mock';
import { getAnalysisJob, type MockJob, type MockSessionItem, type UserItem } from '@functions/data';
import { Analysis } from '@functions/domain/analysis';
import { Speaking } from '@functions/domain/speaking';
import { payerOfSession } from './access';
import { now } from './clock';

/** A pending job older than this is sent again: its message may have been lost between creating the job and queuing it. */
const lostAfterMs = 60_000;

/**
 * The AI analysis an answer needs, or undefined when it is scored without one: unscored items,
 * rule items, empty recordings ('nothing recorded') and empty writing (0 on every trait).
 */
export function analysisKindOf(question: Question, answer: MockAnswer | undefined): MockJob['kind'] | undefined {
  const type = itemTypes[question.type];
  if (type.scoring === 'unscored') return undefined;
  if (type.answerKind === 'speech') return isEmptyMockAnswer(answer) ? undefined : 'speech';
  return scoringAnswerOf(question.type, answer) ? undefined : 'writing';
}

/**
 * Creates and queues the analysis jobs of a session that do not exist yet (idempotent: a job is
 * created once, by its id); answers are analysed as soon as they are saved, so the report is
 * ready soon after submit. Mock items spend no practice credit: mock credits paid for the whole
 * test. A pending job is queued again when `resend` is set (a retried submit) or when it has
 * waited longer than a minute.
 */
export async function dispatchJobs(session: MockSessionItem, user: UserItem | undefined, { resend = false, only }: { resend?: boolean; only?: string } = {}): Promise<void> {
  const jobs = Object.entries(session.jobs).filter(([uid]) => only === undefined || uid === only);
  if (jobs.length === 0) return;
  const { answers } = session;
  const payer = jobs.some(([, job]) => job.kind === 'speech') ? await payerOfSession(session, user) : undefined;
  for (const [uid, { jobId, kind }] of jobs) {
    const existing = await getAnalysisJob(jobId);
    if (existing) {
      const lost = existing.status === 'pending' && (resend || (existing.createdAt ?? 0) < now() - lostAfterMs);
      if (lost) await Analysis.queueJob(existing);
      continue;
    }
    const answer = answers[uid];
    const owner = session.userId !== undefined ? { userId: session.userId } : {};
    // Mock credits paid for the whole test: the job costs no practice credit.
    if (kind === 'writing') {
      await Analysis.startJob({ jobId, kind, uid, text: answer?.kind === 'text' ? answer.text : '', isMockTest: true, ...owner }, undefined, { queuedAgainLater: true });
    } else if (answer?.kind === 'speech' && answer.uploadId !== undefined && payer) {
      const recording = {
        recordingKey: Speaking.recordingKey(payer, answer.uploadId),
        ...(answer.browserTranscript ? { browserTranscript: answer.browserTranscript } : {}),
        // Recognised while the answer was recorded: the job recognises only the rest.
        ...(answer.parts?.length ? { parts: Speaking.partRefsOf(payer, answer.parts) } : {}),
      };
      await Analysis.startJob({ jobId, kind, uid, isMockTest: true, ...owner, ...recording }, undefined, { queuedAgainLater: true });
    }
  }
}
