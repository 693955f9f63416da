import type { StepsDoneFlag } from '@shared/accounts';

/** The onboarding tour's stepsDone key (spec §3 did_onboarding). */
export const TOUR_DONE_STEP = 'did_onboarding' satisfies StepsDoneFlag;

/**
 * Where the onboarding tour may run (spec §4): for a signed-in user on a wide screen, on a page
 * with the side bar, whose items it points at (so never inside a mock test, practice, review mode
 * or checkout). Whether the tour-done step is recorded is the onboarding's own check (useOnboarding).
 * Example: onboardingTourPlace({ signedIn: true, wideScreen: false, sideBar: true }) === false.
 */
export function onboardingTourPlace({ signedIn, wideScreen, sideBar }: { signedIn: boolean; wideScreen: boolean; sideBar: boolean }): boolean {
  return signedIn && wideScreen && sideBar;
}
