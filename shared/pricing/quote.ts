import { localAmount, type Currency } from './currency';
import { packages, type PackageId } from './packages';
import { bestPromotion, discounted, type Promotion } from './promotions';

export interface QuoteLine {
  /** The id charged: a promotion id ('package_ultimate_discount') while a promotion discounts its package. */
  packageId: PackageId;
  name: string;
  quantity: number;
  /** Minor units of the currency, after any discount. */
  unitPrice: number;
  /** The price before the discount, when there is one (shown struck through). */
  basePrice?: number;
  discount?: number;
}

export interface Quote {
  currency: Currency;
  lines: QuoteLine[];
  /** Minor units: the amount charged. */
  total: number;
  /** The promotion applied, with its end for the countdown. */
  promotion?: { promoId: string; discount: number; endTime: number };
}

/** The promotion id a package is charged under while a promotion discounts it, if it has one. */
function promotionIdOf(packageId: PackageId): PackageId {
  return Object.values(packages).find((candidate) => candidate.sold === 'promotion' && candidate.of === packageId)?.id ?? packageId;
}

/** Base prices an admin set (AUD cents), in place of the packages' own; a package not named keeps its own. */
export type BasePrices = Partial<Record<PackageId, number>>;

/** A package's base price in AUD cents: the admin's when set, else its own. */
export function basePriceOf(packageId: PackageId, basePrices: BasePrices = {}): number {
  return basePrices[packageId] ?? packages[packageId].basePrice;
}

/**
 * What a cart costs in a currency (spec/platform.md §9): the package at its best running
 * promotion, then the extras (full mock test upsells) at their base price, added after the
 * discount. Each line is converted and rounded on its own, so the lines add up to the total.
 * Example: Ultimate (A$149) at 30 % off in AUD → 10,430 cents; with one extra mock test (A$15) → 11,930.
 */
export function quoteCart({ packageId, extras = 0, promotions, now, currency, basePrices }: { packageId: PackageId; extras?: number; promotions: readonly Promotion[]; now: number; currency: Currency; basePrices?: BasePrices }): Quote {
  const pkg = packages[packageId];
  const basePrice = basePriceOf(packageId, basePrices);
  const promotion = bestPromotion(packageId, promotions, now);
  const lines: QuoteLine[] = [];
  if (promotion) {
    lines.push({
      packageId: promotionIdOf(packageId),
      name: pkg.name,
      quantity: 1,
      unitPrice: localAmount(discounted(basePrice, promotion.discount), currency),
      basePrice: localAmount(basePrice, currency),
      discount: promotion.discount,
    });
  } else lines.push({ packageId, name: pkg.name, quantity: 1, unitPrice: localAmount(basePrice, currency) });
  if (extras > 0) {
    const extra = packages.full_mock_test_upsell;
    lines.push({ packageId: extra.id, name: extra.name, quantity: extras, unitPrice: localAmount(basePriceOf(extra.id, basePrices), currency) });
  }
  return {
    currency,
    lines,
    total: lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0),
    ...(promotion ? { promotion: { promoId: promotion.promoId, discount: promotion.discount, endTime: promotion.endTime } } : {}),
  };
}
