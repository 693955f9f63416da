import { Button } from '@aws-amplify/ui-react';
import { MoonIcon, SunIcon } from '@frontend/app/shell/icons';
import { SHELL_TEXTS } from '@frontend/app/shell/texts';
import { useColorMode } from '@frontend/components/color-mode/color-mode-provider';

// The name says what a press does rather than using aria-pressed, because the
// icon changes with the mode and a "pressed moon" would be ambiguous.
export function NightModeToggle() {
  const { colorMode, toggleColorMode } = useColorMode();
  const label = colorMode === 'dark' ? SHELL_TEXTS.switchToLight : SHELL_TEXTS.switchToDark;
  return (
    <Button variation="link" size="small" className="pte-icon-button" onClick={toggleColorMode} aria-label={label} title={label}>
      {colorMode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </Button>
  );
}
