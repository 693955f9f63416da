import { describe, expect, it } from 'vitest';
import { currencies, currencyOfCountry, formatPrice, localAmount, ratesFromAud } from './currency';
import { activePlan, applyGrant, packageButton, refusalOf, type Entitlements } from './grants';
import { packages, packagesSoldAlone } from './packages';
import { bestPromotion, countdownText, discounted, userPromotion, type Promotion } from './promotions';
import { quoteCart } from './quote';

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 25, 12);

describe('localAmount', () => {
  // Every currency of spec §9 with three base prices: A$9, A$49 and A$149.
  const expected: Record<string, [number, number, number]> = {
    AUD: [900, 4_900, 14_900],
    EUR: [540, 2_940, 8_940],
    USD: [585, 3_185, 9_685],
    GBP: [450, 2_450, 7_450],
    CAD: [810, 4_410, 13_410],
    HKD: [4_500, 24_500, 74_500],
    SGD: [810, 4_410, 13_410],
    NZD: [900, 4_900, 14_900],
    AED: [2_000, 12_000, 37_000],
    SAR: [2_000, 12_000, 37_000],
    CNY: [4_140, 22_540, 68_540],
    INR: [49_000, 265_000, 805_000],
    PHP: [32_000, 172_000, 522_000],
    MYR: [3_000, 14_000, 42_000],
    THB: [19_000, 103_000, 313_000],
    NPR: [77_000, 417_000, 1_267_000],
    BDT: [63_000, 343_000, 1_043_000],
    ZAR: [11_000, 59_000, 179_000],
    NGN: [900_000, 4_900_000, 14_900_000],
  };

  it.each(currencies.map((currency) => [currency]))('converts and rounds %s as spec §9 says', (currency) => {
    expect([900, 4_900, 14_900].map((price) => localAmount(price, currency))).toEqual(expected[currency]);
  });

  it('rounds the ten currencies the spec names to tens of units, never to nothing, and keeps the cents of the others', () => {
    expect(localAmount(14_900, 'INR') % 1_000).toBe(0);
    expect(localAmount(100, 'MYR')).toBe(1_000); // A$1 is MYR 2.80: rounded up to MYR 10 rather than to nothing
    expect(localAmount(14_900, 'USD')).toBe(9_685);
    expect(Object.keys(ratesFromAud)).toHaveLength(19);
  });

  it('formats amounts with the currency named and cents only when there are some', () => {
    expect(formatPrice(9_685, 'USD')).toBe('USD 96.85');
    expect(formatPrice(805_000, 'INR')).toBe('INR 8,050');
  });
});

describe('currencyOfCountry', () => {
  it('gives the euro to Belgium and the other euro countries, the local currency to the listed ones and USD to the rest', () => {
    expect(['BE', 'DE', 'FR', 'IE', 'HR', 'fi'].map(currencyOfCountry)).toEqual(['EUR', 'EUR', 'EUR', 'EUR', 'EUR', 'EUR']);
    expect(['AU', 'GB', 'IN', 'NG', 'CN'].map(currencyOfCountry)).toEqual(['AUD', 'GBP', 'INR', 'NGN', 'CNY']);
    expect(['JP', 'BR', undefined, ''].map(currencyOfCountry)).toEqual(['USD', 'USD', 'USD', 'USD']);
  });
});

