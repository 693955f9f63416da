import { accountTexts } from '@shared/accounts';

// The rewards page's texts. 'Link copied.' and the referral notification are the spec's (§8); the
// rest are ours.

export const REWARD_TEXTS = {
  meta: { title: 'Rewards', description: 'Invite friends to PTE Practice and earn free mock tests.' },
  heading: 'Invite friends, earn mock tests',
  intro: (credits: number) =>
    `Share your link. When a friend signs up from it and confirms their email, you earn ${credits === 1 ? '1 full mock test credit' : `${credits} full mock test credits`} and your friend gets 24 hours of a discount on our study packages.`,
  shareLabel: 'Your share link',
  copy: 'Copy link',
  linkCopied: 'Link copied.',
  copyFailed: 'Select the link and copy it yourself.',
  referrals: 'Friends who joined',
  claimed: 'Rewards claimed',
  toClaim: 'Rewards to claim',
  claim: 'Claim reward',
  claiming: 'Claiming',
  nothingToClaim: 'Invite a friend to earn your next reward.',
  /** The 'reward claimed' snackbar (spec §8 lists the kind; its text is ours). */
  rewardClaimed: (credits: number) => `Reward claimed! ${credits === 1 ? '1 full mock test credit was' : `${credits} full mock test credits were`} added to your account.`,
  loading: 'Loading your rewards',
  failed: 'Your rewards could not be loaded.',
  retry: 'Try again',
  newReferral: accountTexts.newReferral,
} as const;
