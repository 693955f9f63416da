import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { accountTexts } from '@shared/accounts';
import { pricingTexts, type PackageId } from '@shared/pricing';
import { storedStudent } from '@test/fixtures/accounts';
import { getPromotion, getUser } from '@functions/data';
import { PromotionAccountNotFoundError } from '@functions/platform/errors';
import { activatePromotion, activatePromotionUid, bestPromotionFor, listPromotions, savePromotion, seedPromotions } from './promotions';

const day = 24 * 60 * 60 * 1000;
const hour = 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 25, 12);

/** A promotion with a fresh id, running from a day ago for a month unless told otherwise. */
async function promotion(overrides: { discount?: number; startTime?: number; endTime?: number; target?: PackageId[]; personal?: boolean } = {}) {
  return savePromotion({ promoId: `promo-${randomUUID().slice(0, 8)}`, discount: 25, startTime: now - day, endTime: now + 30 * day, target: ['package_silver'], personal: false, ...overrides }, now);
}

describe('activatePromotion', () => {
  it("answers the spec's text for a promotion that is over, not started yet, or unknown", async () => {
    // Prepare
    const over = await promotion({ startTime: now - 2 * day, endTime: now - day });
    const later = await promotion({ startTime: now + day });
    const { user } = await storedStudent();

    // Act, Assess
    expect(await activatePromotion(over.promoId, undefined, now)).toEqual({ expired: 'This promo has expired!' });
    expect(await activatePromotion(over.promoId, user, now)).toEqual({ expired: pricingTexts.promoExpired });
    expect(await activatePromotion(later.promoId, user, now)).toEqual({ expired: pricingTexts.promoExpired });
    expect(await activatePromotion('no-such-promo', user, now)).toEqual({ expired: pricingTexts.promoExpired });
  });

  it('shows a running site-wide promotion as it is, and changes no account', async () => {
    const running = await promotion({ discount: 15 });
    const { user } = await storedStudent();

    expect(await activatePromotion(running.promoId, user, now)).toEqual({ promotion: running });
    expect((await getUser(user.userId))!.userPromo).toBeUndefined();
  });

  it("starts a signed-in student's 24 hours of a personal promotion, and shows the same 24 hours when opened again", async () => {
    // Prepare
    const personal = await promotion({ discount: 40, personal: true });
    const { user } = await storedStudent();

    // Act
    const first = await activatePromotion(personal.promoId, user, now);
    const again = await activatePromotion(personal.promoId, user, now + hour);

    // Assess
    const ownPromotion = { promoId: personal.promoId, discount: 40, startTime: now, endTime: now + day, target: ['package_silver'], personal: true };
    expect(first).toEqual({ promotion: ownPromotion });
    expect(again).toEqual({ promotion: ownPromotion });
    expect((await getUser(user.userId))!.userPromo).toEqual({ promoId: personal.promoId, discount: 40, startTime: now, endTime: now + day, target: ['package_silver'] });
  });

  it('shows a visitor a personal promotion without starting anything, and a student whose 24 hours are over that it expired', async () => {
    const personal = await promotion({ personal: true });
    const { user } = await storedStudent();

    expect(await activatePromotion(personal.promoId, undefined, now)).toEqual({ promotion: personal });
    await activatePromotion(personal.promoId, user, now);
    expect(await activatePromotion(personal.promoId, (await getUser(user.userId))!, now + day)).toEqual({ expired: pricingTexts.promoExpired });
  });
});

describe('activatePromotionUid', () => {
  it('gives the account a link names the promotion for 24 hours from now, once', async () => {
    // Prepare
    const referral = await promotion({ discount: 40, personal: true });
    const { user } = await storedStudent();

    // Act
    const first = await activatePromotionUid(user.userId, referral.promoId, now);
    const second = await activatePromotionUid(user.userId, referral.promoId, now + hour);

    // Assess
    expect(first).toEqual({ userPromo: { promoId: referral.promoId, discount: 40, startTime: now, endTime: now + day, target: ['package_silver'], personal: true } });
    expect(second).toEqual({ refused: 'Promo already redeemed!' });
    expect((await getUser(user.userId))!).toMatchObject({ redeemedPromoIds: [referral.promoId], userPromo: { startTime: now, endTime: now + day } });
  });

  it('refuses a promotion that is over, and an account that does not exist', async () => {
    const over = await promotion({ endTime: now - hour, personal: true });
    const running = await promotion({ personal: true });
    const { user } = await storedStudent();

    expect(await activatePromotionUid(user.userId, over.promoId, now)).toEqual({ refused: pricingTexts.promoExpired });
    expect(await activatePromotionUid(user.userId, 'no-such-promo', now)).toEqual({ refused: pricingTexts.promoExpired });
    await expect(activatePromotionUid('no-such-user', running.promoId, now)).rejects.toEqual(new PromotionAccountNotFoundError('no-such-user', accountTexts.accountNotRecognized));
    expect((await getUser(user.userId))!.redeemedPromoIds).toBeUndefined();
  });
});

