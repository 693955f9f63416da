import type { SocialProofMessage } from '@shared/accounts';

/** The social proof toast's texts (spec §4). */
export const SOCIAL_PROOF_TEXTS = {
  message: ({ kind, count }: SocialProofMessage) => (kind === 'freeTrials' ? `${count} students started a free trial in the last 24 hours` : `${count} students joined Premium this week`),
  /** A visitor is taken to sign up; a signed-in student already has an account, so to the plans. */
  visitorAction: 'Start your free trial',
  studentAction: 'See the Premium plans',
  close: 'Close',
} as const;
