import { randomUUID } from 'node:crypto';
import type { MockReport } from '@shared/api/mock';
import { itemTypes, parseItemTypeCode, type Question } from '@shared/exam';
import {
  answerTextOf,
  failedOutcomeOf,
  mockAnalysisTimeoutSeconds,
  mockScoresOf,
  mockTexts,
  outcomeOf,
  practiseNextOf,
  scoringAnswerOf,
  showAnswerOf,
  type MockItemOutcome,
} from '@shared/mock';
import { nothingRecordedScore, scoreQuestion } from '@shared/scoring';
import {
  getUser,
  markMockResultSaved,
  readMockSession,
  scoreMockSession,
  updateMockSession,
  type AnalysisJobItem,
  type MockJob,
  type MockSessionItem,
  type MockSessionScores,
  type StoredMockReport,
  type UserItem,
} from '@functions/data';
import { Analysis } from '@functions/domain/analysis';
import type { Caller } from '@functions/platform/auth';
import { ChangedElsewhereError, MockNotFoundError, MockStepRefusedError } from '@functions/platform/errors';
import { analysisKindOf, dispatchJobs } from './analysis-jobs';
import { ownedSession, questionsOf } from './access';
import { now } from './clock';
import { settled } from './sessions';

const uidsOf = (session: MockSessionItem) => session.parts.flatMap((part) => part.uids);

/**
 * Scores what can be scored at once and names the analysis job of every other item: rule items
 * with shared/scoring (a missing answer counts as empty), an empty writing answer as 0 on every
 * trait and an empty recording as 'nothing recorded', both without a job.
 */
function scoreAtSubmit(session: MockSessionItem, questions: Map<string, Question>): { outcomes: Record<string, MockItemOutcome>; jobs: Record<string, MockJob> } {
  const { answers } = session;
  // Answers analysed while the test ran keep their jobs.
  const started = session.jobs;
  const outcomes: Record<string, MockItemOutcome> = {};
  const jobs: Record<string, MockJob> = {};
  for (const uid of uidsOf(session)) {
    const question = questions.get(uid);
    if (!question) {
      outcomes[uid] = failedOutcomeOf(uid, parseItemTypeCode(uid));
      continue;
    }
    const answer = answers[uid];
    const kind = analysisKindOf(question, answer);
    const scoring = scoringAnswerOf(question.type, answer);
    if (kind) jobs[uid] = started[uid] ?? { jobId: randomUUID(), kind };
    else if (itemTypes[question.type].scoring === 'unscored') outcomes[uid] = outcomeOf(uid, question.type, { score: 0, max: 0, traits: [] });
    else if (itemTypes[question.type].answerKind === 'speech') outcomes[uid] = outcomeOf(uid, question.type, nothingRecordedScore(question.type));
    else outcomes[uid] = outcomeOf(uid, question.type, scoreQuestion(question, scoring!));
  }
  return { outcomes, jobs };
}

/**
 * Ends the test: closes it (a part not reached or not finished counts its items as empty), scores
 * rule items at once and sends writing and speaking items to their analysis queues. Submitting
 * again changes nothing (jobs that may have been lost are queued again).
 */
export async function submit(caller: Caller | undefined, input: { sessionId: string; anonymousId?: string | undefined }) {
  const at = now();
  const { session: stored, user } = await ownedSession(caller, input.sessionId, input.anonymousId);
  let session = stored;
  if (session.status === 'in-progress') {
    session = await settled(session, at);
    for (let attempt = 0; session.status === 'in-progress'; attempt += 1) {
      if (attempt === 5) throw new ChangedElsewhereError(session.sessionId, 'This mock test is being changed elsewhere. Reload the page.');
      const { outcomes, jobs } = scoreAtSubmit(session, await questionsOf(uidsOf(session)));
      const changes = { status: 'submitted' as const, outcomes, jobs, submittedAt: at };
      session = (await updateMockSession(session.sessionId, session.revision, changes)) ?? (await readMockSession(session.sessionId)) ?? session;
    }
    if (session.status === 'abandoned') throw new MockNotFoundError(session.sessionId, mockTexts.notFound);
    await dispatchJobs(session, user);
  } else if (session.status === 'submitted') {
    await dispatchJobs(session, user, { resend: true });
  }
  // A test without AI items (a Reading or Listening mock, or nothing to analyse) is scored at once.
  const scored = session.status === 'scored' || (session.status === 'submitted' && (await settleResult(session, user)).status === 'scored');
  return { sessionId: session.sessionId, status: scored ? ('scored' as const) : ('submitted' as const), category: session.category };
}

function outcomeOfJob(uid: string, job: AnalysisJobItem): { outcome: MockItemOutcome; heard?: string } {
  const type = parseItemTypeCode(uid);
  if (job.status !== 'done' || job.result === undefined) return { outcome: failedOutcomeOf(uid, type) };
  if (job.kind === 'writing') return { outcome: outcomeOf(uid, type, job.result) };
  return { outcome: outcomeOf(uid, type, job.result), heard: job.result.transcript };
}

const round = (value: number) => Math.round(value * 100) / 100;

