import { accountTexts } from '@shared/accounts';
import { pricingTexts } from '@shared/pricing/texts';

export type SnackbarSeverity = 'success' | 'info' | 'warning' | 'error';

/**
 * The snackbar kinds of spec §8, keyed as the app shows them. Each has a severity and, where the
 * spec quotes one, its text; kinds without a quoted text take the message given when shown.
 */
export const snackbarKinds = {
  devError: { severity: 'error' },
  emailSent: { severity: 'success', text: accountTexts.emailSent },
  textCopied: { severity: 'success', text: 'Link copied.' },
  errorVerify: { severity: 'error', text: accountTexts.accountNotRecognized },
  rewardClaimed: { severity: 'success' },
  wrongFormat: { severity: 'error', text: accountTexts.fileNotValidImage },
  multiAccount: { severity: 'warning', text: accountTexts.otherSession },
  promoExpired: { severity: 'warning', text: pricingTexts.promoExpired },
  promoAlreadyUsed: { severity: 'warning', text: pricingTexts.promoRedeemed },
  surveyExpired: { severity: 'warning', text: 'This survey has expired!' },
  surveyAlreadyDone: { severity: 'info', text: 'Survey already completed!' },
  criticalError: { severity: 'error', text: accountTexts.serverError },
  passwordReset: { severity: 'success', text: accountTexts.passwordChanged },
  emailVerified: { severity: 'success', text: accountTexts.accountVerified },
  accountDeleted: { severity: 'success', text: accountTexts.accountDeleted },
  testimonialLeft: { severity: 'success', text: accountTexts.testimonialLeft },
  paymentCancelled: { severity: 'warning', text: pricingTexts.paymentCancelled },
  verifyEmailSent: { severity: 'success', text: accountTexts.checkInbox },
  emailNotVerified: { severity: 'warning', text: accountTexts.emailNotVerified },
  userTokenExpired: { severity: 'error', text: accountTexts.tokenExpired },
  // Not in the spec's list of kinds, but its text is quoted in §8 for saved profile changes.
  userUpdated: { severity: 'success', text: accountTexts.userUpdated },
} as const satisfies Record<string, { severity: SnackbarSeverity; text?: string }>;

export type SnackbarKind = keyof typeof snackbarKinds;
