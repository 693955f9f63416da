import { z } from 'zod';
import { currencies, packageIds, paymentMethodIds, plans } from '@shared/pricing';

/** Schemas of the pricing group and of the cart and purchase parts of users and maillist (spec/platform.md §3, §7, §9). */

export const CurrencySchema = z.enum(currencies, { message: 'This currency is not offered.' });
export const PackageIdSchema = z.enum(packageIds, { message: 'This package does not exist.' });

/**
 * The visitor's country as CloudFront tells it (ISO 3166 alpha-2); locally the platform sets it
 * from COUNTRY. Anything malformed counts as no country (USD), never as a field error.
 */
export const ViewerCountryHeaderSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/)
  .transform((country) => country.toUpperCase())
  .optional()
  .catch(undefined);

/** An id the server made (cart, promotion, payment intent): letters, digits, '_' and '-'. */
const IdSchema = (what: string) =>
  z
    .string({ message: `Give the ${what}.` })
    .trim()
    .min(1, { message: `Give the ${what}.` })
    .max(100, { message: `This ${what} is not valid.` })
    .regex(/^[A-Za-z0-9_-]+$/, { message: `This ${what} is not valid.` });

export const CartIdSchema = IdSchema('cart');
export const PromoIdSchema = IdSchema('promotion');
export const PaymentIntentIdSchema = IdSchema('payment');

/** Amounts are integer minor units (cents) of their currency everywhere. */
const MinorUnitsSchema = z.number().int().min(0);

/** What a package gives: days of a plan, credits; Ultimate's AI speaking is unlimited. */
export const GrantSchema = z.object({
  plan: z.enum(plans).optional(),
  days: z.number().int().optional(),
  speakingCredits: z.number().int().optional(),
  unlimitedSpeaking: z.boolean(),
  writingCredits: z.number().int().optional(),
  fullMockCredits: z.number().int().optional(),
  sectionMockCredits: z.number().int().optional(),
});

/** A promotion (spec §3): site-wide, or personal (a click ad or a referral, 24 hours from when the user opens it). */
export const PromotionSchema = z.object({
  promoId: z.string(),
  /** Percent off the base price. */
  discount: z.number().int().min(1).max(99),
  /** Epoch ms; it runs from startTime until just before endTime. */
  startTime: z.number().int(),
  endTime: z.number().int(),
  target: z.array(PackageIdSchema),
  personal: z.boolean(),
});
export type PromotionView = z.infer<typeof PromotionSchema>;

/** A promotion as a price shows it: what it takes off and when it ends (for the countdown). */
export const AppliedPromotionSchema = z.object({ promoId: z.string(), discount: z.number().int(), endTime: z.number().int() });

/** What a package's button reads for the caller (spec §6) and which package its cart is made with. */
export const PackageButtonSchema = z.object({
  text: z.enum(['Upgrade', 'Current', 'ADD TO CART']),
  cartPackage: PackageIdSchema,
  disabled: z.boolean(),
});

/** A package of the pricing page, priced in the visitor's currency. */
export const PricedPackageSchema = z.object({
  packageId: PackageIdSchema,
  name: z.string(),
  /** What it grants, in a line. */
  summary: z.string(),
  label: z.enum(['Mock test included', 'All in one', 'Special: 2 + 2', 'Full mock test']).optional(),
  /** Days of plan it gives (plans, Extend, upgrades). */
  durationDays: z.number().int().optional(),
  grant: GrantSchema,
  currency: CurrencySchema,
  /** What is charged, after the promotion if one runs. */
  price: MinorUnitsSchema,
  /** The price before the promotion: shown struck through when it differs from price. */
  basePrice: MinorUnitsSchema,
  priceText: z.string(),
  basePriceText: z.string(),
  /** The best running promotion on it (spec §4), with its end for the countdown. */
  promotion: AppliedPromotionSchema.optional(),
  button: PackageButtonSchema,
});
export type PricedPackage = z.infer<typeof PricedPackageSchema>;

export const PaymentMethodSchema = z.object({ id: z.enum(paymentMethodIds), label: z.string() });

/** One line of an order summary. */
export const QuoteLineSchema = z.object({
  /** The id charged: a promotion id (package_ultimate_discount) while a promotion discounts its package. */
  packageId: PackageIdSchema,
  name: z.string(),
  quantity: z.number().int().min(1),
  unitPrice: MinorUnitsSchema,
  /** Before the discount, when there is one. */
  basePrice: MinorUnitsSchema.optional(),
  discount: z.number().int().optional(),
  unitPriceText: z.string(),
  totalText: z.string(),
});

/** An order summary: the package at its best promotion, then the extras added after the discount (spec §9). */
export const QuoteSchema = z.object({
  currency: CurrencySchema,
  lines: z.array(QuoteLineSchema),
  total: MinorUnitsSchema,
  totalText: z.string(),
  promotion: AppliedPromotionSchema.optional(),
});
export type QuoteView = z.infer<typeof QuoteSchema>;

/** Most extra full mock tests one order can carry. */
export const maxExtras = 5;
export const ExtrasSchema = z
  .number({ message: 'Choose how many extra mock tests.' })
  .int({ message: 'Choose a whole number of extra mock tests.' })
  .min(0, { message: 'Choose how many extra mock tests.' })
  .max(maxExtras, { message: `At most ${maxExtras} extra mock tests.` });

/** A server-side cart: one package, its extras (Upsell: full_mock_test_upsell × extras), the currency it is priced in. */
export const CartSchema = z.object({
  cartId: z.string(),
  packageId: PackageIdSchema,
  extras: z.number().int(),
  fromProfilePage: z.boolean(),
  currency: CurrencySchema,
  createdAt: z.number().int(),
});

/**
 * How payments run: 'stripe' (Stripe.js confirms with the client secret and the publishable key),
 * 'local' (no Stripe keys: pricing/simulatePayment stands in for the card form), 'off' (a stage
 * whose Stripe keys are not set yet: no payment can start).
 */
export const PaymentModeSchema = z.enum(['stripe', 'local', 'off']);
export const PaymentsSchema = z.object({ mode: PaymentModeSchema, publishableKey: z.string().optional() });

/** A purchase as its buyer sees it (their purchase history). */
export const PurchaseSchema = z.object({
  paymentIntentId: z.string(),
  packageId: PackageIdSchema,
  name: z.string(),
  extras: z.number().int(),
  amount: MinorUnitsSchema,
  currency: CurrencySchema,
  amountText: z.string(),
  status: z.literal('succeeded'),
  /** The notification it sent ('Purchase successful! You can start practicing.' or 'Purchase successful. Thank you!'). */
  notification: z.string(),
  createdAt: z.number().int(),
});
export type PurchaseView = z.infer<typeof PurchaseSchema>;

/** Where a payment is: the webhook records success or failure; until then it is pending. */
export const PaymentStatusSchema = z.enum(['pending', 'succeeded', 'failed']);

export const MobileStatusSchema = z.object({
  /** The account is linked to a mobile app subscription profile. */
  linked: z.boolean(),
  /** The mobile subscription runs now. */
  active: z.boolean(),
  plan: z.enum(plans).optional(),
  expiresAt: z.number().int().optional(),
});
