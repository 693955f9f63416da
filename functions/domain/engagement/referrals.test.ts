import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { accountTexts, referralRules } from '@shared/accounts';
import { referralPromotion, userPromotionMs } from '@shared/pricing';
import { catchMails, freshEmail, linkOf, storedStudent } from '@test/fixtures/accounts';
import { countReferralsOf, createAppSettingsIfMissing, getEmailOwner, getUser, setFeatureSwitches, User } from '@functions/data';
import { Accounts } from '@functions/domain/accounts';
import { claimReward, recordReferral, rewardStatus } from './referrals';

afterEach(() => vi.restoreAllMocks());

/** A referrer and a new account signed up from their share link (not yet confirmed). */
async function signedUpFromLink(referrerSteps: Parameters<typeof storedStudent>[0] = {}) {
  const referrer = await storedStudent(referrerSteps);
  const { referralId } = await rewardStatus(referrer.caller);
  const mails = catchMails();
  const email = freshEmail('friend');
  await Accounts.register({ email, password: 'friend password 1', referralId }, '198.51.100.7');
  const referredUserId = (await getEmailOwner(email))!;
  return { referrer, referralId, referredUserId, mails, verifyToken: linkOf(mails[0]!).token };
}

describe('rewardStatus', () => {
  it('gives a student one referralId on the first visit and keeps it, with a share link to sign-up', async () => {
    const { caller } = await storedStudent();

    const first = await rewardStatus(caller);
    const again = await rewardStatus(caller);

    expect(first.referralId).toMatch(new RegExp(`^[a-z0-9]{${referralRules.referralIdLength}}$`));
    expect(again.referralId).toBe(first.referralId);
    expect(new URL(first.shareLink).pathname).toBe('/register');
    expect(new URL(first.shareLink).searchParams.get('referralId')).toBe(first.referralId);
    expect(first).toMatchObject({ referrals: 0, rewardsClaimed: 0, rewardsToClaim: 0 });
  });

  it('gives parallel first visits one referralId', async () => {
    const { caller, user } = await storedStudent();

    const ids = new Set((await Promise.all([rewardStatus(caller), rewardStatus(caller), rewardStatus(caller)])).map((status) => status.referralId));

    expect(ids.size).toBe(1);
    expect((await getUser(user.userId))!.referralId).toBe([...ids][0]);
  });
});

