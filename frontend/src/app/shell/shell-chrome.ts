/** The timed mock test runner (and its alias): the test runs there, against the clock. */
const MOCK_RUNNER_PATHS = ['/mock-test/exercise', '/mock-test/desktop'];

/**
 * Which parts of the shell a page shows (spec §2 "Shell"):
 * - the top bar is hidden on checkout, in the timed mock test runner and in review mode; the mock
 *   test list, results and public scorecard keep it (they are pages like any other);
 * - the side bar shows for signed-in users outside those, the whole mock test area and the
 *   practice screens (wide screens only: the stylesheet hides it below 900 px);
 * - the marketing footer is never shown inside the timed runner, whose links would leave a running test.
 */
export function shellChrome({ pathname, search, signedIn }: { pathname: string; search: string; signedIn: boolean }): { topBar: boolean; sideBar: boolean; footer: boolean } {
  const path = pathname.toLowerCase().replace(/(.)\/$/, '$1');
  const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  const inRunner = MOCK_RUNNER_PATHS.includes(path);
  const topBar = !(under('/checkout') || inRunner || isReviewMode(search));
  return { topBar, sideBar: signedIn && topBar && !under('/practice') && !under('/mock-test'), footer: !inRunner };
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

/** The pages with the chat widget (spec §2): the FAQ, the profile and the contact page; no other. */
export const CHAT_WIDGET_PATHS: readonly string[] = ['/help', '/profile', '/contact-us'];

/** Whether the page shows the chat widget, e.g. showsChatWidget('/help') === true, showsChatWidget('/blog') === false. */
export function showsChatWidget(pathname: string): boolean {
  return CHAT_WIDGET_PATHS.includes(pathname.toLowerCase().replace(/(.)\/$/, '$1'));
}
