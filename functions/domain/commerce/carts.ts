import { randomUUID } from 'node:crypto';
import type { QuoteView } from '@shared/api';
import { basePriceOf, formatPrice, localAmount, packages, paymentMethodsFor, pricingTexts, quoteCart, refusalOf, type Currency, type PackageId, type Quote } from '@shared/pricing';
import { createCart as writeCart, getCart, updateCart, type CartItem, type UserItem } from '@functions/data';
import { getPaymentGateway } from '@functions/adapters/payments';
import { CartNotFoundError, PackageNotForSaleError } from '@functions/platform/errors';
import { basePricesNow, currencyFor, entitlementsOf } from './catalogue';
import { promotionsFor } from './promotions';

export function cartView(cart: CartItem) {
  return {
    cartId: cart.cartId,
    packageId: cart.packageId as PackageId,
    extras: cart.extras,
    fromProfilePage: cart.fromProfilePage,
    currency: cart.currency as Currency,
    createdAt: cart.createdAt ?? 0,
  };
}

/** Refuses a package this account cannot buy now: a promotion id (sold through its package), an extra alone, Extend without a plan, an upgrade from another plan, the current plan. */
export function checkForSale(packageId: PackageId, user: UserItem, now: number): void {
  const pkg = packages[packageId];
  if (pkg.sold === 'promotion') throw new PackageNotForSaleError(packageId, pricingTexts.notSoldAlone);
  const refusal = refusalOf(pkg, entitlementsOf(user), now);
  if (refusal) throw new PackageNotForSaleError(packageId, refusal);
}

/** users/createCart: a cart for one package the caller may buy, priced in the currency asked for or the visitor's country's. */
export async function createCart({ user, packageId, fromProfilePage, currency, country, now }: { user: UserItem; packageId: PackageId; fromProfilePage: boolean; currency?: Currency | undefined; country?: string | undefined; now: number }) {
  checkForSale(packageId, user, now);
  const cart = await writeCart({
    cartId: randomUUID(),
    userId: user.userId,
    packageId,
    extras: 0,
    fromProfilePage,
    currency: currencyFor(currency, country),
    ...(country ? { country } : {}),
  });
  return { cartId: cart.cartId, cart: cartView(cart), redirectToProfile: fromProfilePage };
}

/** The caller's cart; someone else's is as unknown as a missing one. */
export async function loadOwnCart(cartId: string, userId: string): Promise<CartItem> {
  const cart = await getCart(cartId);
  if (!cart || cart.userId !== userId) throw new CartNotFoundError(cartId);
  return cart;
}

/** What a cart costs now for this caller: its package at the best promotion, then the extras (spec §9). */
export async function quoteOf(cart: Pick<CartItem, 'packageId' | 'extras' | 'currency'>, user: UserItem, now: number): Promise<Quote> {
  const [promotions, basePrices] = await Promise.all([promotionsFor(user, now), basePricesNow()]);
  return quoteCart({ packageId: cart.packageId as PackageId, extras: cart.extras, promotions, now, currency: cart.currency as Currency, basePrices });
}

export function quoteView(quote: Quote): QuoteView {
  return {
    currency: quote.currency,
    lines: quote.lines.map((line) => ({
      ...line,
      unitPriceText: formatPrice(line.unitPrice, quote.currency),
      totalText: formatPrice(line.unitPrice * line.quantity, quote.currency),
    })),
    total: quote.total,
    totalText: formatPrice(quote.total, quote.currency),
    ...(quote.promotion ? { promotion: quote.promotion } : {}),
  };
}

/** How this stage takes payments, for the checkout page. */
export async function paymentsInfo(): Promise<{ mode: 'stripe' | 'local' | 'off'; publishableKey?: string }> {
  const gateway = await getPaymentGateway();
  if (!gateway) return { mode: 'off' };
  return { mode: gateway.mode, ...(gateway.publishableKey ? { publishableKey: gateway.publishableKey } : {}) };
}

/**
 * pricing/fetchCart: the checkout page. Changes the extras or the currency when asked, then the
 * order summary, the upsell's price and the ways to pay in the visitor's country.
 */
export async function fetchCart({ user, cartId, extras, currency, country, now }: { user: UserItem; cartId: string; extras?: number | undefined; currency?: Currency | undefined; country?: string | undefined; now: number }) {
  let cart = await loadOwnCart(cartId, user.userId);
  const changes = {
    ...(extras !== undefined && extras !== cart.extras ? { extras } : {}),
    ...(currency && currency !== cart.currency ? { currency } : {}),
    ...(country && country !== cart.country ? { country } : {}),
  };
  if (Object.keys(changes).length > 0) cart = (await updateCart(cartId, changes)) ?? cart;
  const cartCurrency = cart.currency as Currency;
  const extraUnitPrice = localAmount(basePriceOf('full_mock_test_upsell', await basePricesNow()), cartCurrency);
  return {
    cart: cartView(cart),
    quote: quoteView(await quoteOf(cart, user, now)),
    extraUnitPrice,
    extraUnitPriceText: formatPrice(extraUnitPrice, cartCurrency),
    paymentMethods: paymentMethodsFor(cart.country, cartCurrency),
    payments: await paymentsInfo(),
    redirectToProfile: cart.fromProfilePage,
  };
}
