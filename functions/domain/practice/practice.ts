import { answerSecondsCap, itemTypes, itemTypesBySection, itemTypeCodes, type ItemTypeCode, type Question, type Section, type Variant } from '@shared/exam';
import type { Attempt, QuestionSummary } from '@shared/api';
import {
  addAttempt,
  addQuestionReport,
  deleteAttempts,
  deleteProgress,
  getContentState,
  listAttempts,
  listProgress,
  saveProgress,
  type ProgressItem,
  type QuestionListing,
  type UserItem,
} from '@functions/data';
import { Accounts } from '@functions/domain/accounts';
import { Engagement } from '@functions/domain/engagement';
import { questionOfBank, questionsOfType } from './bank-cache';
import { predictedCountOf, predictedUidsOf } from './prediction';
import type { Caller } from '@functions/platform/auth';
import { FieldValidationError, QuestionLockedError, QuestionNotFoundError } from '@functions/platform/errors';
import { lockedMessage, reportThanks } from './texts';

// Speaking opens questions by practice's rules and refuses with the same text.
export { lockedMessage } from './texts';

/** A paid plan whose expiry is still ahead (spec practice §5 access rules). */
export function hasPaidPlan(user: UserItem | undefined, now = Date.now()): boolean {
  return user?.paidExpiryTime !== undefined && user.paidExpiryTime > now;
}

/** Samples are open to everyone; every other question needs a paid, unexpired plan. */
function canOpen(question: { isSample?: boolean }, user: UserItem | undefined): boolean {
  return (question.isSample ?? false) || hasPaidPlan(user);
}

// Practice only reads the account (its plan), so the one the request was authenticated with serves.
async function userOf(caller: Caller | undefined): Promise<UserItem | undefined> {
  return caller ? Accounts.readUser(caller) : undefined;
}

function summaryOf(row: QuestionListing, predicted: boolean, user: UserItem | undefined, progress: ProgressItem | undefined): QuestionSummary {
  return {
    uid: row.uid,
    type: row.type,
    title: row.title,
    isSample: row.isSample,
    prediction: predicted,
    locked: !canOpen(row, user),
    done: progress?.done ?? false,
    ...(progress?.lastAt !== undefined ? { lastAttempt: { score: progress.lastScore!, max: progress.lastMax!, successful: progress.lastSuccessful!, at: progress.lastAt } } : {}),
  };
}

/** The uids of a type predicted this week (prediction.ts's rule over the type's questions). */
async function predictedOfType(type: ItemTypeCode): Promise<ReadonlySet<string>> {
  return predictedUidsOf(type, (await questionsOfType(type)).map((row) => row.uid), Date.now());
}

/**
 * One page of the questions of a type, in uid order, with the caller's progress and whether each
 * is predicted this week; prediction narrows to those. The cursor is the last uid shown.
 */
export async function listQuestions(caller: Caller | undefined, input: { type: ItemTypeCode; section?: Section; variant?: Variant; prediction?: boolean; cursor?: string; limit: number }) {
  const type = itemTypes[input.type];
  if (input.section && type.section !== input.section) throw new FieldValidationError({ type: `${type.name} is not a ${input.section} type.` });
  if (input.variant && !type.variants.includes(input.variant)) throw new FieldValidationError({ type: `${type.name} is not part of PTE ${input.variant}.` });
  const user = await userOf(caller);
  const predicted = await predictedOfType(input.type);
  const rows = (await questionsOfType(input.type)).filter((row) => !input.prediction || predicted.has(row.uid));
  if (input.cursor !== undefined && !rows.some((row) => row.uid === input.cursor)) throw new FieldValidationError({ cursor: 'This page does not exist; start again from the first page.' });
  const start = input.cursor === undefined ? 0 : rows.findIndex((row) => row.uid === input.cursor) + 1;
  const page = rows.slice(start, start + input.limit);
  const progress = user ? new Map((await listProgress(user.userId, `${input.type}-`)).map((row) => [row.uid, row])) : new Map<string, ProgressItem>();
  const last = page.at(-1);
  return {
    items: page.map((row) => summaryOf(row, predicted.has(row.uid), user, progress.get(row.uid))),
    ...(last && start + page.length < rows.length ? { cursor: last.uid } : {}),
    total: rows.length,
  };
}

