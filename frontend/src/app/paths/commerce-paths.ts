/** The commerce routes (platform.md §2), shared by the pages that link to them. */
export const PRICING_PATH = '/pricing';
export const CHECKOUT_PATH = '/checkout';
export const THANK_YOU_PATH = '/thank-you';
export const THANK_YOU_MOBILE_PATH = '/thank-you-mobile';
/** The promo activation route (platform.md §2 lists /promo; query uid, promoId and redirect). */
export const PROMO_PATH = '/promo';
export const PROFILE_PATH = '/profile';

/** The query parameter of /pricing that puts a package in the cart once a visitor has logged in. */
export const ADD_TO_CART_PARAM = 'addToCart';
/** Stripe adds it to the return URL; the local test payment and card payments without a redirect add it themselves. */
export const PAYMENT_INTENT_PARAM = 'payment_intent';
export const REDIRECT_TO_PROFILE_PARAM = 'redirectToProfile';
/** /thank-you after a completed survey (spec §2 /survey, /thank-you) rather than a payment. */
export const SURVEY_THANK_YOU_PATH = `${THANK_YOU_PATH}?from=survey`;

/**
 * The checkout of a cart (platform.md §2 "After a cart is created"), with redirectToProfile=true
 * when it started from the profile page. Example: checkoutPath('c1', true) === '/checkout?cartId=c1&redirectToProfile=true'.
 */
export function checkoutPath(cartId: string, redirectToProfile = false): string {
  const query = new URLSearchParams({ cartId });
  if (redirectToProfile) query.set(REDIRECT_TO_PROFILE_PARAM, 'true');
  return `${CHECKOUT_PATH}?${query}`;
}

/** Where checkout sends a paid order: the thank-you page polling `paymentIntentId`. */
export function thankYouPath(paymentIntentId: string, { redirectToProfile = false, mobile = false }: { redirectToProfile?: boolean; mobile?: boolean } = {}): string {
  const query = new URLSearchParams({ [PAYMENT_INTENT_PARAM]: paymentIntentId });
  if (redirectToProfile) query.set(REDIRECT_TO_PROFILE_PARAM, 'true');
  return `${mobile ? THANK_YOU_MOBILE_PATH : THANK_YOU_PATH}?${query}`;
}

/** The pricing page that adds `packageId` to a cart as soon as the viewer is signed in (a visitor's ADD TO CART, through login). */
export function pricingAddToCartPath(packageId: string): string {
  return `${PRICING_PATH}?${new URLSearchParams({ [ADD_TO_CART_PARAM]: packageId })}`;
}
