import { packages, type PackageId } from './packages';

/** Texts of spec/platform.md §8 that the pricing screens and the server show, exactly as quoted where quoted. */
export const pricingTexts = {
  promoExpired: 'This promo has expired!',
  promoRedeemed: 'Promo already redeemed!',
  paymentCancelled: 'Payment cancelled. Contact team if needed',
  /** The notification of a purchase that gives a study plan. */
  purchasePlan: 'Purchase successful! You can start practicing.',
  /** The notification of any other purchase (credits, mock tests, Extend). */
  purchaseThanks: 'Purchase successful. Thank you!',
  /** Not quoted by the spec: while the webhook has not recorded the payment yet. */
  paymentPending: 'We are confirming your payment. This takes a few seconds.',
  /** Not quoted by the spec: a stage whose Stripe keys are not set. */
  paymentsOff: 'Payments are not available right now. Contact team if needed.',
  /** Not quoted by the spec: a package sold only through its base package. */
  notSoldAlone: 'Choose the package itself: its promotion applies by itself.',
} as const;

/** The notification a purchase sends (spec §3: purchase success, two kinds): a study plan, or anything else. */
export function purchaseNotificationOf(packageId: PackageId): { type: 'purchase_success' | 'purchase_success_thanks'; message: string } {
  return packages[packageId].grant.plan ? { type: 'purchase_success', message: pricingTexts.purchasePlan } : { type: 'purchase_success_thanks', message: pricingTexts.purchaseThanks };
}
