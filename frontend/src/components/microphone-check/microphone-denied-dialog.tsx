import '@frontend/components/microphone-check/microphone-check.css';
import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useId, useState } from 'react';
import { browserKind } from '@frontend/components/microphone-check/browser-kind';
import { PermissionIllustration } from '@frontend/components/microphone-check/permission-illustration';
import { MICROPHONE_CHECK_TEXTS } from '@frontend/components/microphone-check/texts';
import { useModal } from '@frontend/components/use-modal';

const T = MICROPHONE_CHECK_TEXTS.denied;

export interface MicrophoneDeniedDialogProps {
  /** Shows the dialog (modal) while true. */
  open: boolean;
  /** Called when the student closes it with Escape; the dialog itself offers only the reload. */
  onClose?: () => void;
}

/**
 * 'Microphone permission denied' (practice.md §2, §8): how to allow the microphone in this
 * browser, with a drawing of where to click, and 'I understand', which reloads the page so the
 * browser asks again. Shown by the microphone check and by the recorder when permission is
 * refused mid-practice. Escape closes it, so a keyboard user is never trapped.
 */
export function MicrophoneDeniedDialog({ open, onClose }: MicrophoneDeniedDialogProps) {
  const dialogRef = useModal(open);
  const titleId = useId();
  const introId = useId();
  const [browser] = useState(() => browserKind(typeof navigator === 'undefined' ? '' : navigator.userAgent));

  return (
    <dialog ref={dialogRef} className="pte-dialog pte-mic-dialog" aria-labelledby={titleId} aria-describedby={introId} onClose={() => onClose?.()}>
      <Flex direction="column" gap="medium">
        <Heading level={2} id={titleId} fontSize="large">
          {T.title}
        </Heading>
        <Text id={introId} margin="0">
          {T.intro}
        </Text>
        <PermissionIllustration browser={browser} />
        <div>
          <Text as="p" margin="0" fontWeight="semibold">
            {T.stepsHeading(T.browserName[browser])}
          </Text>
          <ol className="pte-mic-dialog__steps">
            {T.steps[browser].map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
        <Text margin="0" color="font.secondary" fontSize="small">
          {T.reloadHint}
        </Text>
        <Flex justifyContent="flex-end">
          <Button variation="primary" onClick={() => window.location.reload()}>
            {T.reload}
          </Button>
        </Flex>
      </Flex>
    </dialog>
  );
}
