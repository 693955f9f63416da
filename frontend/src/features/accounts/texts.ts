import { accountTexts, passwordMinLength } from '@shared/accounts';

// The accounts screens' texts. Those the spec quotes come from shared/accounts (accountTexts),
// exactly as quoted; the rest are ours.

export const AUTH_TEXTS = {
  meta: {
    login: { title: 'Log in', description: 'Log in to PTE Practice to carry on with your PTE Academic or PTE Core preparation.' },
    register: { title: 'Sign up', description: 'Create a free PTE Practice account: practise every PTE item type with AI scoring and mock tests.' },
  },
  heading: { login: 'Welcome back', register: 'Create your free account' },
  intro: {
    login: 'Log in to carry on where you left off.',
    register: 'Practise every PTE item type with scores you can check.',
  },
  tabs: { login: 'Log in', register: 'Sign up' },
  firstName: 'First name',
  email: 'Email',
  password: 'Password',
  passwordHint: `At least ${passwordMinLength} characters.`,
  forgotPassword: 'Forgot your password?',
  submitLogin: 'Log in',
  submitRegister: 'Create account',
  submitting: 'Please wait',
  adminRequired: 'This page needs an admin account. Log in with an admin account to open it.',
  goToDashboard: 'Go to your dashboard',
  referred: 'A friend invited you: confirm your email after signing up and a 24-hour discount on our study packages is yours.',
  checkInbox: {
    heading: accountTexts.checkInbox,
    body: (email: string) => `We sent a confirmation link to ${email}. Open the email and follow the link to confirm your address, then log in here.`,
    back: 'Back to log in',
  },
} as const;

export const VERIFY_TEXTS = {
  meta: { title: 'Confirm your email', description: 'Confirm the email address of your PTE Practice account.' },
  heading: 'Confirm your email',
  checking: 'Confirming your email address',
  verified: accountTexts.accountVerified,
  expired: accountTexts.tokenExpired,
  expiredHelp: 'Links work once and for one hour. Log in to get a new one by email.',
  missingToken: 'This link is not complete. Open the link from your email again.',
  logIn: 'Log in',
  dashboard: 'Go to your dashboard',
} as const;

export const RESET_TEXTS = {
  meta: { title: 'Reset your password', description: 'Get a link to choose a new password for your PTE Practice account.' },
  forgotHeading: 'Forgot your password?',
  forgotIntro: "Enter the email of your account and we'll send you a link to choose a new password.",
  email: 'Email',
  sendLink: 'Send reset link',
  linkSent: accountTexts.resetLinkSent,
  linkSentHelp: 'Open the email and follow the link. It works once and for one hour.',
  resetHeading: 'Choose a new password',
  resetIntro: 'Enter your new password twice.',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  passwordsDiffer: 'The passwords do not match.',
  save: 'Save new password',
  changed: accountTexts.passwordChanged,
  expired: accountTexts.tokenExpired,
  requestNew: 'Request a new link',
  logIn: 'Log in',
  backToLogin: 'Back to log in',
} as const;

export const SET_PASSWORD_TEXTS = {
  meta: { title: 'Set your password', description: 'Choose the password of the PTE Practice account you were invited to.' },
  heading: 'Set your password',
  intro: 'You were invited to PTE Practice. Choose a password to finish setting up your account.',
  missingToken: 'Open the invitation link from your email to set your password.',
  saved: accountTexts.passwordChanged,
  expired: accountTexts.tokenExpired,
  expiredHelp: 'Ask for a new password link instead.',
  requestNew: 'Get a password link',
} as const;
