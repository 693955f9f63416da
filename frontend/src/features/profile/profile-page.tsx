import '@frontend/features/profile/profile.css';
import { Flex, Text } from '@aws-amplify/ui-react';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '@frontend/app/session/use-session';
import { PageSection } from '@frontend/components/page-section';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { OPEN_SETTINGS_PARAM } from '@frontend/app/session/speaking-settings';
import { DeleteAccountSection, DetailsSection, EmailSection, ExamSection, ImageSection, NightModeSection, PasswordSection, SpeakingSection } from '@frontend/features/profile/profile-sections';
import { PlanSection, PurchaseHistorySection } from '@frontend/features/profile/plan-sections';
import { PROFILE_TEXTS } from '@frontend/features/profile/texts';
import { PageTitle } from '@frontend/components/page-title/page-title';

/**
 * /profile (login required): plan and credits (with 'Get more credits'), name, picture, exam,
 * night mode, speaking settings, password, purchase history and account deletion. openSettings=true (practice.md §2) opens it at the speaking settings.
 */
export function ProfilePage() {
  usePageMeta(PROFILE_TEXTS.meta);
  const user = useCurrentUser();
  const [search] = useSearchParams();
  if (!user) return null; // the guard renders this page for signed-in users only
  return (
    <PageSection aria-labelledby="profile-heading">
      <Flex direction="column" gap="large">
        <Flex direction="column" gap="xxs">
          <PageTitle id="profile-heading">
            {PROFILE_TEXTS.heading}
          </PageTitle>
          <Text color="font.secondary">{PROFILE_TEXTS.intro}</Text>
        </Flex>
        <div className="pte-profile-grid">
          <div className="pte-profile-column">
            <PlanSection user={user} />
            <DetailsSection user={user} />
            <ImageSection user={user} />
            <ExamSection />
          </div>
          <div className="pte-profile-column">
            <SpeakingSection user={user} focused={search.get(OPEN_SETTINGS_PARAM) === 'true'} />
            <NightModeSection user={user} />
            <EmailSection user={user} />
            <PasswordSection email={user.email} />
            <PurchaseHistorySection user={user} />
            <DeleteAccountSection email={user.email} />
          </div>
        </div>
      </Flex>
    </PageSection>
  );
}
