import type { StepsDoneFlag } from './steps-done';

const day = 24 * 60 * 60 * 1000;

/** The review's limits and rewards (spec/platform.md §5 and §9). */
export const reviewRules = {
  /** Stars a student gives, 1 to 5; from 4 on the review is positive (thanks, header and message), below it the help form. */
  minStars: 1,
  maxStars: 5,
  positiveFrom: 4,
  headerMinLength: 5,
  headerMaxLength: 20,
  quoteMaxLength: 250,
  /** Extra section mock tests a review earns, once per account. */
  sectionMockCredits: 1,
  /** How long 'Later' keeps the prompt away: long enough not to nag, short enough to ask while the practice is fresh. */
  postponeMs: 3 * day,
  /**
   * Questions with a kept result (a score or a writing answer) after which the server records the
   * prompt-ready step: by then the student has seen enough of the platform to judge it.
   */
  promptAfterQuestions: 10,
  /** Approved testimonials per page of /review; the home page shows eight. */
  pageSize: 12,
  homeCount: 8,
} as const;

/** The steps that make the review prompt ready: recorded by the server once the student has practised enough. */
export const reviewPromptReadySteps = ['should_leave_testimonial'] as const satisfies readonly StepsDoneFlag[];
/** The step that ends the prompt for good: the student left a review, or answered No. */
export const reviewDoneStep = 'did_leave_testimonial' satisfies StepsDoneFlag;
/** Both onboardings (the 11-step tour and the practice dialog), which the prompt never interrupts. */
export const onboardingSteps = ['did_onboarding', 'did_onboarding_pratice'] as const satisfies readonly StepsDoneFlag[];

export interface ReviewPromptAccount {
  stepsDone: readonly string[];
  /** Until when 'Later' keeps the prompt away (spec §3 postponeReview). */
  postponeReview?: number | undefined;
}

/**
 * Whether the review prompt shows (spec §4): the prompt-ready steps recorded, the review-done step
 * not, both onboardings done, and the postpone time passed.
 * Example: shouldPromptReview({ stepsDone: ['should_leave_testimonial', 'did_onboarding', 'did_onboarding_pratice'] }, now) === true.
 */
export function shouldPromptReview(account: ReviewPromptAccount, now: number): boolean {
  const has = (step: string) => account.stepsDone.includes(step);
  return reviewPromptReadySteps.every(has) && !has(reviewDoneStep) && onboardingSteps.every(has) && (account.postponeReview ?? 0) <= now;
}

/** A positive review (4 stars or more) asks for a testimonial; a lower one offers help. */
export function isPositiveRating(stars: number): boolean {
  return stars >= reviewRules.positiveFrom;
}

/**
 * Competitors' names, which a review should not carry onto our pages unread (spec §5 "competitor
 * names"): the PTE practice platforms students most often compare us with.
 */
export const competitorNames = ['apeuni', 'e2language', 'e2 language', 'ptemagic', 'pte magic', 'alfapte', 'alfa pte', 'gurully', 'ptetutorials'] as const;

/** The flagged words of spec/platform.md §5, exactly, with the competitors' names in their place. */
export const flaggedReviewWords = [
  'scam',
  'fraud',
  'irresponsible',
  'hate',
  'poor',
  'worst',
  'profanity',
  'complain',
  'horrible',
  'waste',
  '.com',
  'www',
  ...competitorNames,
  'money',
  'refund',
  'legal',
  'police',
  'not work',
  'not good',
] as const;

/**
 * Whether a review's text holds a flagged word (spec §5: a lowercase match), which saves it not
 * approved until someone reads it. A plain substring match, as the spec says: it also catches
 * 'wasted', 'refunds' or 'does not working', and a false alarm only waits for a reader. Runs of
 * white space count as one space, so 'not\n  good' is 'not good'.
 * Example: isFlaggedReview('Total WASTE of time') === true; isFlaggedReview('Great practice') === false.
 */
export function isFlaggedReview(...texts: readonly string[]): boolean {
  const text = texts.join(' ').toLowerCase().replace(/\s+/g, ' ');
  return flaggedReviewWords.some((word) => text.includes(word));
}
