import '@frontend/features/admin/admin.css';
import { Flex, Text } from '@aws-amplify/ui-react';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LinkTabs } from '@frontend/components/link-tabs/link-tabs';
import { PageSection } from '@frontend/components/page-section';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { PlatformStatusSection } from '@frontend/features/admin/platform-status-section';
import { AuditSection } from '@frontend/features/admin/sections/audit-section';
import { EmailListSection } from '@frontend/features/admin/sections/email-list-section';
import { ReportsSection, TestimonialsSection } from '@frontend/features/admin/sections/moderation-sections';
import { SettingsSection } from '@frontend/features/admin/sections/settings-section';
import { StudentsSection } from '@frontend/features/admin/sections/students-section';
import { SurveysSection } from '@frontend/features/admin/sections/surveys-section';
import { ADMIN_TEXTS } from '@frontend/features/admin/texts';
import { PageTitle } from '@frontend/components/page-title/page-title';

const sections = {
  settings: SettingsSection,
  students: StudentsSection,
  emails: EmailListSection,
  surveys: SurveysSection,
  testimonials: TestimonialsSection,
  reports: ReportsSection,
  audit: AuditSection,
  status: PlatformStatusSection,
} satisfies Record<keyof typeof ADMIN_TEXTS.sections, ComponentType>;

type SectionKey = keyof typeof sections;
const isSection = (key: string | null): key is SectionKey => key !== null && key in sections;

/** /admin (admin only; every call is checked again on the server): the panel, one section at a time (query section). */
export function AdminPage() {
  usePageMeta(ADMIN_TEXTS.meta);
  const [params] = useSearchParams();
  const asked = params.get('section');
  const current: SectionKey = isSection(asked) ? asked : 'settings';
  const Section = sections[current];
  return (
    <PageSection aria-labelledby="admin-heading">
      <Flex direction="column" gap="large">
        <Flex direction="column" gap="xxs">
          <PageTitle id="admin-heading">
            {ADMIN_TEXTS.heading}
          </PageTitle>
          <Text color="font.secondary">{ADMIN_TEXTS.intro}</Text>
        </Flex>
        <LinkTabs
          label={ADMIN_TEXTS.sectionsLabel}
          tabs={(Object.keys(sections) as SectionKey[]).map((key) => ({ key, label: ADMIN_TEXTS.sections[key], to: `/admin?section=${key}`, current: key === current }))}
        />
        <section aria-label={ADMIN_TEXTS.sections[current]}>
          <Section />
        </section>
      </Flex>
    </PageSection>
  );
}
