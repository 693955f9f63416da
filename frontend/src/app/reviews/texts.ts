import { accountTexts, reviewRules } from '@shared/accounts';

/** Every text of the review prompt (spec §4), in one place. */
export const REVIEW_PROMPT_TEXTS = {
  title: 'How is your practice going?',
  intro: `Rate PTE Practice and get ${reviewRules.sectionMockCredits} extra section mock test as thanks.`,
  stars: 'Your rating',
  positive: {
    thanks: 'Thank you! Tell other students what helped you most.',
    header: 'Title',
    headerHint: `${reviewRules.headerMinLength} to ${reviewRules.headerMaxLength} characters`,
    quote: 'Your review',
    quoteHint: (length: number) => `${length}/${reviewRules.quoteMaxLength} characters. Press Enter to submit.`,
  },
  negative: {
    sorry: 'Sorry it is not going well yet. Tell us what went wrong and our team will help.',
    message: 'Message to our team',
    messageHint: 'Optional: leave it empty to send only your rating. Press Enter to submit.',
  },
  no: 'No',
  later: 'Later',
  submit: 'Submit',
  /** Spec §8. */
  thanks: accountTexts.testimonialLeft,
} as const;
