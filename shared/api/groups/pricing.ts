import { z } from 'zod';
import { defineOperation } from '../operation';
import {
  CartIdSchema,
  CartSchema,
  CurrencySchema,
  ExtrasSchema,
  PaymentIntentIdSchema,
  PaymentMethodSchema,
  PaymentModeSchema,
  PaymentsSchema,
  PaymentStatusSchema,
  PackageIdSchema,
  PricedPackageSchema,
  PromoIdSchema,
  PromotionSchema,
  PurchaseSchema,
  QuoteSchema,
  ViewerCountryHeaderSchema,
} from '../pricing';
import { OtherOutcomeSchema, UserSchema } from '../user';

/**
 * GET /api/pricing/fetchAllPackages: the pricing page. Every package sold on its own, priced in the
 * visitor's currency (the `currency` asked for, e.g. from the page's picker, else the one of the
 * country CloudFront reports), at its best running promotion (the caller's own 24-hour promotion
 * counts when signed in), with the button it shows the caller; the upgrades open to the caller's
 * plan; and the extra mock test offered at checkout.
 */
export const fetchAllPackages = defineOperation({
  group: 'pricing',
  name: 'fetchAllPackages',
  method: 'GET',
  access: 'public',
  headers: ['cloudfront-viewer-country'],
  input: z.object({ currency: CurrencySchema.optional(), 'cloudfront-viewer-country': ViewerCountryHeaderSchema }),
  output: z.object({
    currency: CurrencySchema,
    /** The visitor's country, when known. */
    country: z.string().optional(),
    /** Every currency the picker offers. */
    currencies: z.array(CurrencySchema),
    packages: z.array(PricedPackageSchema),
    /** Upgrade packages for the caller's current plan (what an 'Upgrade' button's cartPackage costs). */
    upgrades: z.array(PricedPackageSchema),
    /** The extra full mock test checkout offers (Upsell), at its base price. */
    extra: PricedPackageSchema,
    dateNow: z.number().int(),
  }),
});

/**
 * GET /api/pricing/fetchAllPromotions: the site-wide promotions running now, the caller's own
 * personal promotion when signed in, and the banner's best one (spec §4: 'Go Premium' when none).
 */
export const fetchAllPromotions = defineOperation({
  group: 'pricing',
  name: 'fetchAllPromotions',
  method: 'GET',
  access: 'public',
  input: z.object({}),
  output: z.object({
    promotions: z.array(PromotionSchema),
    userPromo: PromotionSchema.optional(),
    /** The highest discount running for this caller, for the banner's discount and countdown. */
    best: PromotionSchema.optional(),
    dateNow: z.number().int(),
  }),
});

/**
 * POST /api/pricing/activatePromotion (the promo route): 200 with the promotion while it runs
 * (a personal one starts the signed-in caller's 24 hours); 201 'This promo has expired!' when it
 * ended, has not started or does not exist.
 */
export const activatePromotion = defineOperation({
  group: 'pricing',
  name: 'activatePromotion',
  method: 'POST',
  access: 'public',
  input: z.object({ promoId: PromoIdSchema }),
  output: z.object({ promotion: PromotionSchema }),
  other: OtherOutcomeSchema,
});

/**
 * POST /api/pricing/activatePromotionUid: the promo route's link carries the account (`uid`, its
 * user id, as a mail or referral link names it) and the promotion. 200: the account's promotion,
 * running 24 hours from now; 201 'Promo already redeemed!' when that account already redeemed it,
 * or 'This promo has expired!'. The app then refreshes the user.
 */
export const activatePromotionUid = defineOperation({
  group: 'pricing',
  name: 'activatePromotionUid',
  method: 'POST',
  access: 'public',
  input: z.object({ uid: z.string().trim().min(1, { message: 'This link is not complete.' }).max(100), promoId: PromoIdSchema }),
  output: z.object({ userPromo: PromotionSchema }),
  other: OtherOutcomeSchema,
});

/**
 * POST /api/pricing/fetchCart: the checkout page. The caller's cart with its order summary in its
 * currency, and the ways to pay in the visitor's country (spec §9). `extras` (extra full mock
 * tests) and `currency` change the cart when given.
 */
export const fetchCart = defineOperation({
  group: 'pricing',
  name: 'fetchCart',
  method: 'POST',
  access: 'user',
  headers: ['cloudfront-viewer-country'],
  input: z.object({ cartId: CartIdSchema, extras: ExtrasSchema.optional(), currency: CurrencySchema.optional(), 'cloudfront-viewer-country': ViewerCountryHeaderSchema }),
  output: z.object({
    cart: CartSchema,
    quote: QuoteSchema,
    /** The extra full mock test, priced in the cart's currency, for the upsell line. */
    extraUnitPrice: z.number().int(),
    extraUnitPriceText: z.string(),
    paymentMethods: z.array(PaymentMethodSchema),
    payments: PaymentsSchema,
    /** After payment, go back to the profile page (the cart was made there). */
    redirectToProfile: z.boolean(),
  }),
});

