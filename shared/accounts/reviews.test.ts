import { describe, expect, it } from 'vitest';
import { flaggedReviewWords, isFlaggedReview, isPositiveRating, reviewRules, shouldPromptReview } from './reviews';

describe('isFlaggedReview', () => {
  it('holds the spec §5 list exactly, with the competitors in place of "competitor names"', () => {
    const spec = ['scam', 'fraud', 'irresponsible', 'hate', 'poor', 'worst', 'profanity', 'complain', 'horrible', 'waste', '.com', 'www', 'money', 'refund', 'legal', 'police', 'not work', 'not good'];
    expect(flaggedReviewWords.filter((word) => spec.includes(word))).toEqual(spec);
    expect(flaggedReviewWords).toContain('apeuni');
  });

  it.each(flaggedReviewWords.map((word) => [word]))('flags a review holding "%s", whatever its case', (word) => {
    expect(isFlaggedReview(`I think this is ${word.toUpperCase()} really`)).toBe(true);
    expect(isFlaggedReview('Nice title', `and ${word}`)).toBe(true);
  });

  it('matches inside longer words and across line breaks, as a lowercase match does', () => {
    expect(isFlaggedReview('I wasted a week')).toBe(true);
    expect(isFlaggedReview('Visit Example.COM now')).toBe(true);
    expect(isFlaggedReview('The recorder did not\n  work on my phone')).toBe(true);
    expect(isFlaggedReview('Not   good enough')).toBe(true);
  });

  it('leaves a clean review approved', () => {
    expect(isFlaggedReview('Really useful', 'The speaking feedback showed me where I paused. My score went up by ten points!')).toBe(false);
    expect(isFlaggedReview('It does work, and it is good')).toBe(false);
  });
});

describe('isPositiveRating', () => {
  it('counts 4 stars and more as positive', () => {
    expect([1, 2, 3, 4, 5].map(isPositiveRating)).toEqual([false, false, false, true, true]);
  });
});

describe('shouldPromptReview', () => {
  const now = Date.UTC(2026, 4, 1);
  const ready = ['should_leave_testimonial', 'did_onboarding', 'did_onboarding_pratice'];

  it('shows when the prompt-ready step is recorded, both onboardings are done and no review is', () => {
    expect(shouldPromptReview({ stepsDone: ready }, now)).toBe(true);
  });

  it.each([
    ['the prompt-ready step is missing', ['did_onboarding', 'did_onboarding_pratice']],
    ['the review is done', [...ready, 'did_leave_testimonial']],
    ['the tour is not done', ['should_leave_testimonial', 'did_onboarding_pratice']],
    ['the practice onboarding is not done', ['should_leave_testimonial', 'did_onboarding']],
  ])('hides when %s', (_, stepsDone) => {
    expect(shouldPromptReview({ stepsDone }, now)).toBe(false);
  });

  it("waits until the time 'Later' set has passed", () => {
    expect(shouldPromptReview({ stepsDone: ready, postponeReview: now + 1 }, now)).toBe(false);
    expect(shouldPromptReview({ stepsDone: ready, postponeReview: now }, now)).toBe(true);
    expect(shouldPromptReview({ stepsDone: ready, postponeReview: now - reviewRules.postponeMs }, now)).toBe(true);
  });
});
