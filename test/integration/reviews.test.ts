import { describe, expect, it } from 'vitest';
import { reviewRules, shouldPromptReview } from '@shared/accounts';
import { linkFromMail, waitForMail } from '@test/fixtures/mail';
import { useLocalPlatform } from '@test/fixtures/local-platform';

interface Student {
  token: string;
  id: string;
  email: string;
}

interface PublicUser {
  stepsDone: string[];
  postponeReview?: number;
}

interface Testimonial {
  testimonialId: string;
  header: string;
  isApproved: boolean;
}

/** Ten free sample questions of the bank (the first three of each type are samples). */
const samples = ['RSA-0001', 'RSA-0002', 'RSA-0003', 'RMA-0001', 'RMA-0002', 'RMA-0003', 'RRP-0001', 'RRP-0002', 'RRP-0003', 'RFB-0001'];

describe('reviews and social proof over HTTP', () => {
  const env = useLocalPlatform();
  const { call } = env;
  let registered = 0;

  async function registerStudent(firstName = 'Reviewer'): Promise<Student> {
    registered += 1;
    const email = `reviewer-${registered}@example.com`;
    const password = 'a good password';
    expect((await call('users/registerUser', { email, password, firstName })).status).toBe(200);
    const token = linkFromMail(await waitForMail(env.platform.mailUrl, email), '/verify').searchParams.get('token');
    expect((await call('users/verifyTokenEmail', { token })).status).toBe(200);
    const login = await call('users/loginStudent', { email, password });
    expect(login.status).toBe(200);
    return { token: login.body.token as string, id: (login.body.user as { id: string }).id, email };
  }

  const userOf = async (student: Student) => (await call('users/retrieveUser', {}, student.token)).body.user as PublicUser;
  const sectionCredits = async (student: Student) => ((await call('mocktest/fetchAllMockTest', {}, student.token)).body.credits as { section: number }).section;

  it('computes the average rating from the ratings, with none before the first', async () => {
    expect(await call('users/fetchAverageRating')).toEqual({ status: 200, body: { ratingCount: 0 } });

    for (const rating of [5, 4, 2]) expect((await call('users/leaveRating', { rating }, (await registerStudent()).token)).status).toBe(200);

    expect(await call('users/fetchAverageRating')).toEqual({ status: 200, body: { averageRating: 3.7, ratingCount: 3 } });
  });

  it('makes the prompt ready after ten practice results, then Later postpones it and No ends it', async () => {
    // Prepare: the student practises ten samples and finishes both onboardings.
    const student = await registerStudent();
    for (const uid of samples.slice(0, -1)) expect((await call('questions/setPracticeScore', { uid, score: '1/1', successful: true, isAuthenticated: true }, student.token)).status).toBe(200);
    expect((await userOf(student)).stepsDone).not.toContain('should_leave_testimonial');
    await call('questions/setPracticeScore', { uid: samples.at(-1), score: '0/1', successful: false, isAuthenticated: true }, student.token);
    for (const step of ['did_onboarding', 'did_onboarding_pratice']) await call('users/updateUserArray', { stepsDone: step }, student.token);
    const ready = await userOf(student);
    expect(ready.stepsDone).toContain('should_leave_testimonial');
    expect(shouldPromptReview(ready, Date.now())).toBe(true);

    // Act and assess: Later keeps it away for the postpone time; No ends it with no credit.
    const before = Date.now();
    const postponed = (await call('users/postponeTestimonial', undefined, student.token)).body.user as PublicUser;
    expect(postponed.postponeReview).toBeGreaterThanOrEqual(before + reviewRules.postponeMs);
    expect(shouldPromptReview(postponed, Date.now())).toBe(false);
    expect(shouldPromptReview(postponed, postponed.postponeReview!)).toBe(true);

    const creditsBefore = await sectionCredits(student);
    const refused = (await call('users/refuseTestimonial', undefined, student.token)).body.user as PublicUser;
    expect(refused.stepsDone).toContain('did_leave_testimonial');
    expect(shouldPromptReview(refused, postponed.postponeReview!)).toBe(false);
    expect(await sectionCredits(student)).toBe(creditsBefore);
  });

  it('stores a review with a flagged word not approved, whatever the client says, and lists only approved ones', async () => {
    // Prepare
    const flagged = await registerStudent('Flagged');
    const clean = await registerStudent('Clean');
    const flaggedRating = (await call('users/leaveRating', { rating: 4 }, flagged.token)).body as { _id: string };
    const cleanRating = (await call('users/leaveRating', { rating: 5 }, clean.token)).body as { _id: string };

    // Act
    const flaggedReply = await call('users/leaveTestimonial', { header: 'Good platform', quote: 'But the recorder does NOT WORK on my laptop', testimonialId: flaggedRating._id, isApproved: true }, flagged.token);
    const cleanReply = await call('users/leaveTestimonial', { header: 'Scores I trust', quote: 'Every score showed me why.', testimonialId: cleanRating._id }, clean.token);

    // Assess
    expect(flaggedReply).toMatchObject({ status: 200, body: { message: 'Thank you for leaving a review!', testimonial: { isApproved: false, firstName: 'Flagged', rating: 4 } } });
    expect(cleanReply).toMatchObject({ status: 200, body: { testimonial: { testimonialId: cleanRating._id, isApproved: true, header: 'Scores I trust', firstName: 'Clean', rating: 5 } } });
    const listed = (await call('users/fetchTestimonials')).body.testimonials as Testimonial[];
    const home = (await call('users/fetchTestimonialsEight')).body.testimonials as Testimonial[];
    for (const list of [listed, home]) {
      expect(list.map((testimonial) => testimonial.testimonialId)).toContain(cleanRating._id);
      expect(list.map((testimonial) => testimonial.testimonialId)).not.toContain(flaggedRating._id);
      expect(JSON.stringify(list)).not.toMatch(/@example\.com|userId/);
    }
  });

  it('grants the extra section mock test once, even to parallel reviews', async () => {
    const student = await registerStudent();
    const before = await sectionCredits(student);

    const replies = await Promise.all([5, 4, 5, 3, 5, 4].map((rating) => call('users/leaveRating', { rating }, student.token)));

    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(replies.map((reply) => reply.body._id)).size).toBe(1);
    expect(await sectionCredits(student)).toBe(before + reviewRules.sectionMockCredits);
    expect((await userOf(student)).stepsDone).toContain('did_leave_testimonial');
    expect((await call('users/leaveRating', { rating: 5 }, student.token)).status).toBe(200);
    expect(await sectionCredits(student)).toBe(before + reviewRules.sectionMockCredits);
  });

  it("checks the fields, the sign-in and the student's own rating", async () => {
    const owner = await registerStudent();
    const other = await registerStudent();
    const { _id } = (await call('users/leaveRating', { rating: 5 }, owner.token)).body as { _id: string };

    expect(await call('users/leaveRating', { rating: 6 }, owner.token)).toEqual({ status: 400, body: { errors: { rating: 'Choose from 1 to 5 stars.' } } });
    expect(await call('users/leaveTestimonial', { header: 'Ok', quote: 'x'.repeat(251), testimonialId: _id }, owner.token)).toEqual({
      status: 400,
      body: { errors: { header: 'Use at least 5 characters.', quote: 'Use at most 250 characters.' } },
    });
    expect((await call('users/leaveTestimonial', { header: 'Not mine', quote: 'Taking it over.', testimonialId: _id }, other.token)).status).toBe(404);
    expect((await call('users/leaveRating', { rating: 5 })).status).toBe(401);
    expect((await call('users/postponeTestimonial')).status).toBe(401);
    expect((await call('users/fetchTestimonials?limit=0')).body.errors).toHaveProperty('limit');
  });

  it('pages through the approved testimonials with the cursor it gives', async () => {
    const another = await registerStudent('Another');
    const { _id } = (await call('users/leaveRating', { rating: 4 }, another.token)).body as { _id: string };
    await call('users/leaveTestimonial', { header: 'Clear feedback', quote: 'I knew what to fix.', testimonialId: _id }, another.token);

    const first = await call('users/fetchTestimonials?limit=1');
    const second = await call(`users/fetchTestimonials?limit=1&cursor=${encodeURIComponent(first.body.cursor as string)}`);

    expect((first.body.testimonials as Testimonial[]).length).toBe(1);
    expect((first.body.testimonials as Testimonial[])[0]!.testimonialId).toBe(_id);
    expect((second.body.testimonials as Testimonial[]).length).toBe(1);
    expect((second.body.testimonials as Testimonial[])[0]!.testimonialId).not.toBe(_id);
    expect(second.body.cursor).toBeUndefined();
    expect((await call('users/fetchTestimonials?cursor=made-up')).status).toBe(400);
  });

  it("counts the day's new students and the week's Premium joins for the social proof toast", async () => {
    // Prepare: three students buy a plan with the local test payment; every student of this file
    // and the demo student were made today (the demo admin is not counted).
    const buyers = [await registerStudent(), await registerStudent(), await registerStudent()];
    for (const buyer of buyers) {
      const { cartId } = (await call('users/createCart', { packageId: 'package_bronze' }, buyer.token)).body as { cartId: string };
      const { paymentIntentId } = (await call('pricing/createPaymentIntentt', { cartId }, buyer.token)).body as { paymentIntentId: string };
      expect((await call('pricing/simulatePayment', { paymentIntentId, outcome: 'succeeded' }, buyer.token)).body.status).toBe('succeeded');
    }

    // Act
    const reply = await call('users/fetchSocialProof');

    // Assess
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ freeTrials: registered + 1, premiumJoins: 3, toastOn: true, dateNow: expect.any(Number) });
    expect(Math.abs((reply.body.dateNow as number) - Date.now())).toBeLessThan(60_000);
  });
});