describe('recordReferral', () => {
  it('records a confirmed sign-up from a share link once, tells the referrer and starts the 24-hour referral promotion', async () => {
    // Prepare
    const { referrer, referredUserId, mails } = await signedUpFromLink({ stepsDone: ['did_verify_email', 'can_send_email_general'] });
    const now = Date.now();

    // Act
    const first = await recordReferral(referredUserId, now);
    const again = await recordReferral(referredUserId, now + 1000);

    // Assess
    expect([first, again]).toEqual([true, false]);
    expect(await countReferralsOf(referrer.user.userId)).toBe(1);
    const notifications = (await getUser(referrer.user.userId))!.notifications ?? [];
    expect(notifications.map(({ type, message }) => ({ type, message }))).toEqual([{ type: 'new_referral', message: accountTexts.newReferral }]);
    expect(mails.filter((mail) => mail.to === referrer.user.email).map((mail) => mail.subject)).toEqual([accountTexts.newReferral]);
    expect((await getUser(referredUserId))!.userPromo).toMatchObject({ promoId: referralPromotion.promoId, discount: referralPromotion.discount, startTime: now, endTime: now + userPromotionMs });
  });

  it('tells the referrer in the bell but sends no mail when they turned general mails off', async () => {
    const { referrer, referredUserId, mails } = await signedUpFromLink({ stepsDone: ['did_verify_email'] });

    expect(await recordReferral(referredUserId)).toBe(true);

    expect((await getUser(referrer.user.userId))!.notifications).toHaveLength(1);
    expect(mails.filter((mail) => mail.to === referrer.user.email)).toEqual([]);
  });

  it('records no referral, promotion or notification while an admin has new referral rewards switched off', async () => {
    const { referrer, referredUserId } = await signedUpFromLink();
    await createAppSettingsIfMissing({ APP_VERSION: '1.0.0' });
    await setFeatureSwitches([{ name: 'referralRewards', on: false }]);

    const recorded = await recordReferral(referredUserId);
    await setFeatureSwitches([{ name: 'referralRewards', on: true }]);

    expect(recorded).toBe(false);
    expect(await countReferralsOf(referrer.user.userId)).toBe(0);
    expect((await getUser(referrer.user.userId))!.notifications ?? []).toEqual([]);
    expect((await getUser(referredUserId))!.userPromo).toBeUndefined();
  });

  it('records nothing for a sign-up without a referrer, nor a self-referral', async () => {
    const lone = await storedStudent();
    const selfId = (await storedStudent()).user.userId;
    await User.patch({ userId: selfId }).set({ referredBy: selfId }).go();

    expect(await recordReferral(lone.user.userId)).toBe(false);
    expect(await recordReferral(selfId)).toBe(false);
    expect(await countReferralsOf(selfId)).toBe(0);
  });

  it('ignores an unknown referralId at sign-up: the account is made, with no referrer', async () => {
    catchMails();
    const email = freshEmail('stray');

    await Accounts.register({ email, password: 'stray password 1', referralId: 'zzzzzzzzzz' }, '198.51.100.8');

    const user = (await getUser((await getEmailOwner(email))!))!;
    expect(user.referredBy).toBeUndefined();
  });

  it('records an invited friend who chose a password as the inviter\'s referral', async () => {
    const inviter = await storedStudent();
    const mails = catchMails();
    const friendEmail = freshEmail('invited');
    await Accounts.sendInvite(inviter.caller, { email: friendEmail }, '198.51.100.9');
    const answer = await Accounts.setPasswordFromLink(linkOf(mails[0]!).token, 'friend password 1', 'invite');

    expect(answer !== 'expired' && (await recordReferral(answer.userId))).toBe(true);
    expect(await countReferralsOf(inviter.user.userId)).toBe(1);
  });
});

describe('claimReward', () => {
  it('grants one full mock test credit per referral and did_claim_reward, and nothing more when claimed again', async () => {
    // Prepare
    const { referrer, referredUserId } = await signedUpFromLink();
    await recordReferral(referredUserId);
    const creditsBefore = (await getUser(referrer.user.userId))!.fullMockCredits ?? 0;

    // Act
    const first = await claimReward(referrer.caller);
    const again = await claimReward(referrer.caller);

    // Assess
    expect(first).toMatchObject({ claimed: 1, referrals: 1, rewardsClaimed: 1, rewardsToClaim: 0 });
    expect(again).toMatchObject({ claimed: 0, rewardsClaimed: 1, rewardsToClaim: 0 });
    const after = (await getUser(referrer.user.userId))!;
    expect(after.fullMockCredits).toBe(creditsBefore + referralRules.fullMockCreditsPerReferral);
    expect(after.stepsDone).toContain('did_claim_reward');
  });

  it('grants once when two claims run in parallel', async () => {
    const { referrer, referredUserId } = await signedUpFromLink();
    await recordReferral(referredUserId);
    const creditsBefore = (await getUser(referrer.user.userId))!.fullMockCredits ?? 0;

    const claims = await Promise.all([claimReward(referrer.caller), claimReward(referrer.caller)]);

    expect(claims.map((claim) => claim.claimed).sort()).toEqual([0, 1]);
    expect((await getUser(referrer.user.userId))!.fullMockCredits).toBe(creditsBefore + 1);
  });

  it('grants nothing without a referral', async () => {
    const { caller, user } = await storedStudent();

    expect(await claimReward(caller)).toMatchObject({ claimed: 0, rewardsToClaim: 0 });
    expect((await getUser(user.userId))!.stepsDone).not.toContain('did_claim_reward');
  });
});
