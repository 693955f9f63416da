import { describe, expect, it } from 'vitest';
import { accountTexts, referralRules } from '@shared/accounts';
import { referralPromotion } from '@shared/pricing';
import { countMails, linkFromMail, waitForMail } from '@test/fixtures/mail';
import { useLocalPlatform } from '@test/fixtures/local-platform';

interface Student {
  token: string;
  email: string;
}

interface Reward {
  referralId: string;
  shareLink: string;
  referrals: number;
  rewardsClaimed: number;
  rewardsToClaim: number;
  claimed?: number;
}

const newReferralSubject = new RegExp(accountTexts.newReferral);

describe('referrals, rewards and e-mail preferences over HTTP', () => {
  const env = useLocalPlatform();
  const { call } = env;
  let registered = 0;

  /** Signs up (from a share link when `referralId` is given) and returns the confirmation link's token. */
  async function signUp(referralId?: string): Promise<{ email: string; password: string; verifyToken: string }> {
    registered += 1;
    const email = `engaged-${registered}@example.com`;
    const password = 'a good password';
    expect((await call('users/registerUser', { email, password, ...(referralId ? { referralId } : {}) })).status).toBe(200);
    const verifyToken = linkFromMail(await waitForMail(env.platform.mailUrl, email, { subject: /Confirm your email/ }), '/verify').searchParams.get('token')!;
    return { email, password, verifyToken };
  }

  async function logIn(email: string, password: string): Promise<Student> {
    const login = await call('users/loginStudent', { email, password });
    expect(login.status).toBe(200);
    return { token: login.body.token as string, email };
  }

  async function confirmedStudent(referralId?: string): Promise<Student> {
    const { email, password, verifyToken } = await signUp(referralId);
    expect((await call('users/verifyTokenEmail', { token: verifyToken })).status).toBe(200);
    return logIn(email, password);
  }

  const reward = async (student: Student) => (await call('users/fetchReward', {}, student.token)).body as unknown as Reward;
  const fullCredits = async (student: Student) => ((await call('mocktest/fetchAllMockTest', {}, student.token)).body.credits as { full: number }).full;

  it('records a sign-up from a share link once, when its address is confirmed, and starts the referral promotion', async () => {
    // Prepare
    const referrer = await confirmedStudent();
    const { referralId, shareLink } = await reward(referrer);
    expect(new URL(shareLink).searchParams.get('referralId')).toBe(referralId);

    // Act
    const friend = await signUp(referralId);
    const beforeConfirming = (await reward(referrer)).referrals;
    const first = await call('users/verifyTokenEmail', { token: friend.verifyToken });
    const again = await call('users/verifyTokenEmail', { token: friend.verifyToken });
    const twice = await call('users/registerUser', { email: friend.email, password: friend.password, referralId });

    // Assess
    expect(beforeConfirming).toBe(0);
    expect([first.status, again.status, twice.status]).toEqual([200, 201, 400]);
    expect(await reward(referrer)).toMatchObject({ referrals: 1, rewardsToClaim: 1 });
    const notifications = ((await call('users/retrieveUser', {}, referrer.token)).body.user as { notifications: { type: string; message: string }[] }).notifications;
    expect(notifications.filter((notification) => notification.type === 'new_referral').map((notification) => notification.message)).toEqual([accountTexts.newReferral]);
    const friendUser = (await logIn(friend.email, friend.password)).token;
    expect((await call('users/retrieveUser', {}, friendUser)).body.user).toMatchObject({ userPromo: { promoId: referralPromotion.promoId, discount: referralPromotion.discount } });
  });

  it('refuses a malformed referralId on its field, with nothing written', async () => {
    const answer = await call('users/registerUser', { email: 'malformed-ref@example.com', password: 'a good password', referralId: 'not a code!' });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors as object)).toEqual(['referralId']);
    expect((await call('users/loginStudent', { email: 'malformed-ref@example.com', password: 'a good password' })).status).toBe(400);
  });

  it('lets a reward be claimed once, also when two claims arrive together', async () => {
    // Prepare
    const referrer = await confirmedStudent();
    await confirmedStudent((await reward(referrer)).referralId);
    const creditsBefore = await fullCredits(referrer);

    // Act
    const parallel = await Promise.all([call('users/claimReward', {}, referrer.token), call('users/claimReward', {}, referrer.token)]);
    const later = await call('users/claimReward', {}, referrer.token);

    // Assess
    expect(parallel.map((answer) => answer.status)).toEqual([200, 200]);
    expect(parallel.map((answer) => answer.body.claimed).sort()).toEqual([0, 1]);
    expect(later.body).toMatchObject({ claimed: 0, rewardsClaimed: 1, rewardsToClaim: 0 });
    expect(await fullCredits(referrer)).toBe(creditsBefore + referralRules.fullMockCreditsPerReferral);
    expect((later.body.user as { stepsDone: string[] }).stepsDone).toContain('did_claim_reward');
  });

  it('mails the referrer of a new referral while general mails are on, and not once they turn them off', async () => {
    // Prepare
    const referrer = await confirmedStudent();
    const { referralId } = await reward(referrer);
    await confirmedStudent(referralId);
    await waitForMail(env.platform.mailUrl, referrer.email, { subject: newReferralSubject });

    // Act
    const off = await call('maillist/updateEmailNotification', { can_send_email_general: false }, referrer.token);
    await confirmedStudent(referralId);

    // Assess
    expect((off.body.user as { stepsDone: string[] }).stepsDone).not.toContain('can_send_email_general');
    expect((await reward(referrer)).referrals).toBe(2);
    expect(await countMails(env.platform.mailUrl, referrer.email, newReferralSubject)).toBe(1);
    // A transactional mail still goes.
    expect((await call('email/forgotPassword', { email: referrer.email })).status).toBe(200);
    await waitForMail(env.platform.mailUrl, referrer.email, { subject: /Reset your/ });
  });

  it('refuses an empty preference change on its field and changes the contact name', async () => {
    const student = await confirmedStudent();

    const empty = await call('maillist/updateEmailNotification', {}, student.token);
    const renamed = await call('maillist/updateContactName', { firstName: 'Noor' }, student.token);

    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors as object)).toEqual(['can_send_email_general']);
    expect(renamed).toMatchObject({ status: 200, body: { user: { firstName: 'Noor' } } });
  });
});