describe('listPromotions', () => {
  it("lists the site-wide promotions running now, the caller's own, and the best of them for the banner", async () => {
    // Prepare: a clock of its own, so that the other tests' promotions do not run.
    const at = now + 365 * day;
    const small = await promotion({ discount: 10, startTime: at - day, endTime: at + day });
    const large = await promotion({ discount: 35, startTime: at - day, endTime: at + 2 * day, target: ['package_bronze'] });
    await promotion({ discount: 90, startTime: at - day, endTime: at + day, personal: true });
    await promotion({ discount: 95, startTime: at - 3 * day, endTime: at - day });
    const { user } = await storedStudent({ userPromo: { promoId: 'own-50', discount: 50, startTime: at - hour, endTime: at + hour, target: ['package_ultimate'] } });

    // Act
    const visitor = await listPromotions(undefined, at);
    const student = await listPromotions(user, at);

    // Assess: the one ending first comes first.
    expect(visitor).toEqual({ promotions: [small, large], best: large, dateNow: at });
    const own = { promoId: 'own-50', discount: 50, startTime: at - hour, endTime: at + hour, target: ['package_ultimate'], personal: true };
    expect(student).toEqual({ promotions: [small, large], userPromo: own, best: own, dateNow: at });
  });

  it('has no best when nothing runs', async () => {
    expect(await listPromotions(undefined, now + 10 * 365 * day)).toEqual({ promotions: [], dateNow: now + 10 * 365 * day });
  });
});

describe('bestPromotionFor', () => {
  it("takes the highest discount running on the package, the student's own included", async () => {
    const at = now + 2 * 365 * day;
    await promotion({ discount: 20, startTime: at - day, endTime: at + day, target: ['package_combo'] });
    const { user } = await storedStudent({ userPromo: { promoId: 'own-combo', discount: 45, startTime: at, endTime: at + day, target: ['package_combo'] } });

    expect(await bestPromotionFor('package_combo', undefined, at)).toMatchObject({ discount: 20 });
    expect(await bestPromotionFor('package_combo', user, at)).toMatchObject({ promoId: 'own-combo', discount: 45 });
    expect(await bestPromotionFor('package_sect_mock', user, at)).toBeUndefined();
  });
});

describe('savePromotion', () => {
  it('creates a promotion and replaces it when saved again with the same id', async () => {
    const created = await promotion({ discount: 10 });

    const changed = await savePromotion({ ...created, discount: 12, endTime: now + 2 * day }, now);

    expect(changed).toEqual({ ...created, discount: 12, endTime: now + 2 * day });
    expect(await getPromotion(created.promoId)).toMatchObject({ discount: 12, endTime: now + 2 * day, status: 'running' });
  });

  it('stores a promotion saved after its end as ended', async () => {
    const over = await promotion({ startTime: now - 3 * day, endTime: now - day });

    expect((await getPromotion(over.promoId))!.status).toBe('ended');
  });
});

describe('seedPromotions', () => {
  it('writes the default 30 % on Ultimate for 30 days once, and never overwrites what an admin changed', async () => {
    // Act
    const first = await seedPromotions(now);
    await savePromotion({ promoId: 'ultimate-30', discount: 25, startTime: now, endTime: now + 60 * day, target: ['package_ultimate'], personal: false }, now);
    const second = await seedPromotions(now + day);

    // Assess
    expect(first).toBe(true);
    expect(second).toBe(false);
    expect(await getPromotion('ultimate-30')).toMatchObject({ discount: 25, endTime: now + 60 * day });
  });
});
