import { randomUUID } from 'node:crypto';
import { accountTexts, isFlaggedReview, reviewDoneStep, reviewPromptReadySteps, reviewRules } from '@shared/accounts';
import type { AverageRating, Rating, Testimonial } from '@shared/api';
import {
  addStepsDone,
  changeRating,
  createRating,
  getRatingOf,
  getTestimonial,
  grantReviewCredit,
  listApprovedTestimonials,
  listProgress,
  listRatingStars,
  postponeReview,
  saveTestimonial,
  type RatingItem,
  type TestimonialItem,
  type UserItem,
} from '@functions/data';
import { Accounts } from '@functions/domain/accounts';
import { Settings } from '@functions/domain/settings';
import type { Caller } from '@functions/platform/auth';
import { ChangedElsewhereError, FieldValidationError, NotSignedInError, TestimonialNotFoundError } from '@functions/platform/errors';

/** The user after a change; a user deleted in between reads as signed out. */
function changed(user: UserItem | undefined): UserItem {
  if (!user) throw new NotSignedInError(accountTexts.accountNotRecognized);
  return user;
}

/** The caller's rating with these stars: their first, or their earlier one changed (a parallel first rating included). */
async function rate(userId: string, stars: number): Promise<Pick<RatingItem, 'ratingId' | 'rating'>> {
  const earlier = await changeRating(userId, stars);
  if (earlier) return earlier;
  const ratingId = randomUUID();
  if (await createRating({ userId, ratingId, rating: stars })) return { ratingId, rating: stars };
  // A parallel first rating was made meanwhile: this one changes it.
  const parallel = await changeRating(userId, stars);
  if (!parallel) throw new ChangedElsewhereError(userId, 'Your rating could not be saved. Try again.');
  return parallel;
}

/**
 * The caller's rating (users/leaveRating). A review earns the extra section mock test once per
 * account: the grant and the review-done step are one conditional write, so any number of
 * reviews, in parallel or not, give it once.
 */
export async function leaveRating(caller: Caller, stars: number, now = Date.now()): Promise<{ rating: Rating; user: UserItem }> {
  const user = await Accounts.loadUser(caller);
  const rating = await rate(user.userId, stars);
  const after = (await grantReviewCredit(user.userId, reviewRules.sectionMockCredits, reviewDoneStep, now)) ?? changed(await addStepsDone(user.userId, [reviewDoneStep]));
  return { rating: { _id: rating.ratingId, rating: rating.rating }, user: after };
}

export function toPublicTestimonial(item: TestimonialItem): Testimonial {
  return {
    testimonialId: item.testimonialId,
    header: item.header,
    quote: item.quote,
    isApproved: item.isApproved,
    firstName: item.firstName,
    rating: item.rating,
    createdAt: item.createdAt,
  };
}

/**
 * The caller's testimonial under their rating's id (users/leaveTestimonial). Approved unless its
 * header or quote holds a flagged word (spec §5), which waits for someone to read it.
 */
export async function leaveTestimonial(caller: Caller, input: { header: string; quote: string; testimonialId: string }, now = Date.now()): Promise<{ message: string; testimonial: Testimonial }> {
  const user = await Accounts.loadUser(caller);
  const rating = await getRatingOf(user.userId);
  if (rating?.ratingId !== input.testimonialId) throw new TestimonialNotFoundError(input.testimonialId);
  const earlier = await getTestimonial(input.testimonialId);
  const saved = await saveTestimonial(
    { testimonialId: input.testimonialId, userId: user.userId, firstName: user.firstName, header: input.header, quote: input.quote, rating: rating.rating, isApproved: !isFlaggedReview(input.header, input.quote) },
    earlier?.createdAt ?? now,
  );
  return { message: accountTexts.testimonialLeft, testimonial: toPublicTestimonial(saved) };
}

const cursorPattern = /^(\d{1,15})~([\w-]{1,100})$/;
const badCursorMessage = 'This page does not exist; start again from the first page.';

/** Approved testimonials, newest first (users/fetchTestimonials); the cursor names the last one shown. */
export async function fetchTestimonials(input: { limit: number; cursor?: string | undefined }): Promise<{ testimonials: Testimonial[]; cursor?: string }> {
  let after: { createdAt: number; testimonialId: string } | undefined;
  if (input.cursor !== undefined) {
    const found = cursorPattern.exec(input.cursor);
    if (!found) throw new FieldValidationError({ cursor: badCursorMessage });
    after = { createdAt: Number(found[1]), testimonialId: found[2]! };
  }
  // One more than asked tells whether a next page exists, so the last page never offers an empty one.
  const items = await listApprovedTestimonials(input.limit + 1, after);
  const page = items.slice(0, input.limit);
  const last = page.at(-1);
  return { testimonials: page.map(toPublicTestimonial), ...(items.length > input.limit && last ? { cursor: `${last.createdAt}~${last.testimonialId}` } : {}) };
}

/** The newest approved testimonials for the home page (users/fetchTestimonialsEight). */
export async function fetchTestimonialsEight(): Promise<{ testimonials: Testimonial[] }> {
  return { testimonials: (await listApprovedTestimonials(reviewRules.homeCount)).map(toPublicTestimonial) };
}

/** The average of every rating to one decimal, and how many there are; no average while there is none. */
export async function averageRating(): Promise<AverageRating> {
  const stars = await listRatingStars();
  if (stars.length === 0) return { ratingCount: 0 };
  const average = stars.reduce((sum, value) => sum + value, 0) / stars.length;
  return { averageRating: Math.round(average * 10) / 10, ratingCount: stars.length };
}

/** 'Later' (users/postponeTestimonial): the prompt stays away for reviewRules.postponeMs. */
export async function postponeTestimonial(caller: Caller, now = Date.now()): Promise<UserItem> {
  const user = await Accounts.loadUser(caller);
  return changed(await postponeReview(user.userId, now + reviewRules.postponeMs));
}

/** 'No' (users/refuseTestimonial): the review-done step ends the prompt for good, with no credit. */
export async function refuseTestimonial(caller: Caller): Promise<UserItem> {
  const user = await Accounts.loadUser(caller);
  return changed(await addStepsDone(user.userId, [reviewDoneStep]));
}

/**
 * After a practice result is kept: once the student has results on reviewRules.promptAfterQuestions
 * questions, the prompt-ready steps are recorded (one read of their progress per result until then).
 * Nothing is recorded while an admin has the review prompt switched off.
 */
export async function notePracticeProgress(user: UserItem): Promise<void> {
  const steps = user.stepsDone ?? [];
  if (steps.includes(reviewDoneStep) || reviewPromptReadySteps.every((step) => steps.includes(step))) return;
  const kept = (await listProgress(user.userId, '')).filter((progress) => progress.done || progress.lastAt !== undefined).length;
  // The switch is read only once the prompt would be due, not on every result before that.
  if (kept < reviewRules.promptAfterQuestions || !(await Settings.featureSwitches()).reviewPrompt) return;
  await addStepsDone(user.userId, [...reviewPromptReadySteps]);
}
