import { OnboardingDialog } from '@frontend/components/onboarding/onboarding-dialog';
import { onboardingStorageKey, useOnboarding } from '@frontend/app/onboarding/use-onboarding';
import { PRACTICE_TEXTS } from '@frontend/features/practice/texts';

const T = PRACTICE_TEXTS.onboarding;

/** The stepsDone key of the practice onboarding, spelt as the spec spells it. */
export const PRACTICE_ONBOARDING_KEY = 'did_onboarding_pratice';
/** A visitor's copy of the key, in browser storage. */
export const PRACTICE_ONBOARDING_STORAGE_KEY = onboardingStorageKey(PRACTICE_ONBOARDING_KEY);

/** Whether the onboarding is still to show: its key is not in the user's stepsDone (or the visitor's storage). */
export function usePracticeOnboarding() {
  return useOnboarding(PRACTICE_ONBOARDING_KEY);
}

/** The practice onboarding dialog (practice.md §2): 6 steps; 'Start' on the last records the key. */
export function PracticeOnboardingDialog({ open, onDismiss, onStart }: { open: boolean; onDismiss: () => void; onStart: () => void }) {
  return <OnboardingDialog open={open} modal steps={T.steps} texts={{ ...T, finish: T.start }} onDismiss={onDismiss} onFinish={onStart} />;
}
