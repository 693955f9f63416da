import { rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

// As on the local platform: the mobile subscriptions come from a file, read at every call. Set
// before the configuration is read, which happens when the first module below is loaded.
const subscriptionsFile = await vi.hoisted(async () => {
  const { mkdtemp } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const file = join(await mkdtemp(join(tmpdir(), 'pte-mobile-sync-')), 'mobile-subscriptions.json');
  process.env.MOBILE_SUBSCRIPTIONS_FILE = file;
  return file;
});

import { freeAllowance } from '@shared/accounts';
import { storedStudent } from '@test/fixtures/accounts';
import { getUser } from '@functions/data';
import { ServiceFailedError } from '@functions/platform/errors';
import { mobileStatus, resetCredits, syncMobile } from './accounts-sync';

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 25, 12);
const lastMonth = Date.UTC(2026, 9, 15);

afterAll(async () => {
  delete process.env.MOBILE_SUBSCRIPTIONS_FILE;
  await rm(dirname(subscriptionsFile), { recursive: true, force: true });
});

/** What the mobile subscription service knows, by profile id, user id or e-mail address. */
const subscriptions = (entries: Record<string, unknown>) => writeFile(subscriptionsFile, JSON.stringify(entries));

describe('resetCredits', () => {
  it('gives a student on no plan the free allowance back once a month, however many syncs run at once', async () => {
    // Prepare: 15 of 20 speaking credits used and 2 writing credits left, last topped up last month.
    const { user } = await storedStudent({ speakingCredits: 20, speakingCreditsUsed: 15, writingCredits: 2, creditsResetAt: lastMonth });

    // Act
    const results = await Promise.all(Array.from({ length: 5 }, () => resetCredits(user, now)));
    const again = await resetCredits((await getUser(user.userId))!, now + day);

    // Assess
    expect(results.filter((result) => result.reset)).toHaveLength(1);
    expect(results.find((result) => result.reset)!.user).toMatchObject({ speakingCredits: 15 + freeAllowance.speakingCredits, speakingCreditsUsed: 15, writingCredits: freeAllowance.writingCredits, creditsResetAt: now });
    expect(again.reset).toBe(false);
    expect((await getUser(user.userId))!.speakingCredits - 15).toBe(freeAllowance.speakingCredits);
  });

  it('tops up nothing in the month the account was topped up, on a paid plan, or above the allowance', async () => {
    const thisMonth = await storedStudent({ speakingCreditsUsed: 20, creditsResetAt: Date.UTC(2026, 10, 1) });
    const onPlan = await storedStudent({ speakingCreditsUsed: 20, creditsResetAt: lastMonth, currentPlan: 'package_bronze', paidExpiryTime: now + day });
    const bought = await storedStudent({ speakingCredits: 120, speakingCreditsUsed: 20, writingCredits: 9, creditsResetAt: lastMonth });

    for (const { user } of [thisMonth, onPlan, bought]) {
      expect(await resetCredits(user, now)).toEqual({ user, reset: false });
      expect(await getUser(user.userId)).toEqual(user);
    }
  });
});

describe('syncMobile', () => {
  it("gives a student on no plan the plan of their running mobile subscription until it ends, then nothing more while it runs", async () => {
    // Prepare
    const { user } = await storedStudent();
    await subscriptions({ [user.email]: { active: true, plan: 'package_silver', expiresAt: now + 20 * day } });

    // Act
    const synced = await syncMobile(user, now);
    const again = await syncMobile(synced.user, now + day);

    // Assess
    expect(synced.synced).toBe(true);
    expect(synced.user).toMatchObject({ currentPlan: 'package_silver', paidExpiryTime: now + 20 * day });
    expect(again).toEqual({ user: synced.user, synced: false });
  });

  it("finds the subscription by the app's profile id first, then by the user id", async () => {
    const linked = await storedStudent({ adaptyId: 'profile-7' });
    const byId = await storedStudent();
    await subscriptions({
      'profile-7': { active: true, plan: 'package_ultimate', expiresAt: now + 5 * day },
      [linked.user.email]: { active: true, plan: 'package_bronze', expiresAt: now + 5 * day },
      [byId.user.userId]: { active: true, plan: 'package_bronze', expiresAt: now + 9 * day },
    });

    expect((await syncMobile(linked.user, now)).user).toMatchObject({ currentPlan: 'package_ultimate', paidExpiryTime: now + 5 * day });
    expect((await syncMobile(byId.user, now)).user).toMatchObject({ currentPlan: 'package_bronze', paidExpiryTime: now + 9 * day });
  });

  it('changes nothing for a subscription that is inactive, ended, without a plan, or unknown to the service', async () => {
    const students = await Promise.all(Array.from({ length: 4 }, () => storedStudent()));
    const [inactive, ended, noPlan, unknown] = students.map(({ user }) => user);
    await subscriptions({
      [inactive!.email]: { active: false, plan: 'package_silver', expiresAt: now + day },
      [ended!.email]: { active: true, plan: 'package_silver', expiresAt: now },
      [noPlan!.email]: { active: true, expiresAt: now + day },
    });

    for (const user of [inactive!, ended!, noPlan!, unknown!]) {
      expect(await syncMobile(user, now)).toEqual({ user, synced: false });
      expect((await getUser(user.userId))!.currentPlan).toBeUndefined();
    }
  });

  it('goes on without a change when the service cannot be read, as the app does at start', async () => {
    const { user } = await storedStudent();
    await writeFile(subscriptionsFile, '{ not json');

    expect(await syncMobile(user, now)).toEqual({ user, synced: false });
  });

  it('changes nothing when the service has no file of subscriptions yet', async () => {
    const { user } = await storedStudent();
    await rm(subscriptionsFile, { force: true });

    expect(await syncMobile(user, now)).toEqual({ user, synced: false });
    expect(await mobileStatus(user)).toEqual({ linked: false, active: false });
  });
});

describe('mobileStatus', () => {
  it("shows whether the student's mobile subscription is linked and running, with its plan and end", async () => {
    const running = await storedStudent();
    const stopped = await storedStudent();
    const none = await storedStudent();
    await subscriptions({ [running.user.email]: { active: true, plan: 'package_silver', expiresAt: now + 20 * day }, [stopped.user.email]: { active: false } });

    expect(await mobileStatus(running.user)).toEqual({ linked: true, active: true, plan: 'package_silver', expiresAt: now + 20 * day });
    expect(await mobileStatus(stopped.user)).toEqual({ linked: true, active: false });
    expect(await mobileStatus(none.user)).toEqual({ linked: false, active: false });
  });

  it('answers that the subscription could not be checked when the service fails', async () => {
    const { user } = await storedStudent();
    await writeFile(subscriptionsFile, '{ not json');

    await expect(mobileStatus(user)).rejects.toEqual(new ServiceFailedError('The mobile app subscription could not be checked. Try again later.'));
  });
});
