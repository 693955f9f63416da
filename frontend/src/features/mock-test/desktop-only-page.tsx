import '@frontend/features/mock-test/mock-test.css';
import { PageSection } from '@frontend/components/page-section';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { DesktopOnlyNotice } from '@frontend/features/mock-test/desktop-only';
import { MOCK_TEST_TEXTS } from '@frontend/features/mock-test/texts';

/** /desktop-only (public): where starting a mock test leads on a screen under 900 px. */
export function DesktopOnlyPage() {
  usePageMeta(MOCK_TEST_TEXTS.desktopOnly.meta);
  return (
    <PageSection>
      <DesktopOnlyNotice />
    </PageSection>
  );
}
