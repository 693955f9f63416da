import type { PackageId } from './packages';

/** A discount in percent on the base price of its target packages while it runs (spec/platform.md §3, §9). */
export interface Promotion {
  promoId: string;
  /** Percent off the base price, 1-99. */
  discount: number;
  /** Epoch milliseconds: it runs from startTime until just before endTime. */
  startTime: number;
  endTime: number;
  target: readonly PackageId[];
}

/** A promotion from a click ad or a referral runs for the user who opened it for 24 hours from its start (spec §5). */
export const userPromotionMs = 24 * 60 * 60 * 1000;

/** A click-ad or referral promotion as it runs for one user: from when they opened it, for 24 hours. */
export function userPromotion(promotion: Omit<Promotion, 'startTime' | 'endTime'>, openedAt: number): Promotion {
  return { ...promotion, startTime: openedAt, endTime: openedAt + userPromotionMs };
}

export function isRunning(promotion: Pick<Promotion, 'startTime' | 'endTime'>, now: number): boolean {
  return promotion.startTime <= now && now < promotion.endTime;
}

/**
 * The best promotion for a package (spec §4): of those running now that target it, the one with
 * the highest discount; the first listed wins a tie. Undefined when none runs.
 */
export function bestPromotion(packageId: PackageId, promotions: readonly Promotion[], now: number): Promotion | undefined {
  let best: Promotion | undefined;
  for (const promotion of promotions) {
    if (!isRunning(promotion, now) || !promotion.target.includes(packageId)) continue;
    if (!best || promotion.discount > best.discount) best = promotion;
  }
  return best;
}

/** A base price less a percent discount, in the same minor units, rounded to the cent. Example: discounted(14_900, 30) === 10_430. */
export function discounted(basePrice: number, discount: number): number {
  return Math.round((basePrice * (100 - discount)) / 100);
}

/** What the promotion banner shows of the time left (spec §4): whole days above one day ('3 days left', '1 day left' up to 48 hours), otherwise HH:mm:ss; 0 or less is over. */
export function countdownText(msLeft: number): string {
  const day = 24 * 60 * 60 * 1000;
  if (msLeft > day) {
    const days = Math.floor(msLeft / day);
    return `${days} ${days === 1 ? 'day' : 'days'} left`;
  }
  const seconds = Math.max(0, Math.floor(msLeft / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** The promotion every stage starts with (spec §9): 30 % off the Ultimate package, site-wide. */
export const defaultPromotion = { promoId: 'ultimate-30', discount: 30, target: ['package_ultimate'] } as const satisfies Omit<Promotion, 'startTime' | 'endTime'>;

/**
 * The promotion a visitor who signs up from a student's share link gets (spec §5: a referral's
 * promotion lasts 24 hours from its start, which is when their address is confirmed and they can
 * log in). The spec gives no figure: 40 % off the three main study packages, above the default
 * 30 % so that the referral's offer is the one the banner counts down.
 */
export const referralPromotion = { promoId: 'referral', discount: 40, target: ['package_bronze', 'package_silver', 'package_ultimate'] } as const satisfies Omit<Promotion, 'startTime' | 'endTime'>;
