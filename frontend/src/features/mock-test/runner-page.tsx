import '@frontend/features/mock-test/mock-test.css';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMultiAccountCheck } from '@frontend/app/session/use-multi-account-check';
import { PageSection } from '@frontend/components/page-section';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { DesktopOnlyNotice } from '@frontend/features/mock-test/desktop-only';
import { MockRunner } from '@frontend/features/mock-test/mock-runner';
import { MOCK_TEST_TEXTS } from '@frontend/features/mock-test/texts';
import { useMockVisitorId } from '@frontend/app/session/visitor-id';
import { useWideScreen } from '@frontend/components/use-wide-screen';

/**
 * /mock-test/exercise?session=<id> (public; /mock-test/desktop leads here): the runner of one
 * session. Under 900 px it says why the test cannot show, and picks up where it was once wider.
 */
export function MockRunnerPage() {
  useMultiAccountCheck();
  usePageMeta(MOCK_TEST_TEXTS.runner.meta);
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? '';
  const anonymousId = useMockVisitorId();
  const wide = useWideScreen();
  // Once shown, the runner stays mounted (hidden) while the window is narrow, so that a resize
  // loses neither a recording nor a typed answer; a test opened narrow loads nothing until wider.
  const [shown, setShown] = useState(wide);
  if (wide && !shown) setShown(true);
  return (
    <PageSection className="pte-mock-page">
      {!wide && <DesktopOnlyNotice />}
      {shown && (
        <div hidden={!wide}>
          <MockRunner key={sessionId} sessionId={sessionId} anonymousId={anonymousId} />
        </div>
      )}
    </PageSection>
  );
}
