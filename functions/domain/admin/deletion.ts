import { blobs } from '@functions/adapters/blobs';
import {
  anonymisePurchase,
  deleteAnalysisScores,
  deleteAttempts,
  deleteMailListEntry,
  deleteMockSession,
  deleteProgress,
  deleteRating,
  deleteSurveyResult,
  deleteTestimonial,
  deleteUserItem,
  deleteUserPromoExpiry,
  deleteUserWritings,
  getRatingOf,
  listMockSessions,
  listProgress,
  listPurchasesOf,
  listSurveys,
  listUserAttempts,
  ownerOfUser,
  releaseEmail,
  type UserItem,
} from '@functions/data';
import { Accounts } from '@functions/domain/accounts';
import { Mock } from '@functions/domain/mock';
import { Speaking } from '@functions/domain/speaking';
import type { Caller } from '@functions/platform/auth';
import { config } from '@functions/platform/config';
import { record } from './audit';
import { findStudent } from './students';

/**
 * admins/deleteOldAccount: removes a student's files (recordings, profile images, scorecards),
 * then their items (practice, writings, analyses, mock sessions, rating and testimonial, survey
 * answers, mailing-list entry), keeps their purchases as anonymised rows for the accounts, and
 * removes the account and its e-mail claim last: a failure half-way leaves the account in place,
 * so the deletion can simply run again.
 */
export async function deleteOldAccount(admin: Caller, email: string): Promise<{ email: string; items: number; files: number; purchasesAnonymised: number }> {
  const student = await findStudent(email);
  const sessions = await listMockSessions(ownerOfUser(student.userId));
  const files = await deleteFiles(student, sessions.map((session) => session.sessionId));
  let items = 0;
  for (const session of sessions) {
    await deleteMockSession(session.sessionId);
    items += 1;
  }
  items += await deletePractice(student.userId);
  items += await deleteEngagement(student);
  const purchases = await listPurchasesOf(student.userId);
  for (const purchase of purchases) await anonymisePurchase(purchase);
  if (student.userPromo) await deleteUserPromoExpiry(student.userId, student.userPromo.endTime);
  await deleteUserItem(student.userId);
  await releaseEmail(student.email);
  items += 2;
  await record(admin, 'deleteOldAccount', student.email, `${items} items, ${files} files removed; ${purchases.length} purchases kept anonymised`);
  return { email: student.email, items, files, purchasesAnonymised: purchases.length };
}

async function deleteFiles(student: UserItem, sessionIds: string[]): Promise<number> {
  const keys = [
    ...(await blobs.list(config.UPLOADS_BUCKET, Speaking.userRecordingsFolder(student.userId))).keys(),
    ...(await blobs.list(config.UPLOADS_BUCKET, Accounts.profileImagesFolder(student.userId))).keys(),
  ];
  for (const sessionId of sessionIds) {
    const key = Mock.scorecardKey(sessionId);
    if ((await blobs.list(config.UPLOADS_BUCKET, key)).has(key)) keys.push(key);
  }
  for (const key of keys) await blobs.remove(config.UPLOADS_BUCKET, key);
  return keys.length;
}

/** Attempts, progress, writings (found through the questions practised) and analysis scores. */
async function deletePractice(userId: string): Promise<number> {
  const progress = await listProgress(userId, '');
  const uids = new Set([...(await listUserAttempts(userId)).map((attempt) => attempt.uid), ...progress.map((item) => item.uid)]);
  let items = 0;
  for (const uid of uids) {
    items += await deleteAttempts(userId, uid);
    items += await deleteUserWritings(userId, uid);
  }
  for (const item of progress) await deleteProgress(userId, item.uid);
  return items + progress.length + (await deleteAnalysisScores(userId));
}

/** The rating and its testimonial, survey answers and the mailing-list entry. */
async function deleteEngagement(student: UserItem): Promise<number> {
  let items = 0;
  const rating = await getRatingOf(student.userId);
  if (rating) {
    if (await deleteTestimonial(rating.ratingId)) items += 1;
    if (await deleteRating(student.userId)) items += 1;
  }
  for (const survey of await listSurveys()) if (await deleteSurveyResult(survey.surveyId, student.userId)) items += 1;
  if (await deleteMailListEntry(student.email)) items += 1;
  return items;
}
