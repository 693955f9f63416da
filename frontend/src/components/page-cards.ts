/**
 * Public pages with a social card of their own: the web build draws /cards/<name>.png for each
 * (scripts/web/public-pages.ts, from the page's title) and prerenders its HTML shell with its meta
 * tags; usePageMeta gives a page of this list that card as og:image. Blog posts and landing pages
 * use their covers instead.
 */
export const PAGE_CARD_PATHS = [
  '/practice',
  '/mock-test',
  '/pricing',
  '/help',
  '/templates',
  '/about-us',
  '/perk',
  '/regulations',
  '/regulations/terms-of-use',
  '/regulations/privacy-policy',
  '/download-pte-mobile-app',
  '/contact-us',
  '/review',
  '/resources',
  '/resources/vocabulary',
] as const;

export type PageCardPath = (typeof PAGE_CARD_PATHS)[number];

/** A page's card, e.g. pageCardImage('/regulations/terms-of-use') === '/cards/regulations-terms-of-use.png'; undefined for other pages. */
export function pageCardImage(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '');
  return (PAGE_CARD_PATHS as readonly string[]).includes(path) ? `/cards/${path.slice(1).replace(/\//g, '-')}.png` : undefined;
}
