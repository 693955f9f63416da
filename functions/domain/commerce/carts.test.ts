import Stripe from 'stripe';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { pricingTexts } from '@shared/pricing';
import { storedStudent } from '@test/fixtures/accounts';
import { recordingGateway } from '@test/fixtures/payment-gateway';
import { stripeGateway, usePaymentGateway } from '@functions/adapters/payments';
import { getCart } from '@functions/data';
import { CartNotFoundError, PackageNotForSaleError } from '@functions/platform/errors';
import { createCart, fetchCart, paymentsInfo } from './carts';
import { seedPromotions } from './promotions';

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 25, 12);

beforeAll(() => seedPromotions(now));

afterEach(() => {
  usePaymentGateway(undefined);
});

describe('createCart', () => {
  it("makes a cart for the package in the visitor's country's currency, and sends back to the profile when bought from it", async () => {
    // Prepare
    const { user } = await storedStudent();

    // Act
    const created = await createCart({ user, packageId: 'package_silver', fromProfilePage: true, country: 'BE', now });

    // Assess
    expect(created).toEqual({
      cartId: created.cartId,
      cart: { cartId: created.cartId, packageId: 'package_silver', extras: 0, fromProfilePage: true, currency: 'EUR', createdAt: expect.any(Number) },
      redirectToProfile: true,
    });
    expect(await getCart(created.cartId)).toMatchObject({ userId: user.userId, packageId: 'package_silver', currency: 'EUR', country: 'BE' });
  });

  it('prices a cart in the currency asked for, over the country', async () => {
    const { user } = await storedStudent();

    const created = await createCart({ user, packageId: 'package_bronze', fromProfilePage: false, currency: 'GBP', country: 'BE', now });

    expect(created.cart.currency).toBe('GBP');
    expect(created.redirectToProfile).toBe(false);
  });

  it('refuses a promotion id, the checkout extra, Extend without a plan, an upgrade from another plan and the current plan', async () => {
    // Prepare
    const { user: noPlan } = await storedStudent();
    const { user: onBronze } = await storedStudent({ currentPlan: 'package_bronze', paidExpiryTime: now + 5 * day });
    const cartOf = (user: typeof noPlan, packageId: Parameters<typeof createCart>[0]['packageId']) => createCart({ user, packageId, fromProfilePage: false, now });

    // Act, Assess
    await expect(cartOf(noPlan, 'package_ultimate_discount')).rejects.toEqual(new PackageNotForSaleError('package_ultimate_discount', pricingTexts.notSoldAlone));
    await expect(cartOf(noPlan, 'full_mock_test_upsell')).rejects.toEqual(new PackageNotForSaleError('full_mock_test_upsell', 'An extra is added to a package at checkout.'));
    await expect(cartOf(noPlan, 'package_extend')).rejects.toEqual(new PackageNotForSaleError('package_extend', 'Extend adds days to a plan that has not expired: choose a plan first.'));
    await expect(cartOf(noPlan, 'package_silver_upgrade_from_bronze')).rejects.toEqual(new PackageNotForSaleError('package_silver_upgrade_from_bronze', 'This upgrade is for students on the Bronze plan.'));
    await expect(cartOf(onBronze, 'package_ultimate_upgrade_from_silver')).rejects.toBeInstanceOf(PackageNotForSaleError);
    await expect(cartOf(onBronze, 'package_bronze')).rejects.toEqual(new PackageNotForSaleError('package_bronze', 'This is your current plan: Extend adds days to it.'));

    // What the plan allows is sold.
    expect((await cartOf(onBronze, 'package_extend')).cart.packageId).toBe('package_extend');
    expect((await cartOf(onBronze, 'package_silver_upgrade_from_bronze')).cart.packageId).toBe('package_silver_upgrade_from_bronze');
  });
});

