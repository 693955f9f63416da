/** What the writing use cases tell the student, kept in one place so that tests and reviews find them (the spec's texts exactly as quoted). */

/** Spec practice §6, exactly as quoted. */
export const writingCreditTexts = {
  limited: 'Your Ai writing analysis has been limited. Please contact the team.',
  exhausted: 'You have reached your free Ai writing credit limit. Check our packages for more.',
} as const;
