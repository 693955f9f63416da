/**
 * Texts of spec/platform.md §8 and §3 that both the server and the app show, exactly as quoted.
 */
export const accountTexts = {
  userUpdated: 'User updated!',
  emailSent: 'Email sent successfully!',
  checkInbox: 'Check your email inbox!',
  accountVerified: 'Account successfully verified!',
  accountDeleted: 'Account successfully deleted!',
  emailNotVerified: 'Check your inbox and confirm your email first!',
  tokenExpired: 'This token is expired!',
  emailNotSent: 'Email not sent!',
  resetLinkSent: "We've sent you a reset link.",
  passwordChanged: 'Password successfully changed!',
  fileNotValidImage: 'File not valid (must be: jpg - jpeg - png)',
  serverError: 'Server error!',
  otherSession: 'Other session detected!',
  /** An admin blocked the account (access_blocked): every call is refused and the app logs out. */
  accessBlocked: 'Your account has been blocked. Contact the team if needed.',
  contactReceived: 'Congrats! Our team will contact you soon.',
  accountNotRecognized: 'Account not recognized.',
  newReferral: 'Well done! You got a new referral!',
  testimonialLeft: 'Thank you for leaving a review!',
  /** The notification of a completed survey (spec §3, §8), which earns a full mock test credit (§9). */
  surveyCompleted: 'Survey completed, you got 1 full mock test credit',
} as const;
