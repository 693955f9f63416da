import { CheckboxField, Flex } from '@aws-amplify/ui-react';
import { setDevMode, useDevModes } from '@frontend/features/answering/speaking/dev-modes';
import { SPEAKING_TEXTS } from '@frontend/features/answering/speaking/texts';

const T = SPEAKING_TEXTS.devModes;

/** The developer toggles (quick mock mode, super quick mode), on local and test hosts only. */
export function DevModeToggle() {
  const modes = useDevModes();
  if (!modes.available) return null;
  return (
    <details className="pte-dev-modes">
      <summary>{T.heading}</summary>
      <Flex direction="column" gap="xs" paddingBlock="xs">
        <CheckboxField label={T.quickMock} name="quickMock" checked={modes.quickMock} onChange={(event) => setDevMode('quickMock', event.target.checked)} />
        <CheckboxField label={T.superQuick} name="superQuick" checked={modes.superQuick} onChange={(event) => setDevMode('superQuick', event.target.checked)} />
      </Flex>
    </details>
  );
}
