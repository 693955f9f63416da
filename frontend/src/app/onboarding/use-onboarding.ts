import type { StepsDoneFlag } from '@shared/accounts';
import { useState } from 'react';
import { handleApiError } from '@frontend/app/errors/handle-api-error';
import { useUpdateUserArray } from '@frontend/app/session/user-api';
import { useCurrentUser } from '@frontend/app/session/use-session';

/** The onboardings' stepsDone keys (spec §3), spelt as the spec spells them. */
export type OnboardingFlag = Extract<StepsDoneFlag, 'did_onboarding' | 'did_onboarding_pratice'>;

/** A visitor's copy of an onboarding's key, in browser storage (spec §6: a visitor's tour progress is kept there). */
export const onboardingStorageKey = (flag: OnboardingFlag) => `pte.${flag}`;

function visitorDid(flag: OnboardingFlag): boolean {
  try {
    return window.localStorage.getItem(onboardingStorageKey(flag)) === 'true';
  } catch {
    return false;
  }
}

/**
 * One onboarding's state, shared by the onboarding tour and the practice onboarding: it opens
 * while its key is in neither the user's stepsDone nor the visitor's storage (and the page's own
 * conditions, `enabled`, hold), and stays open until dismissed or finished, even once `record`
 * has stored the key on the way; `reopen` shows it again on request.
 */
export function useOnboarding(flag: OnboardingFlag, { enabled = true }: { enabled?: boolean } = {}) {
  const user = useCurrentUser();
  const done = user ? user.stepsDone.includes(flag) : visitorDid(flag);
  const { mutateAsync: updateUserArray } = useUpdateUserArray();
  const [dismissed, setDismissed] = useState(false);
  const [reopened, setReopened] = useState(false);
  const [recorded, setRecorded] = useState(false);

  async function record() {
    if (done || recorded) return;
    setRecorded(true);
    if (!user) {
      try {
        window.localStorage.setItem(onboardingStorageKey(flag), 'true');
      } catch {
        // Blocked storage: the onboarding shows again next visit.
      }
      return;
    }
    try {
      await updateUserArray(flag);
    } catch (error) {
      handleApiError(error);
    }
  }

  return {
    open: reopened || (enabled && !dismissed && (!done || recorded)),
    reopen: () => setReopened(true),
    dismiss: () => {
      setDismissed(true);
      setReopened(false);
    },
    /** Stores the key (once). */
    record,
    /** Stores the key and closes. */
    finish: async () => {
      setDismissed(true);
      setReopened(false);
      await record();
    },
  };
}