describe('fetchCart', () => {
  it('adds the extras after the discount and offers the ways to pay of the country', async () => {
    // Prepare
    const { user } = await storedStudent();
    const { cartId } = await createCart({ user, packageId: 'package_ultimate', fromProfilePage: false, country: 'BE', now });

    // Act
    const checkout = await fetchCart({ user, cartId, extras: 2, now });

    // Assess: €62.58 for Ultimate at 30 % off, then 2 × €9 at the extra's base price.
    expect(checkout.quote).toEqual({
      currency: 'EUR',
      lines: [
        { packageId: 'package_ultimate_discount', name: 'Ultimate', quantity: 1, unitPrice: 6_258, basePrice: 8_940, discount: 30, unitPriceText: 'EUR 62.58', totalText: 'EUR 62.58' },
        { packageId: 'full_mock_test_upsell', name: 'Extra full mock test', quantity: 2, unitPrice: 900, unitPriceText: 'EUR 9', totalText: 'EUR 18' },
      ],
      total: 8_058,
      totalText: 'EUR 80.58',
      promotion: { promoId: 'ultimate-30', discount: 30, endTime: now + 30 * day },
    });
    expect(checkout).toMatchObject({ extraUnitPrice: 900, extraUnitPriceText: 'EUR 9', redirectToProfile: false, cart: { extras: 2 } });
    expect(checkout.paymentMethods.map((method) => method.id)).toEqual(['card', 'apple_pay', 'google_pay', 'paypal', 'bancontact']);
    expect((await getCart(cartId))!.extras).toBe(2);
  });

  it('keeps a change of currency and country for the next visit, and prices a package without a promotion at its base price', async () => {
    const { user } = await storedStudent();
    const { cartId } = await createCart({ user, packageId: 'package_bronze', fromProfilePage: true, country: 'BE', now });

    await fetchCart({ user, cartId, currency: 'USD', country: 'US', now });
    const again = await fetchCart({ user, cartId, now });

    expect(again.cart).toMatchObject({ currency: 'USD', extras: 0 });
    // A$49 at 0.65: US$31.85, no promotion.
    expect(again.quote).toEqual({ currency: 'USD', lines: [{ packageId: 'package_bronze', name: 'Bronze', quantity: 1, unitPrice: 3_185, unitPriceText: 'USD 31.85', totalText: 'USD 31.85' }], total: 3_185, totalText: 'USD 31.85' });
    expect(again.paymentMethods.map((method) => method.id)).toEqual(['card', 'apple_pay', 'google_pay', 'paypal_us']);
    expect(again.redirectToProfile).toBe(true);
  });

  it("treats another student's cart as unknown, like a missing one", async () => {
    const owner = await storedStudent();
    const other = await storedStudent();
    const { cartId } = await createCart({ user: owner.user, packageId: 'package_bronze', fromProfilePage: false, now });

    await expect(fetchCart({ user: other.user, cartId, extras: 3, now })).rejects.toEqual(new CartNotFoundError(cartId));
    await expect(fetchCart({ user: owner.user, cartId: 'no-such-cart', now })).rejects.toBeInstanceOf(CartNotFoundError);
    expect((await getCart(cartId))!.extras).toBe(0);
  });

  it('says how this stage takes payments: off without keys, local on the local platform', async () => {
    const { user } = await storedStudent();
    const { cartId } = await createCart({ user, packageId: 'package_bronze', fromProfilePage: false, now });

    expect((await fetchCart({ user, cartId, now })).payments).toEqual({ mode: 'off' });
    recordingGateway();
    expect((await fetchCart({ user, cartId, now })).payments).toEqual({ mode: 'local' });
  });
});

describe('paymentsInfo', () => {
  it("gives Stripe's publishable key to the checkout page when Stripe takes the payments", async () => {
    usePaymentGateway(stripeGateway({ secretKey: 'sk_test_unit', webhookSecret: 'whsec_unit', publishableKey: 'pk_test_unit', httpClient: Stripe.createFetchHttpClient((() => Promise.reject(new Error('no network in unit tests'))) as typeof fetch) }));

    expect(await paymentsInfo()).toEqual({ mode: 'stripe', publishableKey: 'pk_test_unit' });
  });
});
