import '@frontend/features/dashboard/dashboard.css';
import { Card, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { examTypeLabels } from '@shared/accounts';
import type { ReactNode } from 'react';
import { useCurrentUser } from '@frontend/app/session/use-session';
import { PageSection } from '@frontend/components/page-section';
import { ButtonLink } from '@frontend/components/router-links';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { RetryAlert } from '@frontend/components/retry-alert';
import { MockHistory } from '@frontend/features/dashboard/mock-history';
import { DASHBOARD_TEXTS } from '@frontend/features/dashboard/texts';
import { useFetchOverview } from '@frontend/features/dashboard/dashboard-api';
import { PageTitle } from '@frontend/components/page-title/page-title';

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

function StatCard({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <Card variation="outlined" className="pte-stat">
      <Text as="p" fontSize="small" fontWeight="semibold" color="font.secondary" margin="0">
        {label}
      </Text>
      <Text as="p" fontSize="xl" fontWeight="extrabold" margin="0" className="pte-stat__value">
        {value}
      </Text>
      {detail && (
        <Text as="p" fontSize="small" color="font.tertiary" margin="0">
          {detail}
        </Text>
      )}
    </Card>
  );
}

/** /dashboard (login required): the user's name, plan and credits from getOverviewStudentData, and their mock tests. */
export function DashboardPage() {
  usePageMeta(DASHBOARD_TEXTS.meta);
  const user = useCurrentUser();
  const { data: overview, isError, refetch } = useFetchOverview(user?.id ?? '');
  const name = overview?.firstName ?? user?.firstName ?? '';

  return (
    <PageSection aria-labelledby="dashboard-heading">
      <Flex direction="column" gap="large">
        <Flex direction={{ base: 'column', medium: 'row' }} justifyContent="space-between" alignItems={{ base: 'flex-start', medium: 'flex-end' }} gap="small">
          <Flex direction="column" gap="xxs">
            <PageTitle id="dashboard-heading">
              {DASHBOARD_TEXTS.heading(name)}
            </PageTitle>
            <Text color="font.secondary">{DASHBOARD_TEXTS.intro}</Text>
          </Flex>
          <ButtonLink to="/profile" size="small">
            {DASHBOARD_TEXTS.editProfile}
          </ButtonLink>
        </Flex>

        {!overview && !isError && (
          <Flex padding="xl" justifyContent="center">
            <Loader size="large" ariaLabel={DASHBOARD_TEXTS.loading} />
          </Flex>
        )}
        {!overview && isError && (
          <RetryAlert message={DASHBOARD_TEXTS.failed} retry={DASHBOARD_TEXTS.retry} onRetry={() => void refetch()} />
        )}
        {overview && (
          <div className="pte-stats">
            <StatCard
              label={DASHBOARD_TEXTS.plan}
              value={overview.plan.name}
              detail={overview.plan.isPaid && overview.plan.paidUntil ? DASHBOARD_TEXTS.paidUntil(dateFormat.format(overview.plan.paidUntil)) : overview.plan.isPaid ? DASHBOARD_TEXTS.paid : DASHBOARD_TEXTS.free}
            />
            <StatCard
              label={DASHBOARD_TEXTS.speakingCredits}
              value={overview.credits.speakingLeft}
              detail={`${DASHBOARD_TEXTS.speakingLeft(overview.credits.speakingLeft, overview.credits.speakingCredits)} · ${DASHBOARD_TEXTS.speakingUsed(overview.credits.speakingCreditsUsed)}`}
            />
            <StatCard label={DASHBOARD_TEXTS.writingCredits} value={overview.credits.writingCredits} detail={DASHBOARD_TEXTS.writingLeft} />
            <StatCard label={DASHBOARD_TEXTS.examType} value={examTypeLabels[user?.examType ?? overview.examType]} />
            <StatCard label={DASHBOARD_TEXTS.memberSince} value={dateFormat.format(overview.memberSince)} />
          </div>
        )}
        {user && <MockHistory userId={user.id} />}
      </Flex>
    </PageSection>
  );
}