/** Per item type (of a section, or all): totals from the last seed, how many are predicted each week, and how many the caller did. */
export async function countQuestions(caller: Caller | undefined, section?: Section) {
  const user = await userOf(caller);
  const types = section ? itemTypesBySection('ALL', section).map((type) => type.code) : [...itemTypeCodes];
  const counts = (await getContentState())?.counts ?? {};
  const done = new Map<string, number>();
  for (const row of user ? await listProgress(user.userId, '') : []) {
    if (!row.done) continue;
    const type = row.uid.split('-')[0]!;
    done.set(type, (done.get(type) ?? 0) + 1);
  }
  return {
    counts: types.map((type) => ({ type, total: counts[type]?.total ?? 0, samples: counts[type]?.samples ?? 0, predicted: predictedCountOf(type, counts[type]?.total ?? 0), done: done.get(type) ?? 0 })),
  };
}

async function openQuestion(uid: string, user: UserItem | undefined): Promise<Question> {
  const question = await questionOfBank(uid);
  if (!question) throw new QuestionNotFoundError(uid);
  if (!canOpen(question, user)) throw new QuestionLockedError(uid, lockedMessage);
  return question;
}

/** A question with its answers and whether it is predicted this week, its neighbours in the type's list, and the caller's previous attempts. */
export async function getQuestion(caller: Caller | undefined, uid: string) {
  const user = await userOf(caller);
  const stored = await openQuestion(uid, user);
  const question = { ...stored, prediction: (await predictedOfType(stored.type)).has(uid) };
  const siblings = await questionsOfType(question.type);
  const position = siblings.findIndex((sibling) => sibling.uid === uid);
  const previous = siblings[position - 1]?.uid;
  const next = siblings[position + 1]?.uid;
  return {
    question,
    ...(previous ? { previous } : {}),
    ...(next ? { next } : {}),
    attempts: user ? await listAttempts(user.userId, uid) : [],
  };
}

/** Keeps a practice score as an attempt and the question's latest result; a visitor's score is not kept. */
export async function recordScore(caller: Caller | undefined, input: { uid: string; score: string; successful: boolean; seconds?: number | undefined }): Promise<{ recorded: boolean; attempts: Attempt[] }> {
  const user = await userOf(caller);
  if (!user) return { recorded: false, attempts: [] };
  await openQuestion(input.uid, user);
  const [score, max] = input.score.split('/').map(Number) as [number, number];
  const attempt = { score, max, successful: input.successful, at: Date.now() };
  await addAttempt(user.userId, input.uid, { ...attempt, ...(input.seconds !== undefined ? { seconds: Math.min(input.seconds, answerSecondsCap) } : {}) });
  await saveProgress(user.userId, input.uid, { lastScore: score, lastMax: max, lastSuccessful: input.successful, lastAt: attempt.at });
  await Engagement.notePracticeProgress(user);
  return { recorded: true, attempts: await listAttempts(user.userId, input.uid) };
}

export async function markDone(caller: Caller, uid: string): Promise<void> {
  const user = await Accounts.loadUser(caller);
  await openQuestion(uid, user);
  await saveProgress(user.userId, uid, { done: true });
  await Engagement.notePracticeProgress(user);
}

export async function markTested(caller: Caller, uid: string): Promise<void> {
  const user = await Accounts.loadUser(caller);
  if (!(await questionOfBank(uid))) throw new QuestionNotFoundError(uid);
  await saveProgress(user.userId, uid, { tested: true });
}

export async function report(caller: Caller, input: { uid: string; reason: string }): Promise<{ message: string }> {
  const user = await Accounts.loadUser(caller);
  if (!(await questionOfBank(input.uid))) throw new QuestionNotFoundError(input.uid);
  await addQuestionReport({ uid: input.uid, userId: user.userId, reason: input.reason });
  return { message: reportThanks };
}

/** Forgets the caller's attempts and progress on a question; how many attempts there were. */
export async function clearScore(caller: Caller, uid: string): Promise<number> {
  const user = await Accounts.loadUser(caller);
  const cleared = await deleteAttempts(user.userId, uid);
  await deleteProgress(user.userId, uid);
  return cleared;
}
