import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import type { PackageId } from '@shared/pricing';
import { storedStudent } from '@test/fixtures/accounts';
import { createAppSettingsIfMissing, createPurchase, setFeatureSwitches } from '@functions/data';
import { joinsPremium, socialProof } from './social-proof';

const hour = 60 * 60 * 1000;

/** A purchase of a package, recorded now as the webhook records it. */
async function bought(userId: string, packageId: PackageId) {
  const paymentIntentId = `pi_${randomUUID()}`;
  await createPurchase({ paymentIntentId, userId, cartId: randomUUID(), packageId, extras: 0, amount: 100, currency: 'AUD', eventId: `evt_${paymentIntentId}`, notification: 'Purchase successful!' });
}

describe('joinsPremium', () => {
  it('is true for the packages that start a plan, not for upgrades, credits or mock tests', () => {
    expect(['package_bronze', 'package_silver_discount', 'package_ultimate', 'package_bronze_sect'].every(joinsPremium)).toBe(true);
    expect(['package_ultimate_upgrade_from_silver', 'package_speaking_credits', 'package_full_mock', 'package_extend', 'package_gold'].some(joinsPremium)).toBe(false);
  });
});

describe('socialProof', () => {
  it("counts the last day's new students and the last week's Premium buyers once each, and reads them at most once a minute", async () => {
    // Prepare: three students and an admin made now, one student made two days ago; two buyers of
    // a plan (one of them twice), one upgrade and one credits purchase.
    const now = Date.now();
    const students = await Promise.all([storedStudent(), storedStudent(), storedStudent()]);
    await storedStudent({ platformAccess: 'admin' });
    await storedStudent({ createdAt: now - 48 * hour });
    const [first, second, third] = students.map((student) => student.user.userId) as [string, string, string];
    await bought(first, 'package_silver');
    await bought(first, 'package_bronze');
    await bought(second, 'package_ultimate_discount');
    await bought(third, 'package_ultimate_upgrade_from_bronze');
    await bought(third, 'package_speaking_credits');

    // Act
    const counts = await socialProof(now + 1_000);
    await storedStudent();
    const cached = await socialProof(now + 30_000);
    const dayLater = await socialProof(now + 25 * hour);
    const weekLater = await socialProof(now + 8 * 24 * hour);

    // Assess
    expect(counts).toEqual({ freeTrials: 3, premiumJoins: 2, toastOn: true, dateNow: now + 1_000 });
    expect(cached).toEqual({ freeTrials: 3, premiumJoins: 2, toastOn: true, dateNow: now + 30_000 });
    expect(dayLater).toMatchObject({ freeTrials: 0, premiumJoins: 2 });
    expect(weekLater).toMatchObject({ freeTrials: 0, premiumJoins: 0 });
  });

  it('serves no counts while an admin has the toast switched off, and counts again once it is back on', async () => {
    const now = Date.now();
    await Promise.all([storedStudent(), storedStudent(), storedStudent()]);
    await createAppSettingsIfMissing({ APP_VERSION: '1.0.0' });

    await setFeatureSwitches([{ name: 'socialProofToast', on: false }]);
    const off = await socialProof(now + 10 * hour);
    await setFeatureSwitches([{ name: 'socialProofToast', on: true }]);
    const on = await socialProof(now + 11 * hour);

    expect(off).toEqual({ freeTrials: 0, premiumJoins: 0, toastOn: false, dateNow: now + 10 * hour });
    expect(on).toMatchObject({ toastOn: true });
    expect(on.freeTrials).toBeGreaterThanOrEqual(3);
  });
});
