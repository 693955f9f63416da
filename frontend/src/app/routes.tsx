import type { ComponentType } from 'react';
import { blogSlugRedirects } from '@shared/blog';
import { landingPath, tipsSlugs } from '@shared/landing';
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
  // Rewards (issue 19): the share link, the referrals it brought and their rewards.
  page('/reward', 'user', () => import('@frontend/features/rewards/reward-page').then((m) => m.RewardPage)),
  page('/contact-us', 'public', () => import('@frontend/features/contact-us/contact-us-page').then((m) => m.ContactUsPage)),
  // Reviews (issue 19): the approved testimonials and the average rating.
  page('/review', 'public', () => import('@frontend/features/reviews/review-page').then((m) => m.ReviewPage)),
  // Admin panel (issue 22): guarded here for the browser; every admins operation is checked on the server.
  page('/admin', 'admin', () => import('@frontend/features/admin/admin-page').then((m) => m.AdminPage)),
  // Surveys (issue 19): the current survey for a signed-in student; completing it goes to /thank-you.
  page('/survey', 'user', () => import('@frontend/features/survey/survey-page').then((m) => m.SurveyPage)),
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
  // Content pages (issue 20): the FAQ, answer templates, company, legal and mobile app pages.
  page('/help', 'public', () => import('@frontend/features/help/help-page').then((m) => m.HelpPage)),
  page('/templates', 'public', () => import('@frontend/features/templates/templates-page').then((m) => m.TemplatesPage)),
  page('/about-us', 'public', () => import('@frontend/features/company/about-page').then((m) => m.AboutPage)),
  page('/perk', 'public', () => import('@frontend/features/company/perks-page').then((m) => m.PerksPage)),
  page('/regulations', 'public', () => import('@frontend/features/legal/regulations-page').then((m) => m.RegulationsPage)),
  page('/regulations/terms-of-use', 'public', () => import('@frontend/features/legal/legal-page').then((m) => m.TermsOfUsePage)),
  page('/regulations/privacy-policy', 'public', () => import('@frontend/features/legal/legal-page').then((m) => m.PrivacyPolicyPage)),
  page('/download-pte-mobile-app', 'public', () => import('@frontend/features/mobile-app/mobile-app-page').then((m) => m.MobileAppPage)),
  page('/download-pte-mobile-app/ios', 'public', () => import('@frontend/features/mobile-app/mobile-app-page').then((m) => m.IosAppPage)),
  page('/download-pte-mobile-app/android', 'public', () => import('@frontend/features/mobile-app/mobile-app-page').then((m) => m.AndroidAppPage)),
  // The spec's "/download-pte-mobile-app (plus /ios and /android)": the platform pages live under
  // the app page, and the short /ios and /android (for printed links and QR codes) lead to them.
  redirectTo('/ios', 'public', '/download-pte-mobile-app/ios'),
  redirectTo('/android', 'public', '/download-pte-mobile-app/android'),
  // /exercise: the spec lists it beside /practice (whose query is section, exercise, prediction)
  // and names no path for a question screen, so it is the question screen's old address:
  // /exercise?uid=<uid> opens that question (/practice/<uid>), any other query the list with it.
  page('/exercise', 'public', () => import('@frontend/features/practice/exercise-page').then((m) => m.ExercisePage)),
  // /u: the short link that mails and referral messages carry for a personal promotion, with the
  // account (uid, whence the name) and the promotion in its query. The spec lists it beside
  // /pricing and /checkout, and its promotion activation reads uid, promoId and redirect: so /u
  // hands its query to the promo activation route, which activates the offer for that account.
  redirectTo('/u', 'public', '/promo'),
  // Blog (issue 20): the list with search and tags, a post by slug, and the old slugs of spec §2
  // (shared/blog/redirects.ts; the static site and CloudFront answer them with a 301 too).
  page('/blog', 'public', () => import('@frontend/features/blog/blog-list-page').then((m) => m.BlogListPage)),
  page('/blog/:slug', 'public', () => import('@frontend/features/blog/blog-post-page').then((m) => m.BlogPostPage)),
  ...Object.entries(blogSlugRedirects).map(([from, to]) => redirectTo(`/blog/${from}`, 'public', `/blog/${to}`)),
  // Landing pages (issue 20): the PTE Academic overview and its pages, and the four tips pages of
  // spec §2, each at /<slug>-tips (shared/landing landingPath); their content is content/landing.
  page('/academic', 'public', () => import('@frontend/features/landing/landing-page').then((m) => m.AcademicIndexPage)),
  page('/academic/:slug', 'public', () => import('@frontend/features/landing/landing-page').then((m) => m.AcademicPage)),
  ...tipsSlugs.map((slug) => page(landingPath({ kind: 'tips', slug }), 'public', () => import('@frontend/features/landing/landing-page').then((m) => m.tipsPages[slug]))),
  // Study resources (issue 20): the PDFs and the vocabulary trainer.
  page('/resources', 'public', () => import('@frontend/features/resources/resources-page').then((m) => m.ResourcesPage)),
  page('/resources/vocabulary', 'public', () => import('@frontend/features/resources/vocabulary-page').then((m) => m.VocabularyPage)),
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
