import type { PricedPackage } from '@shared/api';
import {
  activePlan,
  currencies,
  currencyOfCountry,
  formatPrice,
  packageButton,
  packages,
  packagesSoldAlone,
  quoteCart,
  type Currency,
  type Entitlements,
  type BasePrices,
  type Package,
  type PackageId,
  type Promotion,
} from '@shared/pricing';
import { getAppSettings, type UserItem } from '@functions/data';
import { promotionsFor } from './promotions';

/** What the pricing rules read of an account: the plan and its end (credits do not change a price). */
export function entitlementsOf(user: UserItem | undefined): Pick<Entitlements, 'currentPlan' | 'paidExpiryTime'> {
  return { currentPlan: user?.currentPlan, paidExpiryTime: user?.paidExpiryTime };
}

/** The currency asked for (the page's picker), else the visitor's country's (spec §9). */
export function currencyFor(asked: Currency | undefined, country: string | undefined): Currency {
  return asked ?? currencyOfCountry(country);
}

/** The base prices admins set (admins/updateFields), which price every package from the next request on. */
export async function basePricesNow(): Promise<BasePrices> {
  const settings = await getAppSettings();
  return Object.fromEntries((settings?.basePrices ?? []).map((entry) => [entry.packageId as PackageId, entry.basePrice]));
}

/** A package priced in a currency at the best promotion among `promotions`, with the caller's button. */
export function pricePackage(pkg: Package, currency: Currency, promotions: readonly Promotion[], user: UserItem | undefined, now: number, basePrices: BasePrices = {}): PricedPackage {
  const quote = quoteCart({ packageId: pkg.id, promotions, now, currency, basePrices });
  const line = quote.lines[0]!;
  const basePrice = line.basePrice ?? line.unitPrice;
  const { plan, days, speakingCredits, writingCredits, fullMockCredits, sectionMockCredits } = pkg.grant;
  return {
    packageId: pkg.id,
    name: pkg.name,
    summary: pkg.summary,
    ...(pkg.label ? { label: pkg.label } : {}),
    ...(days ? { durationDays: days } : {}),
    grant: {
      ...(plan ? { plan } : {}),
      ...(days ? { days } : {}),
      ...(speakingCredits ? { speakingCredits } : {}),
      unlimitedSpeaking: plan === 'package_ultimate',
      ...(writingCredits ? { writingCredits } : {}),
      ...(fullMockCredits ? { fullMockCredits } : {}),
      ...(sectionMockCredits ? { sectionMockCredits } : {}),
    },
    currency,
    price: line.unitPrice,
    basePrice,
    priceText: formatPrice(line.unitPrice, currency),
    basePriceText: formatPrice(basePrice, currency),
    ...(quote.promotion ? { promotion: quote.promotion } : {}),
    button: packageButton(pkg, entitlementsOf(user), now),
  };
}

/**
 * pricing/fetchAllPackages: every package sold alone, the upgrades open to the caller's plan and
 * the checkout extra, in the visitor's currency at the best promotions running for the caller.
 */
export async function fetchAllPackages({ user, currency: asked, country, now }: { user: UserItem | undefined; currency?: Currency | undefined; country?: string | undefined; now: number }) {
  const currency = currencyFor(asked, country);
  const [promotions, basePrices] = await Promise.all([promotionsFor(user, now), basePricesNow()]);
  const plan = activePlan(entitlementsOf(user), now);
  const upgrades = Object.values(packages).filter((pkg) => pkg.sold === 'upgrade' && plan !== undefined && pkg.from === plan);
  return {
    currency,
    ...(country ? { country } : {}),
    currencies: [...currencies],
    packages: packagesSoldAlone.map((pkg) => pricePackage(pkg, currency, promotions, user, now, basePrices)),
    upgrades: upgrades.map((pkg) => pricePackage(pkg, currency, promotions, user, now, basePrices)),
    extra: pricePackage(packages.full_mock_test_upsell, currency, [], user, now, basePrices),
    dateNow: now,
  };
}
