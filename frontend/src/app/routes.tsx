import type { ComponentType } from 'react';
import type { AccessGroup } from '@frontend/app/session/access';

/** A screen, loaded on demand so each page is its own chunk. */
export interface PageRoute {
  kind: 'page';
  path: string;
  access: AccessGroup;
  load: () => Promise<ComponentType>;
}

/** A permanent alias: the router replaces the URL with `to`, keeping the query string. */
export interface RedirectRoute {
  kind: 'redirect';
  path: string;
  access: AccessGroup;
  to: string;
}

export type AppRoute = PageRoute | RedirectRoute;

/**
 * Old blog slugs and where they now live (spec §2 "Redirects of old blog slugs").
 * how-to-pass-the-pte-test goes to pte-tips, which itself goes on to
 * pte-exam-tips: the spec describes two hops, so both are kept as written.
 */
export const BLOG_SLUG_REDIRECTS: Readonly<Record<string, string>> = {
  'difference-between-ielts-and-pte': 'ielts-to-pte',
  'how-to-pass-the-pte-test': 'pte-tips',
  'pte-tips': 'pte-exam-tips',
  reading: 'reading-format',
  listening: 'listening-format',
  speaking: 'speaking-format',
  writing: 'writing-format',
  'pte-vocabulary-guide': 'pte-vocabulary',
  'linking-words-part-1': 'pte-linking-words',
  'linking-words-part-2': 'pte-linking-words',
  'what-is-pte': 'pte-guide',
};

export const NOT_FOUND_PATH = '/not-found';

const page = (path: string, access: AccessGroup, load: PageRoute['load']): PageRoute => ({ kind: 'page', path, access, load });
const redirectTo = (path: string, access: AccessGroup, to: string): RedirectRoute => ({ kind: 'redirect', path, access, to });

// Each route's access group is enforced by the guard in router.tsx (app/session/access.ts).
export const appRoutes: readonly AppRoute[] = [
  page('/', 'guest', () => import('@frontend/features/home/home-page').then((m) => m.HomePage)),
  redirectTo('/home', 'guest', '/'),
  // Accounts (issue 4). Sign-up and login share one screen, opened on the matching tab.
  page('/login', 'guest', () => import('@frontend/features/accounts/auth-page').then((m) => m.LoginPage)),
  page('/register', 'guest', () => import('@frontend/features/accounts/auth-page').then((m) => m.RegisterPage)),
  page('/verify', 'public', () => import('@frontend/features/accounts/verify-email-page').then((m) => m.VerifyEmailPage)),
  page('/reset-password', 'public', () => import('@frontend/features/accounts/reset-password-page').then((m) => m.ResetPasswordPage)),
  page('/set-password', 'public', () => import('@frontend/features/accounts/set-password-page').then((m) => m.SetPasswordPage)),
  page('/profile', 'user', () => import('@frontend/features/profile/profile-page').then((m) => m.ProfilePage)),
  page('/dashboard', 'user', () => import('@frontend/features/dashboard/dashboard-page').then((m) => m.DashboardPage)),
  // Statistics (issue 19): the page and its charting library load with the route only.
  page('/statistics', 'user', () => import('@frontend/features/statistics/statistics-page').then((m) => m.StatisticsPage)),
  page('/contact-us', 'public', () => import('@frontend/features/contact-us/contact-us-page').then((m) => m.ContactUsPage)),
  page('/admin', 'admin', () => import('@frontend/features/admin/platform-status-page').then((m) => m.PlatformStatusPage)),
  // Practice (issue 6): the list with query section, exercise and prediction, and one question per uid.
  page('/practice', 'public', () => import('@frontend/features/practice/practice-page').then((m) => m.PracticePage)),
  page('/practice/:uid', 'public', () => import('@frontend/features/practice/question-page').then((m) => m.QuestionPage)),
  // Mock tests: the list (query id: the category), the runner of a session (query session) and
  // its alias, the results (query id: the session) and the public scorecards.
  page('/mock-test', 'public', () => import('@frontend/features/mock-test/mock-list-page').then((m) => m.MockListPage)),
  page('/mock-test/exercise', 'public', () => import('@frontend/features/mock-test/runner-page').then((m) => m.MockRunnerPage)),
  // The spec lists both; one runner serves them, so a bookmark of either resumes the same session.
  redirectTo('/mock-test/desktop', 'public', '/mock-test/exercise'),
  page('/mock-test/results', 'public', () => import('@frontend/features/mock-test/results-page').then((m) => m.MockResultsPage)),
  page('/mock-test/scorecard', 'public', () => import('@frontend/features/mock-test/scorecard-page').then((m) => m.MockScorecardPage)),
  page('/mock-test/scorecard/:sessionId', 'public', () => import('@frontend/features/mock-test/scorecard-page').then((m) => m.MockScorecardPage)),
  // Commerce (issue 18): prices, checkout (public as the spec's access groups say; a visitor, who has
  // no cart, is sent to login by the page), the payment's thank-you pages and the promo route.
  page('/pricing', 'public', () => import('@frontend/features/commerce/pricing-page').then((m) => m.PricingPage)),
  page('/checkout', 'public', () => import('@frontend/features/commerce/checkout-page').then((m) => m.CheckoutPage)),
  page('/thank-you', 'user', () => import('@frontend/features/commerce/thank-you-page').then((m) => m.ThankYouPage)),
  page('/thank-you-mobile', 'user', () => import('@frontend/features/commerce/thank-you-page').then((m) => m.ThankYouMobilePage)),
  page('/promo', 'public', () => import('@frontend/features/commerce/promo-page').then((m) => m.PromoPage)),
  page('/desktop-only', 'public', () => import('@frontend/features/mock-test/desktop-only-page').then((m) => m.DesktopOnlyPage)),
  ...Object.entries(BLOG_SLUG_REDIRECTS).map(([from, to]) => redirectTo(`/blog/${from}`, 'public', `/blog/${to}`)),
  page(NOT_FOUND_PATH, 'public', () => import('@frontend/features/not-found/not-found-page').then((m) => m.NotFoundPage)),
  // The spec's catch-all fallback page; it must stay last for readers, although
  // the router ranks routes by specificity, not by order.
  page('*', 'public', () => import('@frontend/features/not-found/not-found-page').then((m) => m.NotFoundPage)),
];

/**
 * Follows redirects from `path` to the path that finally renders.
 * Example: resolveRedirects('/blog/how-to-pass-the-pte-test') === '/blog/pte-exam-tips'.
 * Throws on a cycle, which would otherwise loop the browser.
 */
export function resolveRedirects(path: string, routes: readonly AppRoute[] = appRoutes): string {
  const seen = new Set<string>();
  let current = path;
  for (;;) {
    const hop = routes.find((route) => route.kind === 'redirect' && route.path === current);
    if (hop?.kind !== 'redirect') return current;
    if (seen.has(current)) throw new Error(`Redirect cycle through ${current}`);
    seen.add(current);
    current = hop.to;
  }
}
