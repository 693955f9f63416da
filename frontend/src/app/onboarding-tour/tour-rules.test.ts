import { describe, expect, it } from 'vitest';
import { TOUR_TEXTS } from '@frontend/app/onboarding-tour/texts';
import { onboardingTourPlace } from '@frontend/app/onboarding-tour/tour-rules';

describe('onboardingTourPlace', () => {
  it('runs for a signed-in user on a wide screen on a page with the side bar', () => {
    expect(onboardingTourPlace({ signedIn: true, wideScreen: true, sideBar: true })).toBe(true);
  });

  it('never runs for a visitor, on a narrow screen or where the side bar is hidden (mock tests, practice, checkout)', () => {
    expect(onboardingTourPlace({ signedIn: false, wideScreen: true, sideBar: true })).toBe(false);
    expect(onboardingTourPlace({ signedIn: true, wideScreen: false, sideBar: true })).toBe(false);
    expect(onboardingTourPlace({ signedIn: true, wideScreen: true, sideBar: false })).toBe(false);
  });

  it('has the spec’s 11 steps', () => {
    expect(TOUR_TEXTS.steps).toHaveLength(11);
  });
});
