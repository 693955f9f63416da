import '@frontend/components/onboarding/onboarding.css';
import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useEffect, useId, useRef, useState } from 'react';

export interface OnboardingStep {
  heading: string;
  body: string;
  /** The `data-tour` name of the element the step is about, outlined while it shows (if it is on the page). */
  target?: string;
}

export interface OnboardingTexts {
  title: string;
  stepOf: (step: number, total: number) => string;
  previous: string;
  next: string;
  /** The last step's button. */
  finish: string;
  close: string;
}

interface OnboardingDialogProps {
  open: boolean;
  steps: readonly OnboardingStep[];
  texts: OnboardingTexts;
  /** Modal blocks the page (the practice onboarding); a tour leaves the page visible and usable. */
  modal: boolean;
  onDismiss: () => void;
  /** The last step's button. */
  onFinish: () => void;
  /** Next or Previous was pressed. */
  onMove?: () => void;
}

/** Outlines the element a step is about while the step shows. */
function useTarget(target: string | undefined, open: boolean) {
  useEffect(() => {
    if (!open || !target) return;
    const element = document.querySelector(`[data-tour="${target}"]`);
    element?.setAttribute('data-tour-active', 'true');
    return () => element?.removeAttribute('data-tour-active');
  }, [target, open]);
}

/**
 * The one step-by-step onboarding dialog (spec §4): the onboarding tour (11 steps) and the
 * practice onboarding (6 steps, 'Start' on the last) are both this dialog with their own steps.
 */
export function OnboardingDialog({ open, steps, texts, modal, onDismiss, onFinish, onMove }: OnboardingDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [step, setStep] = useState(0);
  const titleId = useId();
  const last = step === steps.length - 1;
  const current = steps[step]!;
  useTarget(current.target, open);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setStep(0);
      if (modal && typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) dialog.close();
  }, [open, modal]);

  function move(by: number) {
    setStep((value) => value + by);
    onMove?.();
  }

  return (
    <dialog
      ref={dialogRef}
      className="pte-dialog pte-onboarding"
      data-modal={modal}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
      onKeyDown={(event) => {
        // A non-modal dialog gets no cancel event from Escape.
        if (!modal && event.key === 'Escape') onDismiss();
      }}
    >
      <Flex direction="column" gap="medium">
        <Flex justifyContent="space-between" alignItems="center">
          <Text as="p" fontSize="small" color="font.secondary" margin="0">
            {texts.title} · {texts.stepOf(step + 1, steps.length)}
          </Text>
          <Button size="small" variation="link" onClick={onDismiss}>
            {texts.close}
          </Button>
        </Flex>
        <Heading level={2} id={titleId} fontSize="xl">
          {current.heading}
        </Heading>
        <Text>{current.body}</Text>
        <div className="pte-onboarding__dots" aria-hidden="true">
          {steps.map((_, index) => (
            <span key={index} data-active={index === step} />
          ))}
        </div>
        <Flex justifyContent="space-between" gap="small">
          <Button onClick={() => move(-1)} isDisabled={step === 0}>
            {texts.previous}
          </Button>
          {last ? (
            <Button variation="primary" onClick={onFinish}>
              {texts.finish}
            </Button>
          ) : (
            <Button variation="primary" onClick={() => move(1)}>
              {texts.next}
            </Button>
          )}
        </Flex>
      </Flex>
    </dialog>
  );
}
