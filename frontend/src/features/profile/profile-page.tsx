import '@frontend/features/profile/profile.css';
import { Flex, Heading, Text } from '@aws-amplify/ui-react';
import { useCurrentUser } from '@frontend/app/session/use-session';
import { PageSection } from '@frontend/components/page-section';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { DeleteAccountSection, DetailsSection, ExamSection, ImageSection, NightModeSection, PasswordSection } from '@frontend/features/profile/profile-sections';
import { PROFILE_TEXTS } from '@frontend/features/profile/texts';

/** /profile (login required): name, picture, exam, night mode, password and account deletion. */
export function ProfilePage() {
  usePageMeta(PROFILE_TEXTS.meta);
  const user = useCurrentUser();
  if (!user) return null; // the guard renders this page for signed-in users only
  return (
    <PageSection aria-labelledby="profile-heading">
      <Flex direction="column" gap="large">
        <Flex direction="column" gap="xxs">
          <Heading level={1} id="profile-heading" fontWeight="extrabold" letterSpacing="-0.02em">
            {PROFILE_TEXTS.heading}
          </Heading>
          <Text color="font.secondary">{PROFILE_TEXTS.intro}</Text>
        </Flex>
        <div className="pte-profile-grid">
          <div className="pte-profile-column">
            <DetailsSection user={user} />
            <ImageSection user={user} />
            <ExamSection />
          </div>
          <div className="pte-profile-column">
            <NightModeSection user={user} />
            <PasswordSection email={user.email} />
            <DeleteAccountSection email={user.email} />
          </div>
        </div>
      </Flex>
    </PageSection>
  );
}
