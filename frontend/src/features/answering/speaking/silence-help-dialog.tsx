import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useId } from 'react';
import { ButtonLink } from '@frontend/components/router-links';
import { SPEAKING_SETTINGS_PATH } from '@frontend/app/session/speaking-settings';
import { SPEAKING_TEXTS } from '@frontend/features/answering/speaking/texts';
import { useModal } from '@frontend/components/use-modal';

const T = SPEAKING_TEXTS.silenceHelp;

/** The 'Silence detection feature' help (practice.md §2 and §8): what the silence stop does, with Cancel and Open Settings. */
export function SilenceHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useModal(open);
  const titleId = useId();
  const bodyId = useId();
  return (
    <dialog ref={ref} className="pte-dialog pte-speaking-dialog" aria-labelledby={titleId} aria-describedby={bodyId} onClose={onClose}>
      <Flex direction="column" gap="medium">
        <Heading level={2} id={titleId} fontSize="large">
          {T.title}
        </Heading>
        <Text id={bodyId} margin="0">
          {T.body}
        </Text>
        <Flex gap="small" justifyContent="flex-end" wrap="wrap">
          <Button autoFocus onClick={() => ref.current?.close()}>
            {T.cancel}
          </Button>
          <ButtonLink to={SPEAKING_SETTINGS_PATH} variation="primary">
            {T.openSettings}
          </ButtonLink>
        </Flex>
      </Flex>
    </dialog>
  );
}
