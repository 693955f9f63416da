import { Button, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useFeatureSwitch } from '@frontend/app/feature-switches/feature-switches';
import { showsMobileBanner } from '@frontend/app/mobile-banner/mobile-banner-rules';
import { MOBILE_BANNER_TEXTS } from '@frontend/app/mobile-banner/texts';
import { TextLink } from '@frontend/components/router-links';
import { useWideScreen } from '@frontend/components/use-wide-screen';

/** Where the dismissal is kept (spec §9: stored), in the browser, for visitors and users alike. */
export const MOBILE_BANNER_DISMISSED_KEY = 'pte.mobileBannerDismissed';

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(MOBILE_BANNER_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The mobile app banner (spec §1, §9): a slim bar on narrow screens (wide screens have the menu's
 * Mobile App link) leading to the mobile app page, hidden on the routes of
 * mobile-banner-rules.ts and while an admin has it switched off; closing it is stored, so it stays closed.
 */
export function MobileBanner() {
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(readDismissed);
  // The switch is asked only where the banner could show: a wide screen never shows it (shell.css).
  const switchedOn = useFeatureSwitch('mobileAppBanner', !useWideScreen() && showsMobileBanner({ pathname, dismissed, switchedOn: true }));
  if (!showsMobileBanner({ pathname, dismissed, switchedOn })) return null;

  function dismiss() {
    setDismissed(true);
    try {
      window.localStorage.setItem(MOBILE_BANNER_DISMISSED_KEY, 'true');
    } catch {
      // Blocked storage: closed for this visit only.
    }
  }

  return (
    <aside className="pte-mobile-banner" aria-label={MOBILE_BANNER_TEXTS.link}>
      <Text as="span" fontSize="small">
        {MOBILE_BANNER_TEXTS.body} <TextLink to="/download-pte-mobile-app">{MOBILE_BANNER_TEXTS.link}</TextLink>
      </Text>
      <Button size="small" variation="link" onClick={dismiss} aria-label={MOBILE_BANNER_TEXTS.dismiss}>
        ×
      </Button>
    </aside>
  );
}
