import '@frontend/app/shell/shell.css';
import { Loader, View } from '@aws-amplify/ui-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { MobileBanner } from '@frontend/app/mobile-banner/mobile-banner';
import { TOUR_DONE_STEP } from '@frontend/app/onboarding-tour/tour-rules';
import { ReviewPromptSlot } from '@frontend/app/reviews/review-prompt-slot';
import { useCurrentUser } from '@frontend/app/session/use-session';
import { ChatWidgetSlot } from '@frontend/app/shell/chat-widget-slot';
import { shellChrome, showsPromotionBanner } from '@frontend/app/shell/shell-chrome';
import { SideBar } from '@frontend/app/shell/side-bar';
import { SiteFooter } from '@frontend/app/shell/site-footer';
import { SHELL_TEXTS } from '@frontend/app/shell/texts';
import { TopBar } from '@frontend/app/shell/top-bar';
import { SocialProofSlot } from '@frontend/app/social-proof/social-proof-slot';
import { VersionCheck } from '@frontend/app/version-check/version-check';

const MAIN_ID = 'main-content';

// Its own chunk, loaded after the page: it reads the promotions through the query cache, which the
// first load does not carry (app/data/query-client.ts).
const PromotionBanner = lazy(() => import('@frontend/app/promotions/promotion-banner').then((m) => ({ default: m.PromotionBanner })));
// Its own chunk too, loaded only for a signed-in user who has not seen it (it records through the query cache).
const OnboardingTour = lazy(() => import('@frontend/app/onboarding-tour/onboarding-tour').then((m) => ({ default: m.OnboardingTour })));

function ShellLayout({ children, busy }: { children: ReactNode; busy: boolean }) {
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  const chrome = shellChrome({ pathname, search, signedIn: Boolean(user) });
  // The toast would interrupt the same steps the banner keeps out of: the account forms (it leads to
  // sign-up), the payment flow, and the screens without the top bar (the mock test runner).
  const promotes = showsPromotionBanner({ pathname, topBar: chrome.topBar });
  // Loaded for a signed-in user who has not seen the tour, and kept once loaded: its first step
  // records the tour-done step, and the tour stays until closed or finished.
  const tourWanted = Boolean(user) && !user?.stepsDone.includes(TOUR_DONE_STEP);
  const [tourLoaded, setTourLoaded] = useState(tourWanted);
  useEffect(() => {
    if (tourWanted) setTourLoaded(true);
  }, [tourWanted]);
  return (
    <div className="pte-shell" data-side-bar={chrome.sideBar}>
      <a className="pte-skip-link" href={`#${MAIN_ID}`}>
        {SHELL_TEXTS.skipToContent}
      </a>
      {/* A thin bar while the next page's chunk loads; the old page stays visible meanwhile. */}
      <div className="pte-progress" data-active={busy} aria-hidden="true" />
      {chrome.topBar && <TopBar user={user} sideBar={chrome.sideBar} />}
      {chrome.sideBar && <SideBar />}
      <main id={MAIN_ID} tabIndex={-1} className="pte-main" aria-busy={busy}>
        <MobileBanner />
        {promotes && (
          <Suspense fallback={null}>
            <PromotionBanner />
          </Suspense>
        )}
        {children}
      </main>
      {chrome.footer && <SiteFooter />}
      {/* Each loads its own chunk only when it shows: none is in the first load. */}
      {user && <ReviewPromptSlot pathname={pathname} />}
      {tourLoaded && chrome.sideBar && (
        <Suspense fallback={null}>
          <OnboardingTour sideBar={chrome.sideBar} />
        </Suspense>
      )}
      <VersionCheck />
      <SocialProofSlot enabled={promotes} />
      <ChatWidgetSlot />
    </div>
  );
}

/** The root layout of every page (spec §2 "Shell"). */
export function AppShell() {
  const navigation = useNavigation();
  const { pathname, state } = useLocation();
  const shownPathname = useRef(pathname);
  // A navigation within one screen (such as the sign-up and login tabs) keeps focus where it is.
  const keepFocus = (state as { keepFocus?: boolean } | null)?.keepFocus === true;

  // After a client-side navigation, move focus to the new page as a full page
  // load would, so screen readers announce it and Tab starts from the content.
  // Comparing paths (not counting renders) keeps StrictMode's double effects
  // from stealing focus on the first load.
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    if (!keepFocus) document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname, keepFocus]);

  return (
    <ShellLayout busy={navigation.state === 'loading'}>
      <Outlet />
      <ScrollRestoration />
    </ShellLayout>
  );
}

/** The shell with a loader in place of the page, while the first page's chunk loads. */
export function AppShellLoading() {
  return (
    <ShellLayout busy>
      <View padding="xxxl" textAlign="center">
        <Loader size="large" ariaLabel={SHELL_TEXTS.loading} />
      </View>
    </ShellLayout>
  );
}

