import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeAllowance } from '@shared/accounts';
import { jobs } from '@functions/jobs/registry';
import { postTo, projectRoot, temporaryDataDir, type ApiReply } from '@test/fixtures/local-platform';
import { startPlatform, type Platform } from '@local/platform';

const day = 24 * 60 * 60 * 1000;

// The platform runs in this process, so the test can run the scheduled job and the account sync
// at a chosen time, as the schedule and the next month would.
describe('promotion expiry job and account sync', () => {
  let dataDir: Awaited<ReturnType<typeof temporaryDataDir>>;
  let platform: Platform;
  let accountNumber = 0;

  beforeAll(async () => {
    dataDir = await temporaryDataDir();
    platform = await startPlatform({ projectRoot, port: 0, mailPort: 0, dataDir: dataDir.path, webRoot: join(dataDir.path, 'no-web'), logLevel: 'SILENT', transcriber: 'browser' });
  });

  afterAll(async () => {
    await platform?.stop();
    await dataDir?.remove();
  });

  const call = (path: string, body: unknown, token?: string): Promise<ApiReply> => postTo(platform.appUrl, path, body, token);
  const get = async (path: string, token?: string): Promise<ApiReply> => {
    const response = await fetch(`${platform.appUrl}/api/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: response.status, body: (await response.json()) as ApiReply['body'] };
  };

  async function newStudent(): Promise<{ email: string; token: string; id: string }> {
    const { Accounts } = await import('@functions/domain/accounts');
    accountNumber += 1;
    const account = { email: `sync-${accountNumber}@example.com`, password: 'a good password', firstName: 'Sync', platformAccess: 'student' as const };
    await Accounts.ensureDemoAccount(account);
    const login = await call('users/loginStudent', { email: account.email, password: account.password });
    return { email: account.email, token: login.body.token as string, id: (login.body.user as { id: string }).id };
  }

  it('ends promotions past their end and clears personal promotions whose 24 hours are over, once', async () => {
    const { Commerce } = await import('@functions/domain/commerce');
    const now = Date.now();
    await Commerce.savePromotion({ promoId: 'flash-hour', discount: 50, startTime: now - day, endTime: now + 60 * 60 * 1000, target: ['package_bronze'], personal: false }, now);
    await Commerce.savePromotion({ promoId: 'click-ad', discount: 25, startTime: now - day, endTime: now + 30 * day, target: ['package_silver'], personal: false }, now);
    const student = await newStudent();
    expect((await call('pricing/activatePromotionUid', { uid: student.id, promoId: 'click-ad' })).status).toBe(200);
    expect(((await call('users/retrieveUser', {}, student.token)).body.user as { userPromo?: object }).userPromo).toMatchObject({ promoId: 'click-ad', discount: 25 });
    expect(((await get('pricing/fetchAllPromotions')).body.promotions as { promoId: string }[]).map((promotion) => promotion.promoId).sort()).toEqual(['click-ad', 'flash-hour', 'ultimate-30']);

    // As the schedule would run it two days on: the hour-long promotion and the student's 24 hours are over.
    expect(await Commerce.expirePromotions(now + 2 * day)).toEqual({ promotionsEnded: 1, userPromosCleared: 1 });
    expect(await Commerce.expirePromotions(now + 2 * day)).toEqual({ promotionsEnded: 0, userPromosCleared: 0 });
    expect(((await get('pricing/fetchAllPromotions')).body.promotions as { promoId: string }[]).map((promotion) => promotion.promoId).sort()).toEqual(['click-ad', 'ultimate-30']);
    expect(((await call('users/retrieveUser', {}, student.token)).body.user as { userPromo?: object }).userPromo).toBeUndefined();

    // The deployed job's entry runs the same use case, at the real time: nothing more is due.
    const job = (await import(join(projectRoot, jobs.promotionExpiry.entry))) as { handler: () => Promise<void> };
    await expect(job.handler()).resolves.toBeUndefined();
  });

  it('gives a student on no plan the free allowance back once a month, however many syncs run at once', async () => {
    const { Commerce } = await import('@functions/domain/commerce');
    const { Accounts } = await import('@functions/domain/accounts');
    const student = await newStudent();
    const caller = { userId: student.id, role: 'student' as const, sessionToken: 'unused' };
    expect((await get('users/resetCredits', student.token)).body.reset).toBe(false); // made this month: nothing due yet

    // Spend most of the allowance, then sync as the app would next month, five times at once.
    const { spendSpeakingCredit } = await import('@functions/data');
    for (let spent = 0; spent < 15; spent += 1) await spendSpeakingCredit(student.id);
    const user = await Accounts.loadUser(caller);
    const nextMonth = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 2);
    const results = await Promise.all(Array.from({ length: 5 }, () => Commerce.resetCredits(user, nextMonth)));
    expect(results.filter((result) => result.reset)).toHaveLength(1);
    const after = await Accounts.loadUser(caller);
    expect(after.speakingCredits - after.speakingCreditsUsed).toBe(freeAllowance.speakingCredits);
    expect(after.speakingCreditsUsed).toBe(15);
    expect((await Commerce.resetCredits(after, nextMonth)).reset).toBe(false);
  });

  it("syncs a running mobile subscription's plan from the local simulator's file", async () => {
    const student = await newStudent();
    expect(await get('users/getMobileStatus', student.token)).toEqual({ status: 200, body: { linked: false, active: false } });
    const expiresAt = Date.now() + 20 * day;
    await writeFile(join(dataDir.path, 'mobile-subscriptions.json'), JSON.stringify({ [student.email]: { active: true, plan: 'package_silver', expiresAt } }));

    expect((await get('users/getMobileStatus', student.token)).body).toEqual({ linked: true, active: true, plan: 'package_silver', expiresAt });
    const synced = await get('users/syncMobile', student.token);
    expect(synced.body).toMatchObject({ synced: true, user: { currentPlan: 'package_silver', paidExpiryTime: expiresAt } });
    // On a paid plan the sync changes nothing.
    expect((await get('users/syncMobile', student.token)).body.synced).toBe(false);
  });
});
