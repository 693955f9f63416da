import { Alert, Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useId, useState } from 'react';
import { AudioPlayer } from '@frontend/components/audio-player/audio-player';
import { TextLink } from '@frontend/components/router-links';
import { SilenceHelpDialog } from '@frontend/features/answering/speaking/silence-help-dialog';
import { SPEAKING_SETTINGS_PATH } from '@frontend/app/session/speaking-settings';
import { SPEAKING_TEXTS } from '@frontend/features/answering/speaking/texts';
import { useModal } from '@frontend/components/use-modal';

const T = SPEAKING_TEXTS.recorded;

export interface RecordedSpeechDialogProps {
  open: boolean;
  /** The recording to play back (an object URL of its WAV). */
  url: string;
  /** Play it as soon as the dialog opens (unless the student switched auto-play off). */
  autoPlay: boolean;
  /** The recording was stopped by silence: say so, with the settings link and the help. */
  silenceDetected: boolean;
  /** Why the last submission failed ('Error 2: Contact team' or a credit message). */
  error?: string;
  /** Discard the recording (also Escape). */
  onCancel: () => void;
  onSubmit: () => void;
}

/** What the silence stop means, with the settings link and the 'Silence detection feature' help. */
function SilenceNotice() {
  const [helpOpen, setHelpOpen] = useState(false);
  const S = SPEAKING_TEXTS.silence;
  return (
    <Alert variation="warning" heading={S.heading}>
      <Flex direction="column" gap="xs" alignItems="flex-start">
        <Text as="span">{S.body}</Text>
        <Flex gap="small" wrap="wrap" alignItems="center">
          <TextLink to={SPEAKING_SETTINGS_PATH}>{S.settings}</TextLink>
          <Button size="small" variation="link" onClick={() => setHelpOpen(true)}>
            {S.help}
          </Button>
        </Flex>
      </Flex>
      <SilenceHelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </Alert>
  );
}

/**
 * 'Your recorded speech' (practice.md §4 step 5): the recording to listen to, then Cancel
 * (discard it) or Submit (send it for AI scoring). A submission that failed reopens it with the
 * reason, so the student can send again.
 */
export function RecordedSpeechDialog({ open, url, autoPlay, silenceDetected, error, onCancel, onSubmit }: RecordedSpeechDialogProps) {
  const ref = useModal(open);
  const titleId = useId();
  const introId = useId();
  return (
    <dialog
      ref={ref}
      className="pte-dialog pte-speaking-dialog pte-speaking-dialog--wide"
      aria-labelledby={titleId}
      aria-describedby={introId}
      onCancel={(event) => {
        // Escape is Cancel: React, not the browser, closes the dialog.
        event.preventDefault();
        onCancel();
      }}
    >
      <Flex direction="column" gap="medium">
        <Heading level={2} id={titleId} fontSize="large">
          {T.title}
        </Heading>
        {silenceDetected && <SilenceNotice />}
        <Text id={introId} margin="0">
          {T.intro}
        </Text>
        {open && <AudioPlayer src={url} label={T.playback} autoPlay={autoPlay && !error} />}
        {error && (
          <Alert variation="error" role="alert">
            {error}
          </Alert>
        )}
        <Flex gap="small" justifyContent="flex-end" wrap="wrap">
          <Button onClick={onCancel}>{T.cancel}</Button>
          <Button variation="primary" onClick={onSubmit}>
            {T.submit}
          </Button>
        </Flex>
      </Flex>
    </dialog>
  );
}
