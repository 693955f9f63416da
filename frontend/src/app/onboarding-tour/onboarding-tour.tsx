import { TOUR_TEXTS } from '@frontend/app/onboarding-tour/texts';
import { onboardingTourPlace, TOUR_DONE_STEP } from '@frontend/app/onboarding-tour/tour-rules';
import { useCurrentUser } from '@frontend/app/session/use-session';
import { OnboardingDialog } from '@frontend/components/onboarding/onboarding-dialog';
import { useOnboarding } from '@frontend/app/onboarding/use-onboarding';
import { useWideScreen } from '@frontend/components/use-wide-screen';

/**
 * The onboarding tour (spec §4): 11 steps over the shell for a signed-in user on a wide screen,
 * skipped once the tour-done step is recorded. Next and Previous record it (the student has seen
 * the tour: it does not start again), and so does finishing after step 11; closing it without a
 * step leaves it for the next visit.
 */
export function OnboardingTour({ sideBar }: { sideBar: boolean }) {
  const user = useCurrentUser();
  const wideScreen = useWideScreen();
  const tour = useOnboarding(TOUR_DONE_STEP, { enabled: onboardingTourPlace({ signedIn: Boolean(user), wideScreen, sideBar }) });
  return <OnboardingDialog open={tour.open} modal={false} steps={TOUR_TEXTS.steps} texts={TOUR_TEXTS} onDismiss={tour.dismiss} onFinish={() => void tour.finish()} onMove={() => void tour.record()} />;
}
