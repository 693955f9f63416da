import { beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { packagesSoldAlone } from '@shared/pricing';
import { storedStudent } from '@test/fixtures/accounts';
import { currencyFor, fetchAllPackages } from './catalogue';
import { savePromotion, seedPromotions } from './promotions';

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 25, 12);

type Priced = Awaited<ReturnType<typeof fetchAllPackages>>['packages'][number];
const find = (list: readonly Priced[], packageId: string) => list.find((pkg) => pkg.packageId === packageId)!;

beforeAll(async () => {
  // The default 30 % on Ultimate, and a promotion on the checkout extra, which must never discount it.
  await seedPromotions(now);
  await savePromotion({ promoId: 'extra-half', discount: 50, startTime: now - day, endTime: now + day, target: ['full_mock_test_upsell'], personal: false }, now);
});

describe('currencyFor', () => {
  it("takes the currency asked for, else the visitor's country's, else US dollars", () => {
    expect(currencyFor('INR', 'BE')).toBe('INR');
    expect(currencyFor(undefined, 'BE')).toBe('EUR');
    expect(currencyFor(undefined, 'in')).toBe('INR');
    expect(currencyFor(undefined, 'XX')).toBe('USD');
    expect(currencyFor(undefined, undefined)).toBe('USD');
  });
});

describe('fetchAllPackages', () => {
  it("prices every package sold alone in the visitor's currency, Ultimate at the default promotion with its base price struck through", async () => {
    // Act
    const page = await fetchAllPackages({ user: undefined, country: 'BE', now });

    // Assess
    expect(page).toMatchObject({ currency: 'EUR', country: 'BE', dateNow: now, upgrades: [] });
    expect(page.currencies).toContain('INR');
    expect(page.packages.map((pkg) => pkg.packageId)).toEqual(packagesSoldAlone.map((pkg) => pkg.id));
    // A$149 at 30 % off is A$104.30: €62.58, struck through €89.40.
    expect(find(page.packages, 'package_ultimate')).toMatchObject({
      price: 6_258,
      basePrice: 8_940,
      priceText: 'EUR 62.58',
      basePriceText: 'EUR 89.40',
      promotion: { promoId: 'ultimate-30', discount: 30, endTime: now + 30 * day },
      label: 'All in one',
      durationDays: 90,
      grant: { plan: 'package_ultimate', days: 90, unlimitedSpeaking: true, writingCredits: 150, fullMockCredits: 3, sectionMockCredits: 4 },
      button: { text: 'ADD TO CART', cartPackage: 'package_ultimate', disabled: false },
    });
    expect(find(page.packages, 'package_ultimate').grant).not.toHaveProperty('speakingCredits');
    const bronze = find(page.packages, 'package_bronze');
    expect(bronze).toMatchObject({ price: 2_940, basePrice: 2_940, priceText: 'EUR 29.40', grant: { plan: 'package_bronze', speakingCredits: 100, unlimitedSpeaking: false } });
    expect(bronze).not.toHaveProperty('promotion');
    // A package of credits only has no plan and no duration.
    expect(find(page.packages, 'package_speaking_credits')).not.toHaveProperty('durationDays');
    expect(find(page.packages, 'package_speaking_credits').grant).toEqual({ speakingCredits: 100, unlimitedSpeaking: false });
  });

  it('prices in the currency asked for, rounded as that currency is, whatever the country', async () => {
    const page = await fetchAllPackages({ user: undefined, currency: 'INR', country: 'BE', now });

    expect(page.currency).toBe('INR');
    // ₹5,632.20 rounded to tens of rupees.
    expect(find(page.packages, 'package_ultimate')).toMatchObject({ price: 563_000, priceText: 'INR 5,630' });
  });

  it('gives a visitor with no country US dollars and no country in the answer', async () => {
    const page = await fetchAllPackages({ user: undefined, now });

    expect(page.currency).toBe('USD');
    expect(page).not.toHaveProperty('country');
  });

  it('prices the checkout extra at its base price even while a promotion targets it', async () => {
    const page = await fetchAllPackages({ user: undefined, currency: 'AUD', now });

    expect(page.extra).toMatchObject({ packageId: 'full_mock_test_upsell', price: 1_500, basePrice: 1_500 });
    expect(page.extra).not.toHaveProperty('promotion');
  });

  it('disables Extend for a visitor, who has no plan to extend', async () => {
    const page = await fetchAllPackages({ user: undefined, currency: 'AUD', now });

    expect(find(page.packages, 'package_extend').button).toEqual({ text: 'ADD TO CART', cartPackage: 'package_extend', disabled: true });
  });

  it("marks a student's plan current, offers the upgrades from it, and opens Extend", async () => {
    // Prepare
    const { user } = await storedStudent({ currentPlan: 'package_silver', paidExpiryTime: now + 10 * day });

    // Act
    const page = await fetchAllPackages({ user, currency: 'AUD', now });

    // Assess
    expect(find(page.packages, 'package_silver').button).toEqual({ text: 'Current', cartPackage: 'package_silver', disabled: true });
    expect(find(page.packages, 'package_ultimate').button).toEqual({ text: 'Upgrade', cartPackage: 'package_ultimate_upgrade_from_silver', disabled: false });
    expect(find(page.packages, 'package_extend').button.disabled).toBe(false);
    // A$149 - A$99: the difference, 30 more days.
    expect(page.upgrades).toEqual([expect.objectContaining({ packageId: 'package_ultimate_upgrade_from_silver', price: 5_000, durationDays: 30 })]);
  });

  it('offers no upgrade once the plan has expired', async () => {
    const { user } = await storedStudent({ currentPlan: 'package_bronze', paidExpiryTime: now - day });

    const page = await fetchAllPackages({ user, currency: 'AUD', now });

    expect(page.upgrades).toEqual([]);
    expect(find(page.packages, 'package_bronze').button.text).toBe('ADD TO CART');
  });

  it('prices with the personal promotion of the student who opened it, and for no one else', async () => {
    // Prepare: 40 % off Silver for this student's 24 hours.
    const { user } = await storedStudent({ userPromo: { promoId: 'referral-40', discount: 40, startTime: now - 60_000, endTime: now + day - 60_000, target: ['package_silver'] } });
    const other = await storedStudent();

    // Act
    const mine = await fetchAllPackages({ user, currency: 'AUD', now });
    const theirs = await fetchAllPackages({ user: other.user, currency: 'AUD', now });
    const tomorrow = await fetchAllPackages({ user, currency: 'AUD', now: now + day });

    // Assess
    expect(find(mine.packages, 'package_silver')).toMatchObject({ price: 5_940, basePrice: 9_900, promotion: { promoId: 'referral-40', discount: 40 } });
    expect(find(theirs.packages, 'package_silver').price).toBe(9_900);
    expect(find(tomorrow.packages, 'package_silver').price).toBe(9_900);
  });

  it('applies the highest running promotion when several target one package, and none that has not started', async () => {
    const { user } = await storedStudent({ userPromo: { promoId: 'referral-20', discount: 20, startTime: now, endTime: now + day, target: ['package_ultimate'] } });
    await savePromotion({ promoId: 'ultimate-50-later', discount: 50, startTime: now + day, endTime: now + 2 * day, target: ['package_ultimate'], personal: false }, now);

    const page = await fetchAllPackages({ user, currency: 'AUD', now });

    expect(find(page.packages, 'package_ultimate')).toMatchObject({ price: 10_430, promotion: { promoId: 'ultimate-30', discount: 30 } });
  });
});
