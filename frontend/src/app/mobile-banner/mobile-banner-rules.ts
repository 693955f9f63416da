/**
 * The routes without the mobile app banner (spec §9 "hidden on some routes"): the mobile app pages
 * themselves (it would only point at the page it is on), the mock test and practice screens (no
 * interruption while answering), and the payment flow.
 */
export const WITHOUT_MOBILE_BANNER: readonly string[] = ['/download-pte-mobile-app', '/ios', '/android', '/mock-test', '/desktop-only', '/practice', '/exercise', '/checkout', '/thank-you', '/thank-you-mobile', '/promo'];

/**
 * Whether the mobile app banner shows on a page: an admin left it switched on, it is not dismissed,
 * and the page is not one of WITHOUT_MOBILE_BANNER or under it.
 * Example: showsMobileBanner({ pathname: '/blog', dismissed: false, switchedOn: true }) === true.
 */
export function showsMobileBanner({ pathname, dismissed, switchedOn }: { pathname: string; dismissed: boolean; switchedOn: boolean }): boolean {
  if (dismissed || !switchedOn) return false;
  const path = pathname.toLowerCase().replace(/(.)\/$/, '$1');
  return !WITHOUT_MOBILE_BANNER.some((hidden) => path === hidden || path.startsWith(`${hidden}/`));
}