describe('promotions', () => {
  const running = (promoId: string, discount: number, target: Promotion['target'], from = now - day, to = now + day): Promotion => ({ promoId, discount, target, startTime: from, endTime: to });

  it('takes the running promotion with the highest discount that targets the package', () => {
    const promotions = [running('a', 30, ['package_ultimate']), running('b', 40, ['package_ultimate', 'package_silver']), running('c', 50, ['package_silver']), running('ended', 60, ['package_ultimate'], now - 2 * day, now), running('later', 70, ['package_ultimate'], now + 1, now + day)];
    expect(bestPromotion('package_ultimate', promotions, now)?.promoId).toBe('b');
    expect(bestPromotion('package_silver', promotions, now)?.promoId).toBe('c');
    expect(bestPromotion('package_bronze', promotions, now)).toBeUndefined();
  });

  it('runs a click-ad or referral promotion for 24 hours from when the user opened it', () => {
    const promotion = userPromotion({ promoId: 'ad', discount: 20, target: ['package_silver'] }, now);
    expect(bestPromotion('package_silver', [promotion], now + day - 1)?.promoId).toBe('ad');
    expect(bestPromotion('package_silver', [promotion], now + day)).toBeUndefined();
  });

  it('discounts the base price in percent and counts down in days, then in hours, minutes and seconds', () => {
    expect(discounted(14_900, 30)).toBe(10_430);
    expect(countdownText(3 * day + 5_000)).toBe('3 days left');
    expect(countdownText(day + 1_000)).toBe('1 day left');
    expect(countdownText(day)).toBe('24:00:00');
    expect(countdownText(3_723_000)).toBe('01:02:03');
    expect(countdownText(-5)).toBe('00:00:00');
  });
});

describe('quoteCart', () => {
  const promotion: Promotion = { promoId: 'ultimate-30', discount: 30, target: ['package_ultimate'], startTime: now - day, endTime: now + day };

  it("prices with the base prices an admin set, the discount and the extras included, and keeps the others' own", () => {
    const quote = quoteCart({ packageId: 'package_ultimate', extras: 1, promotions: [promotion], now, currency: 'AUD', basePrices: { package_ultimate: 20_000, full_mock_test_upsell: 2_000 } });
    expect(quote.lines.map((line) => [line.unitPrice, line.basePrice])).toEqual([[14_000, 20_000], [2_000, undefined]]);
    expect(quoteCart({ packageId: 'package_bronze', promotions: [], now, currency: 'AUD', basePrices: { package_ultimate: 20_000 } }).total).toBe(4_900);
  });

  it('charges a promoted package under its promotion id, then adds the extras at their base price', () => {
    const quote = quoteCart({ packageId: 'package_ultimate', extras: 2, promotions: [promotion], now, currency: 'AUD' });
    expect(quote.lines).toEqual([
      { packageId: 'package_ultimate_discount', name: 'Ultimate', quantity: 1, unitPrice: 10_430, basePrice: 14_900, discount: 30 },
      { packageId: 'full_mock_test_upsell', name: 'Extra full mock test', quantity: 2, unitPrice: 1_500 },
    ]);
    expect(quote.total).toBe(13_430);
    expect(quote.promotion).toEqual({ promoId: 'ultimate-30', discount: 30, endTime: now + day });
  });

  it('converts each line on its own so that the lines add up to the total', () => {
    const quote = quoteCart({ packageId: 'package_ultimate', extras: 1, promotions: [promotion], now, currency: 'INR' });
    expect(quote.lines.map((line) => line.unitPrice)).toEqual([localAmount(10_430, 'INR'), localAmount(1_500, 'INR')]);
    expect(quote.total).toBe(quote.lines[0]!.unitPrice + quote.lines[1]!.unitPrice);
  });

  it('charges the base price without a promotion', () => {
    expect(quoteCart({ packageId: 'package_bronze', promotions: [promotion], now, currency: 'USD' }).lines).toEqual([{ packageId: 'package_bronze', name: 'Bronze', quantity: 1, unitPrice: 3_185 }]);
  });
});

