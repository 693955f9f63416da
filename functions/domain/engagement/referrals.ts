import { randomInt } from 'node:crypto';
import { accountTexts, isReferral, REFERRAL_PARAM, referralRules, rewardsToClaim } from '@shared/accounts';
import { appLink } from '@functions/adapters/public-url';
import { claimReferralCode, claimReferralRewards, countReferralsOf, createReferral, getUser, setReferralId, type UserItem } from '@functions/data';
import { Accounts } from '@functions/domain/accounts';
import { Commerce } from '@functions/domain/commerce';
import { Settings } from '@functions/domain/settings';
import type { Caller } from '@functions/platform/auth';
import { NotSignedInError } from '@functions/platform/errors';

const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

function newReferralId(): string {
  return Array.from({ length: referralRules.referralIdLength }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** The student's referralId: theirs, or a new one claimed for them (a claim is the uniqueness guard; a parallel first visit's id wins). */
async function ensureReferralId(user: UserItem): Promise<{ user: UserItem; referralId: string }> {
  if (user.referralId) return { user, referralId: user.referralId };
  let referralId = newReferralId();
  while (!(await claimReferralCode(referralId, user.userId))) referralId = newReferralId();
  const updated = (await setReferralId(user.userId, referralId)) ?? (await getUser(user.userId));
  if (!updated?.referralId) throw new NotSignedInError(accountTexts.accountNotRecognized);
  return { user: updated, referralId: updated.referralId };
}

/** What the rewards page shows: the share link, the referrals made and the rewards earned, claimed and to claim. */
export interface RewardStatus {
  referralId: string;
  shareLink: string;
  referrals: number;
  rewardsClaimed: number;
  rewardsToClaim: number;
  fullMockCreditsPerReferral: number;
  user: UserItem;
}

async function statusOf(user: UserItem, referralId: string): Promise<RewardStatus> {
  const referrals = await countReferralsOf(user.userId);
  const claimed = user.referralRewardsClaimed ?? 0;
  return {
    referralId,
    shareLink: await appLink('/register', { [REFERRAL_PARAM]: referralId }),
    referrals,
    rewardsClaimed: claimed,
    rewardsToClaim: rewardsToClaim(referrals, claimed),
    fullMockCreditsPerReferral: referralRules.fullMockCreditsPerReferral,
    user,
  };
}

/** users/fetchReward: the caller's referralId (given on the first visit), share link and rewards. */
export async function rewardStatus(caller: Caller): Promise<RewardStatus> {
  const { user, referralId } = await ensureReferralId(await Accounts.loadUser(caller));
  return statusOf(user, referralId);
}

/**
 * users/claimReward: grants the rewards of the referrals not yet claimed, with the did_claim_reward
 * step. One conditional write on the claimed count: a repeated claim grants nothing more, and of
 * two claims in parallel one grants and the other finds nothing left. `claimed` is how many
 * rewards this call granted.
 */
export async function claimReward(caller: Caller): Promise<RewardStatus & { claimed: number }> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { user, referralId } = await ensureReferralId(await Accounts.loadUser(caller));
    const status = await statusOf(user, referralId);
    if (status.rewardsToClaim === 0) return { ...status, claimed: 0 };
    const claimedNow = status.rewardsClaimed + status.rewardsToClaim;
    const after = await claimReferralRewards(user.userId, status.rewardsClaimed, claimedNow, status.rewardsToClaim * referralRules.fullMockCreditsPerReferral);
    if (after) return { ...(await statusOf(after, referralId)), claimed: status.rewardsToClaim };
    // Another claim (or a new referral) changed the count meanwhile: read again.
  }
  const { user, referralId } = await ensureReferralId(await Accounts.loadUser(caller));
  return { ...(await statusOf(user, referralId)), claimed: 0 };
}

/**
 * Records the referral of a new account once its address is confirmed (a sign-up from a share
 * link, or an invited friend's first password): once per account (guarded write), never a
 * self-referral. The new student gets the referral promotion for 24 hours and the referrer is told
 * ('Well done! You got a new referral!'). False when there was nothing to record, or an admin has
 * switched new referral rewards off: then neither side gets anything.
 */
export async function recordReferral(referredUserId: string, now = Date.now()): Promise<boolean> {
  if (!(await Settings.featureSwitches()).referralRewards) return false;
  const referred = await getUser(referredUserId);
  if (!referred || !isReferral(referred.referredBy, referred.userId)) return false;
  // The promotion first: it is once per account by its own guard, so this order loses nothing if
  // the request stops half-way.
  await Commerce.startReferralPromotion(referredUserId, now);
  if (!(await createReferral({ referredUserId, referrerId: referred.referredBy }))) return false;
  await Accounts.notifyNewReferral(referred.referredBy);
  return true;
}
