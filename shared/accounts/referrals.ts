/**
 * The referral programme (spec/platform.md §1, §2 /reward): each student has a referralId and a
 * share link; a visitor who signs up from it and confirms their address is the student's referral,
 * which earns a reward the student claims (users/claimReward). The spec names no reward: here each
 * referral earns one full mock test credit, the same unit the spec gives a completed survey.
 */
export const referralRules = {
  /** Full mock test credits one referral earns its referrer. */
  fullMockCreditsPerReferral: 1,
  /** Length of a referralId: short enough to type from a message, 36^10 values. */
  referralIdLength: 10,
} as const;

/** The query parameter of the share link that carries the referrer's referralId to the sign-up form. */
export const REFERRAL_PARAM = 'referralId';

/** A referralId as the share link carries it: lowercase letters and digits. */
export const referralIdPattern = /^[a-z0-9]+$/;

/**
 * Whether a new account counts as `referrerId`'s referral: a referrer is known and is not the
 * account itself (never a self-referral). Example: isReferral('a', 'b') === true, isReferral('a', 'a') === false.
 */
export function isReferral(referrerId: string | undefined, referredUserId: string): referrerId is string {
  return referrerId !== undefined && referrerId !== '' && referrerId !== referredUserId;
}

/** The rewards a student can claim now: one per referral not yet claimed, never fewer than none. Example: rewardsToClaim(3, 1) === 2. */
export function rewardsToClaim(referrals: number, claimed: number): number {
  return Math.max(0, referrals - claimed);
}

