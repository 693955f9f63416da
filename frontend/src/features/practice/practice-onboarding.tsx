import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useEffect, useId, useRef, useState } from 'react';
import { handleApiError } from '@frontend/app/errors/handle-api-error';
import { useUpdateUserArray } from '@frontend/app/session/user-api';
import { useCurrentUser } from '@frontend/app/session/use-session';
import { PRACTICE_TEXTS } from '@frontend/features/practice/texts';

const T = PRACTICE_TEXTS.onboarding;

/** The stepsDone key of the practice onboarding, spelt as the spec spells it. */
export const PRACTICE_ONBOARDING_KEY = 'did_onboarding_pratice';
/** A visitor's copy of the key, in browser storage. */
export const PRACTICE_ONBOARDING_STORAGE_KEY = `pte.${PRACTICE_ONBOARDING_KEY}`;

function visitorDidOnboarding(): boolean {
  try {
    return window.localStorage.getItem(PRACTICE_ONBOARDING_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Whether the onboarding is still to show: its key is not in the user's stepsDone (or the visitor's storage). */
export function usePracticeOnboarding() {
  const user = useCurrentUser();
  const done = user ? user.stepsDone.includes(PRACTICE_ONBOARDING_KEY) : visitorDidOnboarding();
  const { mutateAsync: updateUserArray } = useUpdateUserArray();
  const [dismissed, setDismissed] = useState(false);
  const [reopened, setReopened] = useState(false);

  async function record() {
    setDismissed(true);
    setReopened(false);
    if (!user) {
      try {
        window.localStorage.setItem(PRACTICE_ONBOARDING_STORAGE_KEY, 'true');
      } catch {
        // Blocked storage: the dialog shows again next visit.
      }
      return;
    }
    if (done) return;
    try {
      await updateUserArray(PRACTICE_ONBOARDING_KEY);
    } catch (error) {
      handleApiError(error);
    }
  }

  return {
    open: reopened || (!done && !dismissed),
    reopen: () => setReopened(true),
    dismiss: () => {
      setDismissed(true);
      setReopened(false);
    },
    record,
  };
}

/** The practice onboarding dialog (practice.md §2): 6 steps; 'Start' on the last records the key. */
export function PracticeOnboardingDialog({ open, onDismiss, onStart }: { open: boolean; onDismiss: () => void; onStart: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [step, setStep] = useState(0);
  const titleId = useId();
  const last = step === T.steps.length - 1;
  const current = T.steps[step]!;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setStep(0);
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="pte-dialog pte-onboarding"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
    >
      <Flex direction="column" gap="medium">
        <Flex justifyContent="space-between" alignItems="center">
          <Text as="p" fontSize="small" color="font.secondary" margin="0">
            {T.title} · {T.stepOf(step + 1, T.steps.length)}
          </Text>
          <Button size="small" variation="link" onClick={onDismiss}>
            {T.close}
          </Button>
        </Flex>
        <Heading level={2} id={titleId} fontSize="xl">
          {current.heading}
        </Heading>
        <Text>{current.body}</Text>
        <div className="pte-onboarding__dots" aria-hidden="true">
          {T.steps.map((_, index) => (
            <span key={index} data-active={index === step} />
          ))}
        </div>
        <Flex justifyContent="space-between" gap="small">
          <Button onClick={() => setStep((value) => value - 1)} isDisabled={step === 0}>
            {T.previous}
          </Button>
          {last ? (
            <Button variation="primary" onClick={onStart}>
              {T.start}
            </Button>
          ) : (
            <Button variation="primary" onClick={() => setStep((value) => value + 1)}>
              {T.next}
            </Button>
          )}
        </Flex>
      </Flex>
    </dialog>
  );
}
