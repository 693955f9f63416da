/** What the analysis use cases tell the student, kept in one place so that tests and reviews find them (the spec's texts exactly as quoted). */

export const jobTexts = {
  notQueued: 'Your answer could not be sent for scoring. No credit was used; submit it again.',
  failed: 'We could not score this answer. Your credit has been given back; try again.',
  failedFree: 'We could not score this answer. Try again.',
} as const;