describe('grants', () => {
  const fresh: Entitlements = { speakingCredits: 20, writingCredits: 5, fullMockCredits: 1, sectionMockCredits: 1 };

  it('starts a plan from now and adds its credits', () => {
    expect(applyGrant(fresh, packages.package_silver.grant, now)).toEqual({ currentPlan: 'package_silver', paidExpiryTime: now + 60 * day, speakingCredits: 320, writingCredits: 55, fullMockCredits: 2, sectionMockCredits: 3 });
  });

  it('adds days to a plan that has not expired, and starts again from now after it has', () => {
    const onBronze = { ...fresh, currentPlan: 'package_bronze', paidExpiryTime: now + 10 * day };
    expect(applyGrant(onBronze, packages.package_extend.grant, now)).toMatchObject({ currentPlan: 'package_bronze', paidExpiryTime: now + 40 * day });
    const expired = { ...fresh, currentPlan: 'package_bronze', paidExpiryTime: now - day };
    expect(applyGrant(expired, packages.package_bronze.grant, now).paidExpiryTime).toBe(now + 30 * day);
  });

  it('keeps a higher plan that runs on when a lower one is bought, adding its days and credits', () => {
    const onSilver = { ...fresh, currentPlan: 'package_silver', paidExpiryTime: now + 5 * day };
    expect(applyGrant(onSilver, packages.package_bronze.grant, now)).toMatchObject({ currentPlan: 'package_silver', paidExpiryTime: now + 35 * day, speakingCredits: 120 });
  });

  it('gives an upgrade the difference between the plans for the difference in price', () => {
    const upgrade = packages.package_ultimate_upgrade_from_silver;
    expect(upgrade.basePrice).toBe(packages.package_ultimate.basePrice - packages.package_silver.basePrice);
    const onSilver = { ...fresh, currentPlan: 'package_silver', paidExpiryTime: now + 20 * day };
    expect(applyGrant(onSilver, upgrade.grant, now)).toMatchObject({ currentPlan: 'package_ultimate', paidExpiryTime: now + 50 * day, fullMockCredits: 3, sectionMockCredits: 3 });
    // Bronze, then the upgrade to Ultimate, grants what Ultimate grants (speaking is unlimited on Ultimate).
    const viaBronze = applyGrant(applyGrant(fresh, packages.package_bronze.grant, now), packages.package_ultimate_upgrade_from_bronze.grant, now);
    const direct = applyGrant(fresh, packages.package_ultimate.grant, now);
    expect({ ...viaBronze, speakingCredits: 0 }).toEqual({ ...direct, speakingCredits: 0 });
  });

  it('gives the mock test packages and speaking credits as their labels say', () => {
    expect(applyGrant(fresh, packages.package_combo.grant, now)).toMatchObject({ fullMockCredits: 3, sectionMockCredits: 3 });
    expect(applyGrant(fresh, packages.full_mock_test_upsell.grant, now, 3)).toMatchObject({ fullMockCredits: 4 });
    expect(applyGrant(fresh, packages.package_speaking_credits.grant, now)).toEqual({ ...fresh, speakingCredits: 120 });
    expect(packages.package_combo.label).toBe('Special: 2 + 2');
  });
});

describe('packageButton', () => {
  const none = {};
  const onSilver = { currentPlan: 'package_silver', paidExpiryTime: now + day };

  it("reads 'Current' on the plan the student is on, 'Upgrade' on a higher one and 'ADD TO CART' on the rest", () => {
    expect(packageButton(packages.package_silver, onSilver, now)).toEqual({ text: 'Current', cartPackage: 'package_silver', disabled: true });
    expect(packageButton(packages.package_ultimate, onSilver, now)).toEqual({ text: 'Upgrade', cartPackage: 'package_ultimate_upgrade_from_silver', disabled: false });
    expect(packageButton(packages.package_bronze, onSilver, now)).toEqual({ text: 'ADD TO CART', cartPackage: 'package_bronze', disabled: false });
    expect(packageButton(packages.package_ultimate, none, now)).toEqual({ text: 'ADD TO CART', cartPackage: 'package_ultimate', disabled: false });
  });

  it('offers Extend only on a plan that runs, and treats an expired plan as none', () => {
    expect(packageButton(packages.package_extend, none, now).disabled).toBe(true);
    expect(packageButton(packages.package_extend, onSilver, now).disabled).toBe(false);
    expect(activePlan({ currentPlan: 'package_silver', paidExpiryTime: now }, now)).toBeUndefined();
    expect(refusalOf(packages.package_silver_upgrade_from_bronze, onSilver, now)).toBe('This upgrade is for students on the Bronze plan.');
  });

  it('lists on the pricing page every package sold on its own, and no promotion, upgrade or extra id', () => {
    expect(packagesSoldAlone.map((item) => item.id)).toEqual(['package_bronze', 'package_bronze_sect', 'package_silver', 'package_ultimate', 'package_extend', 'package_speaking_credits', 'package_combo', 'package_full_mock', 'package_sect_mock']);
  });
});
