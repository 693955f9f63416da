/**
 * Which parts of the shell a page shows (spec §2 "Shell"):
 * - the top bar is hidden on checkout, the mock test screens and in review mode;
 * - the side bar shows for signed-in users outside those and the practice screens
 *   (wide screens only: the stylesheet hides it below 900 px).
 */
export function shellChrome({ pathname, search, signedIn }: { pathname: string; search: string; signedIn: boolean }): { topBar: boolean; sideBar: boolean } {
  const path = pathname.toLowerCase();
  const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}-`);
  const topBar = !(under('/checkout') || under('/mock-test') || isReviewMode(search));
  return { topBar, sideBar: signedIn && topBar && !under('/practice') };
}

/** Review mode is a query flag on the screens that replay an answered test (`?review=true`). */
export function isReviewMode(search: string): boolean {
  const value = new URLSearchParams(search).get('review');
  return value !== null && value !== 'false' && value !== '0';
}

/** Pages where the promotion banner would only repeat the page or interrupt a step: the commerce flow and the account forms. */
const WITHOUT_PROMOTION_BANNER = ['/pricing', '/checkout', '/thank-you', '/thank-you-mobile', '/promo', '/login', '/register', '/verify', '/reset-password', '/set-password'];

/**
 * Whether the page shows the promotion banner (spec §4 'Go Premium', or the discount and its
 * countdown): every page with the top bar except the pricing and payment flow, the promo route
 * and the account forms. Whether the viewer is a paid user (who never sees it, spec §6) is the
 * banner's to decide, since it needs the server date.
 */
export function showsPromotionBanner({ pathname, topBar }: { pathname: string; topBar: boolean }): boolean {
  const path = pathname.toLowerCase().replace(/(.)\/$/, '$1');
  return topBar && !WITHOUT_PROMOTION_BANNER.includes(path);
}