const CreatePaymentIntentInputSchema = z.object({ cartId: CartIdSchema });
const PaymentIntentSchema = z.object({
  paymentIntentId: z.string(),
  /** For Stripe.js confirmPayment; locally a stand-in that pricing/simulatePayment does not need. */
  clientSecret: z.string(),
  /** Computed by the server from the cart; the client never sends an amount. */
  amount: z.number().int(),
  currency: CurrencySchema,
  mode: PaymentModeSchema,
  publishableKey: z.string().optional(),
});

/**
 * POST /api/pricing/createPaymentIntentt (the spec's name; createPaymentIntent is the same): the
 * PaymentIntent of the caller's cart for the amount the server computes. The price is held on the
 * cart once quoted, so parallel calls get one amount and one intent.
 */
export const createPaymentIntentt = defineOperation({
  group: 'pricing',
  name: 'createPaymentIntentt',
  method: 'POST',
  access: 'user',
  input: CreatePaymentIntentInputSchema,
  output: PaymentIntentSchema,
});

export const createPaymentIntent = defineOperation({
  group: 'pricing',
  name: 'createPaymentIntent',
  method: 'POST',
  access: 'user',
  input: CreatePaymentIntentInputSchema,
  output: PaymentIntentSchema,
});

/**
 * POST /api/pricing/stripeWebhook: Stripe's events, verified against the raw body with the
 * webhook secret (400 on a bad signature, nothing done). payment_intent.succeeded records the
 * purchase and grants it once, however often it is delivered.
 */
export const stripeWebhook = defineOperation({
  group: 'pricing',
  name: 'stripeWebhook',
  method: 'POST',
  access: 'public',
  body: 'raw',
  headers: ['stripe-signature'],
  input: z.object({
    rawBody: z.string({ message: 'The event body is missing.' }).min(1, { message: 'The event body is missing.' }),
    'stripe-signature': z.string({ message: 'The Stripe signature is missing.' }).min(1, { message: 'The Stripe signature is missing.' }),
  }),
  output: z.object({ received: z.literal(true) }),
  maxBodyBytes: 256 * 1024,
});

/** POST /api/pricing/checkIfPaymentIsDone: polled by the thank-you page until the webhook has recorded the payment. */
export const checkIfPaymentIsDone = defineOperation({
  group: 'pricing',
  name: 'checkIfPaymentIsDone',
  method: 'POST',
  access: 'user',
  input: z.object({ paymentIntentId: PaymentIntentIdSchema }),
  output: z.object({
    status: PaymentStatusSchema,
    purchase: PurchaseSchema.optional(),
    /** Shown for a failed payment: 'Payment cancelled. Contact team if needed'. */
    message: z.string().optional(),
  }),
});

/**
 * POST /api/pricing/savePurchaseToUser: after payment, the purchase and the user as the grant left
 * them. The grant itself is the webhook's: 201 with the text to show while the payment is still
 * pending or when it failed.
 */
export const savePurchaseToUser = defineOperation({
  group: 'pricing',
  name: 'savePurchaseToUser',
  method: 'POST',
  access: 'user',
  input: z.object({ paymentIntentId: PaymentIntentIdSchema }),
  output: z.object({ purchase: PurchaseSchema, user: UserSchema }),
  other: OtherOutcomeSchema.extend({ status: z.enum(['pending', 'failed']) }),
});

/** POST /api/pricing/fetchPurchaseHistory: the caller's purchases, newest first. Another account's only for an admin (403 otherwise). */
export const fetchPurchaseHistory = defineOperation({
  group: 'pricing',
  name: 'fetchPurchaseHistory',
  method: 'POST',
  access: 'user',
  input: z.object({ userId: z.string().trim().min(1).max(100).optional() }),
  output: z.object({ purchases: z.array(PurchaseSchema) }),
});

/**
 * POST /api/pricing/simulatePayment: the local platform's stand-in for the card form, only where no
 * Stripe keys are set (404 elsewhere). The server signs the Stripe event the payment would send
 * (payment_intent.succeeded, or payment_intent.payment_failed for 'declined') and posts it to its
 * own webhook, so the same grant code runs.
 */
export const simulatePayment = defineOperation({
  group: 'pricing',
  name: 'simulatePayment',
  method: 'POST',
  access: 'user',
  input: z.object({ paymentIntentId: PaymentIntentIdSchema, outcome: z.enum(['succeeded', 'declined'], { message: 'Choose succeeded or declined.' }) }),
  output: z.object({ paymentIntentId: z.string(), status: z.enum(['succeeded', 'failed']) }),
});

/** POST /api/pricing/savePromotion (admin): creates or changes a promotion. */
export const savePromotion = defineOperation({
  group: 'pricing',
  name: 'savePromotion',
  method: 'POST',
  access: 'admin',
  input: z
    .object({
      promoId: PromoIdSchema,
      discount: z.number({ message: 'Give the discount in percent.' }).int().min(1, { message: 'From 1 to 99 percent.' }).max(99, { message: 'From 1 to 99 percent.' }),
      startTime: z.number().int().min(0),
      endTime: z.number().int().min(0),
      target: z.array(PackageIdSchema).min(1, { message: 'Choose at least one package.' }),
      personal: z.boolean().default(false),
    })
    .refine((promotion) => promotion.endTime > promotion.startTime, { message: 'The end must come after the start.', path: ['endTime'] }),
  output: z.object({ promotion: PromotionSchema }),
});
