import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { reviewRules } from '@shared/accounts';
import { storedStudent } from '@test/fixtures/accounts';
import { createAppSettingsIfMissing, getRatingOf, getTestimonial, getUser, saveProgress, setFeatureSwitches } from '@functions/data';
import { FieldValidationError, NotSignedInError, TestimonialNotFoundError } from '@functions/platform/errors';
import { averageRating, fetchTestimonials, fetchTestimonialsEight, leaveRating, leaveTestimonial, notePracticeProgress, postponeTestimonial, refuseTestimonial } from './reviews';

afterEach(() => vi.useRealTimers());

/** A student who rated and left an approved testimonial, a second apart from the others. */
async function reviewer(firstName: string, stars: number, header = 'Great practice', quote = 'The feedback helped me a lot.') {
  const { caller } = await storedStudent({ firstName });
  const { rating } = await leaveRating(caller, stars);
  const { testimonial } = await leaveTestimonial(caller, { header, quote, testimonialId: rating._id });
  return { caller, rating, testimonial };
}

// The average reads every rating of the table, so it runs before any other test rates.
describe('averageRating', () => {
  it('has no average while there is no rating, then averages every rating to one decimal', async () => {
    expect(await averageRating()).toEqual({ ratingCount: 0 });

    for (const stars of [5, 4, 4]) await leaveRating((await storedStudent()).caller, stars);

    expect(await averageRating()).toEqual({ averageRating: 4.3, ratingCount: 3 });
  });

  it("counts a student's rating once: rating again changes it", async () => {
    const before = await averageRating();
    const { caller } = await storedStudent();

    await leaveRating(caller, 1);
    await leaveRating(caller, 5);

    const after = await averageRating();
    expect(after.ratingCount).toBe(before.ratingCount + 1);
    expect(after.averageRating).toBe(Math.round(((before.averageRating! * before.ratingCount + 5) / after.ratingCount) * 10) / 10);
  });
});

describe('leaveRating', () => {
  it('keeps one rating per student under one id, and earns one section mock test once with the review-done step', async () => {
    // Prepare
    const { user, caller } = await storedStudent({ sectionMockCredits: 1 });

    // Act
    const first = await leaveRating(caller, 3, 1_000);
    const second = await leaveRating(caller, 5, 2_000);

    // Assess
    expect(first.rating).toEqual({ _id: expect.any(String), rating: 3 });
    expect(second.rating).toEqual({ _id: first.rating._id, rating: 5 });
    expect(await getRatingOf(user.userId)).toMatchObject({ ratingId: first.rating._id, rating: 5 });
    expect(second.user.sectionMockCredits).toBe(1 + reviewRules.sectionMockCredits);
    expect(second.user.stepsDone).toContain('did_leave_testimonial');
    expect(second.user.reviewCreditAt).toBe(1_000);
  });

  it('gives the credit once however many reviews arrive at the same time', async () => {
    const { user, caller } = await storedStudent({ sectionMockCredits: 0 });

    const results = await Promise.all(Array.from({ length: 6 }, (_, index) => leaveRating(caller, (index % 5) + 1)));

    expect(new Set(results.map((result) => result.rating._id)).size).toBe(1);
    expect((await getUser(user.userId))!.sectionMockCredits).toBe(reviewRules.sectionMockCredits);
  });

  it('gives no credit to a student who refused and rates later, but records the rating', async () => {
    const { user, caller } = await storedStudent({ sectionMockCredits: 0 });
    await refuseTestimonial(caller);

    const { rating, user: after } = await leaveRating(caller, 4);

    expect(after.sectionMockCredits).toBe(reviewRules.sectionMockCredits);
    expect(rating.rating).toBe(4);
    expect((await getUser(user.userId))!.stepsDone).toContain('did_leave_testimonial');
  });

  it('reads a deleted account as signed out', async () => {
    await expect(leaveRating({ userId: 'gone', role: 'student', sessionToken: 'x' }, 5)).rejects.toBeInstanceOf(NotSignedInError);
  });
});

describe('leaveTestimonial', () => {
  it('saves a clean testimonial approved, with the first name and stars, and thanks the student', async () => {
    const { caller } = await storedStudent({ firstName: 'Noor' });
    const { rating } = await leaveRating(caller, 5);

    const left = await leaveTestimonial(caller, { header: 'Really useful', quote: 'My speaking score went up by ten points.', testimonialId: rating._id });

    expect(left).toEqual({
      message: 'Thank you for leaving a review!',
      testimonial: { testimonialId: rating._id, header: 'Really useful', quote: 'My speaking score went up by ten points.', isApproved: true, firstName: 'Noor', rating: 5, createdAt: expect.any(Number) },
    });
  });

  it('saves a testimonial with a flagged word not approved, and keeps it off the public lists', async () => {
    const { caller } = await storedStudent();
    const { rating } = await leaveRating(caller, 4);

    const left = await leaveTestimonial(caller, { header: 'Good enough', quote: 'Better than www.example.org for sure', testimonialId: rating._id });

    expect(left.testimonial.isApproved).toBe(false);
    expect(await getTestimonial(rating._id)).toMatchObject({ isApproved: false, listing: 'pending' });
    expect((await fetchTestimonialsEight()).testimonials.map((testimonial) => testimonial.testimonialId)).not.toContain(rating._id);
  });

  it('changes the one testimonial when left again, keeping its date and following the new text', async () => {
    const { caller } = await storedStudent();
    const { rating } = await leaveRating(caller, 5);
    const first = await leaveTestimonial(caller, { header: 'Not good at first', quote: 'It took a while.', testimonialId: rating._id });

    const second = await leaveTestimonial(caller, { header: 'Now it is great', quote: 'It took a while, then it clicked.', testimonialId: rating._id });

    expect(first.testimonial.isApproved).toBe(false);
    expect(second.testimonial).toMatchObject({ isApproved: true, header: 'Now it is great', createdAt: first.testimonial.createdAt });
    expect((await fetchTestimonialsEight()).testimonials.filter((testimonial) => testimonial.testimonialId === rating._id)).toHaveLength(1);
  });

  it("refuses another student's testimonial id, and one without a rating", async () => {
    const owner = await storedStudent();
    const { rating } = await leaveRating(owner.caller, 5);
    const other = await storedStudent();
    const input = { header: 'Taken over', quote: 'Not mine.', testimonialId: rating._id };

    await expect(leaveTestimonial(other.caller, input)).rejects.toEqual(new TestimonialNotFoundError(rating._id));
    await leaveRating(other.caller, 4);
    await expect(leaveTestimonial(other.caller, input)).rejects.toBeInstanceOf(TestimonialNotFoundError);
    expect(await getTestimonial(rating._id)).toBeUndefined();
  });
});

