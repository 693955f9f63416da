import { randomUUID } from 'node:crypto';
import { variants } from '@shared/exam';
import { blobs } from '@functions/adapters/blobs';
import {
  anonymisedIdOf,
  anonymisePaymentsOf,
  anonymisePurchase,
  anonymiseQuestionReportsOf,
  clearRate,
  deleteAnalysisJobs,
  deleteAnalysisScores,
  deleteAttempts,
  deleteBlogVote,
  deleteCartsOf,
  deleteEmailTokensOf,
  deleteMailListEntry,
  deleteMockSession,
  deleteMockTests,
  deleteProgress,
  deleteRating,
  deleteSavedWordsOf,
  deleteSpeechParts,
  deleteSurveyResult,
  deleteTestimonial,
  deleteUserItem,
  deleteUserPromoExpiry,
  deleteUserWritingsOf,
  forgetReferralsOf,
  getRatingOf,
  listAnalysisJobKeysOf,
  listBlogPosts,
  listMockSessions,
  listMockTests,
  listProgress,
  listPurchasesOf,
  listSurveys,
  listUserAttempts,
  ownerOfUser,
  releaseEmail,
  releaseReferralCode,
  type UserItem,
} from '@functions/data';
import { Accounts } from '@functions/domain/accounts';
import { Blog } from '@functions/domain/blog';
import { Mock } from '@functions/domain/mock';
import { Speaking } from '@functions/domain/speaking';
import type { Caller } from '@functions/platform/auth';
import { config } from '@functions/platform/config';
import { record } from './audit';
import { findStudent } from './students';

/** The rate limits counted per student (functions/domain/accounts, speaking), and the login's per address. */
const rateScopesByUser = ['verificationMail', 'resetMail', 'invites', 'speechParts'] as const;

/**
 * admins/deleteOldAccount: removes every item that carries the student's id and their files
 * (recordings, profile images, scorecards); keeps their purchases and payments for the accounts,
 * their question reports for the questions' sake and their own referral for their referrer, each
 * under a random id chosen once for the account (never its id or e-mail). The account and its
 * e-mail claim go last: a failure half-way leaves the account in place, so the deletion can simply
 * run again, and it keeps the same random id.
 */
export async function deleteOldAccount(admin: Caller, email: string): Promise<{ email: string; items: number; files: number; purchasesAnonymised: number }> {
  const student = await findStudent(email);
  const anonymisedId = (await anonymisedIdOf(student.userId, `deleted-${randomUUID()}`)) ?? `deleted-${randomUUID()}`;
  const sessions = await listMockSessions(ownerOfUser(student.userId));
  const jobs = await listAnalysisJobKeysOf(student.userId);
  const recordingKeys = [...(await blobs.list(config.UPLOADS_BUCKET, Speaking.userRecordingsFolder(student.userId))).keys()];
  const files = await deleteFiles(student, recordingKeys, sessions.map((session) => session.sessionId));
  let items = 0;
  for (const session of sessions) {
    await deleteMockSession(session.sessionId);
    items += 1;
  }
  items += await deleteDrawnMocks(student.userId);
  items += await deletePractice(student.userId);
  items += await deleteSpeechParts([...recordingKeys, ...jobs.flatMap((job) => [...job.partKeys, ...(job.recordingKey ? [job.recordingKey] : [])])]);
  await deleteAnalysisJobs(jobs.map((job) => job.jobId));
  items += jobs.length;
  items += await deleteEngagement(student, anonymisedId);
  items += await deleteAccountItems(student);
  const purchases = await listPurchasesOf(student.userId);
  for (const purchase of purchases) await anonymisePurchase(purchase, anonymisedId);
  await anonymisePaymentsOf(student.userId, anonymisedId);
  await deleteUserItem(student.userId);
  await releaseEmail(student.email);
  items += 2;
  await record(admin, 'deleteOldAccount', student.email, `${items} items, ${files} files removed; ${purchases.length} purchases kept anonymised`);
  return { email: student.email, items, files, purchasesAnonymised: purchases.length };
}

async function deleteFiles(student: UserItem, recordingKeys: string[], sessionIds: string[]): Promise<number> {
  const keys = [...recordingKeys, ...(await blobs.list(config.UPLOADS_BUCKET, Accounts.profileImagesFolder(student.userId))).keys()];
  for (const sessionId of sessionIds) {
    const key = Mock.scorecardKey(sessionId);
    if ((await blobs.list(config.UPLOADS_BUCKET, key)).has(key)) keys.push(key);
  }
  for (const key of keys) await blobs.remove(config.UPLOADS_BUCKET, key);
  return keys.length;
}

/** The mock tests the student drew (mocktest/createRandomMockTest), listed under their id. */
async function deleteDrawnMocks(userId: string): Promise<number> {
  const ids = (await Promise.all(variants.map((variant) => listMockTests(userId, variant)))).flat().map((mock) => mock.mockTestId);
  await deleteMockTests(ids);
  return ids.length;
}

/** Attempts (found through the questions practised), progress, writings, analysis scores and saved words. */
async function deletePractice(userId: string): Promise<number> {
  const progress = await listProgress(userId, '');
  let items = 0;
  for (const uid of new Set((await listUserAttempts(userId)).map((attempt) => attempt.uid))) items += await deleteAttempts(userId, uid);
  for (const item of progress) await deleteProgress(userId, item.uid);
  return items + progress.length + (await deleteUserWritingsOf(userId)) + (await deleteAnalysisScores(userId)) + (await deleteSavedWordsOf(userId));
}

/** The rating and its testimonial, survey answers, blog votes, the mailing-list entry, question reports and referrals. */
async function deleteEngagement(student: UserItem, anonymisedId: string): Promise<number> {
  let items = 0;
  const rating = await getRatingOf(student.userId);
  if (rating) {
    if (await deleteTestimonial(rating.ratingId)) items += 1;
    if (await deleteRating(student.userId)) items += 1;
  }
  for (const survey of await listSurveys()) if (await deleteSurveyResult(survey.surveyId, student.userId)) items += 1;
  const voterId = Blog.voterIdOf({ userId: student.userId });
  for (const post of await listBlogPosts()) if (await deleteBlogVote(post.slug, voterId)) items += 1;
  if (await deleteMailListEntry(student.email)) items += 1;
  items += await anonymiseQuestionReportsOf(student.userId, anonymisedId);
  items += await forgetReferralsOf(student.userId, anonymisedId);
  if (student.referralId && (await releaseReferralCode(student.referralId, student.userId))) items += 1;
  return items;
}

/** The account's carts, e-mail tokens, promotion expiry and rate-limit counts. */
async function deleteAccountItems(student: UserItem): Promise<number> {
  const items = (await deleteCartsOf(student.userId)) + (await deleteEmailTokensOf(student.userId));
  if (student.userPromo) await deleteUserPromoExpiry(student.userId, student.userPromo.endTime);
  for (const scope of rateScopesByUser) await clearRate(scope, student.userId);
  await clearRate('login', student.email);
  return items;
}