function storedReportOf(session: MockSessionItem, outcomes: Record<string, MockItemOutcome>, heard: Record<string, string>, scoredAt: number): StoredMockReport {
  const outcomeOfUid = (uid: string) => outcomes[uid] ?? failedOutcomeOf(uid, parseItemTypeCode(uid));
  const list = uidsOf(session).map(outcomeOfUid);
  const scores = mockScoresOf(list);
  const items = session.parts.flatMap((part, partIndex) =>
    part.uids.map((uid) => {
      const outcome = outcomeOfUid(uid);
      return {
        uid,
        type: outcome.type,
        section: itemTypes[outcome.type].section,
        part: partIndex,
        score: `${round(outcome.score)}/${round(outcome.max)}`,
        points: round(outcome.score),
        max: round(outcome.max),
        status: outcome.status,
        scoreData: outcome.traits,
      };
    }),
  );
  return {
    sessionId: session.sessionId,
    mockTestId: session.mockTestId,
    title: session.title,
    variant: session.variant,
    category: session.category,
    submittedAt: session.submittedAt ?? scoredAt,
    scoredAt,
    saved: false,
    overall: scores.overall,
    skills: scores.skills,
    enablingSkills: scores.enablingSkills,
    practiseNext: practiseNextOf(list),
    items,
    heard,
  };
}

/** The owner's report: the stored one with each item's answer, correct answer and explanation. */
async function reportOf(session: MockSessionItem, stored: StoredMockReport): Promise<MockReport> {
  const { answers } = session;
  const questions = await questionsOf(uidsOf(session));
  const { heard, ...report } = stored;
  return {
    ...report,
    saved: session.saved ?? false,
    items: stored.items.map((item) => {
      const question = questions.get(item.uid);
      const explanation = question?.type !== 'SSQ' ? question?.answer : undefined;
      return {
        ...item,
        answer: question ? answerTextOf(question, answers[item.uid], heard[item.uid]) : '',
        showAnswer: question ? showAnswerOf(question) : '',
        ...(explanation ? { explanation } : {}),
      };
    }),
  };
}

function headlineOf(report: StoredMockReport): MockSessionScores {
  const entries = Object.entries({ overall: report.overall, ...report.skills }).filter((entry): entry is [string, number] => entry[1] !== null);
  return Object.fromEntries(entries) as MockSessionScores;
}

type Settled = { status: 'pending'; sessionId: string; done: number; total: number } | { status: 'scored'; report: StoredMockReport };

/**
 * The result of a submitted session: pending while any analysis job is pending; once every job
 * has ended (or mockAnalysisTimeoutSeconds have passed since submit: a job lost to the
 * dead-letter queue counts as failed, 0 points), the report is assembled, stored once (a
 * conditional write: two requests assembling at once store one) and read as stored ever after.
 */
async function settleResult(session: MockSessionItem, user: UserItem | undefined): Promise<Settled> {
  if (session.status === 'scored' && session.report !== undefined) return { status: 'scored', report: session.report };
  if (session.status !== 'submitted') throw new MockStepRefusedError(session.sessionId, mockTexts.notSubmitted);
  const jobs = Object.entries(session.jobs);
  const states = await Promise.all(jobs.map(async ([uid, { jobId }]) => [uid, await Analysis.readJob(jobId)] as const));
  if (states.some(([, job]) => job === undefined)) await dispatchJobs(session, user);
  const done = states.filter(([, job]) => job !== undefined && job.status !== 'pending').length;
  const expired = now() - (session.submittedAt ?? 0) > mockAnalysisTimeoutSeconds * 1000;
  if (done < jobs.length && !expired) return { status: 'pending', sessionId: session.sessionId, done, total: jobs.length };

  const outcomes = { ...session.outcomes };
  const heard: Record<string, string> = {};
  for (const [uid, job] of states) {
    const scored = job ? outcomeOfJob(uid, job) : { outcome: failedOutcomeOf(uid, parseItemTypeCode(uid)) };
    outcomes[uid] = scored.outcome;
    if (scored.heard !== undefined) heard[uid] = scored.heard;
  }
  const report = storedReportOf(session, outcomes, heard, now());
  if (await scoreMockSession(session.sessionId, report, headlineOf(report))) return { status: 'scored', report };
  const stored = await readMockSession(session.sessionId);
  return stored ? settleResult(stored, user) : { status: 'scored', report };
}

/** The owner's result: pending while analyses run, then the report with every answer and correct answer. */
export async function fetchResult(caller: Caller | undefined, input: { sessionId: string; anonymousId?: string | undefined }) {
  const { session, user } = await ownedSession(caller, input.sessionId, input.anonymousId);
  if (session.status === 'in-progress') throw new MockStepRefusedError(session.sessionId, mockTexts.notSubmitted);
  const result = await settleResult(session, user);
  if (result.status === 'pending') return result;
  return { status: 'scored' as const, report: await reportOf(session, result.report) };
}

/** The scorecard anyone with the session id may read: first name, date, variant and scores, never answers. */
export async function fetchPublicResult(sessionId: string) {
  const session = await readMockSession(sessionId);
  if (!session || (session.status !== 'submitted' && session.status !== 'scored')) throw new MockNotFoundError(sessionId, mockTexts.resultNotFound);
  const result = await settleResult(session, undefined);
  if (result.status === 'pending') return { status: 'pending' as const, sessionId };
  const owner = session.userId !== undefined ? await getUser(session.userId) : undefined;
  const { report } = result;
  return {
    status: 'scored' as const,
    sessionId,
    firstName: owner?.firstName.trim().split(/\s+/)[0] ?? 'Guest',
    date: report.submittedAt,
    title: report.title,
    variant: report.variant,
    category: report.category,
    overall: report.overall,
    skills: report.skills,
    enablingSkills: report.enablingSkills,
  };
}

/** Marks a submitted test's result saved; preventNavigate comes back for the client's navigation. */
export async function saveResult(caller: Caller | undefined, input: { sessionId: string; preventNavigate: boolean; anonymousId?: string | undefined }) {
  const { session } = await ownedSession(caller, input.sessionId, input.anonymousId);
  if (!(await markMockResultSaved(session.sessionId))) throw new MockStepRefusedError(session.sessionId, mockTexts.notSubmitted);
  return { sessionId: session.sessionId, saved: true as const, preventNavigate: input.preventNavigate };
}