describe('fetchTestimonials', () => {
  it('pages through the approved testimonials newest first, and the home page gets the newest eight', async () => {
    // Prepare: nine reviewers a second apart, one of them flagged.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2031, 0, 1));
    const left: string[] = [];
    for (let index = 0; index < 9; index += 1) {
      vi.setSystemTime(Date.UTC(2031, 0, 1, 0, 0, index));
      const { testimonial } = await reviewer(`Reader${index}`, 5, index === 4 ? 'Poor audio' : `Review number ${index}`);
      left.push(testimonial.testimonialId);
    }
    const approvedNewestFirst = left.filter((_, index) => index !== 4).reverse();

    // Act
    const first = await fetchTestimonials({ limit: 5 });
    const second = await fetchTestimonials({ limit: 5, cursor: first.cursor });
    const home = await fetchTestimonialsEight();

    // Assess: these are the newest of the table, ahead of the other tests' testimonials.
    expect(first.testimonials.map((testimonial) => testimonial.testimonialId)).toEqual(approvedNewestFirst.slice(0, 5));
    expect(second.testimonials.map((testimonial) => testimonial.testimonialId).slice(0, 3)).toEqual(approvedNewestFirst.slice(5));
    expect(home.testimonials.map((testimonial) => testimonial.testimonialId)).toEqual(approvedNewestFirst);
    expect(first.testimonials.every((testimonial) => testimonial.isApproved)).toBe(true);
  });

  it('offers no next page after the last one, and refuses a cursor it did not make', async () => {
    const all = await fetchTestimonials({ limit: 50 });
    expect(all.cursor).toBeUndefined();

    await expect(fetchTestimonials({ limit: 5, cursor: 'not-a-cursor' })).rejects.toEqual(new FieldValidationError({ cursor: 'This page does not exist; start again from the first page.' }));
  });
});

describe('postponeTestimonial and refuseTestimonial', () => {
  it("'Later' keeps the prompt away for the postpone time", async () => {
    const { caller } = await storedStudent();

    const user = await postponeTestimonial(caller, 10_000);

    expect(user.postponeReview).toBe(10_000 + reviewRules.postponeMs);
  });

  it("'No' records the review-done step without a credit", async () => {
    const { caller } = await storedStudent({ sectionMockCredits: 1 });

    const user = await refuseTestimonial(caller);

    expect(user.stepsDone).toContain('did_leave_testimonial');
    expect(user.sectionMockCredits).toBe(1);
    expect(user.reviewCreditAt).toBeUndefined();
  });
});

describe('notePracticeProgress', () => {
  it('records the prompt-ready step once results are kept on enough questions', async () => {
    // Prepare: one question short, counting done writing answers and scored ones, not mock-tested ones.
    const { user } = await storedStudent();
    for (let index = 0; index < reviewRules.promptAfterQuestions - 1; index += 1) await saveProgress(user.userId, `RMA-${index}`, index % 2 ? { done: true } : { lastAt: 1, lastScore: 1, lastMax: 2, lastSuccessful: true });
    await saveProgress(user.userId, 'RMA-tested', { tested: true });

    // Act and assess
    await notePracticeProgress(user);
    expect((await getUser(user.userId))!.stepsDone).not.toContain('should_leave_testimonial');
    await saveProgress(user.userId, 'RMA-last', { done: true });
    await notePracticeProgress(user);
    expect((await getUser(user.userId))!.stepsDone).toContain('should_leave_testimonial');
  });

  it('records nothing while an admin has the review prompt switched off', async () => {
    const { user } = await storedStudent();
    for (let index = 0; index < reviewRules.promptAfterQuestions; index += 1) await saveProgress(user.userId, `RMA-${index}`, { done: true });
    await createAppSettingsIfMissing({ APP_VERSION: '1.0.0' });
    await setFeatureSwitches([{ name: 'reviewPrompt', on: false }]);

    await notePracticeProgress(user);
    await setFeatureSwitches([{ name: 'reviewPrompt', on: true }]);

    expect((await getUser(user.userId))!.stepsDone).not.toContain('should_leave_testimonial');
  });

  it('reads nothing once the step is recorded or the review is done', async () => {
    const ready = await storedStudent({ stepsDone: ['should_leave_testimonial'] });
    const reviewed = await storedStudent({ stepsDone: ['did_leave_testimonial'] });
    for (let index = 0; index < reviewRules.promptAfterQuestions; index += 1) await saveProgress(reviewed.user.userId, `RMA-${index}`, { done: true });

    await notePracticeProgress(ready.user);
    await notePracticeProgress(reviewed.user);

    expect((await getUser(reviewed.user.userId))!.stepsDone).not.toContain('should_leave_testimonial');
  });
});
