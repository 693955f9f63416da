import '@frontend/features/admin/admin.css';
import { Badge, Button, Card, Flex, Loader, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { PageSection } from '@frontend/components/page-section';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { ADMIN_TEXTS } from '@frontend/features/admin/texts';
import { useFetchPlatformStatus } from '@frontend/features/admin/use-platform-status';
import { PageTitle } from '@frontend/components/page-title/page-title';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="pte-status-row">
      <dt>
        <Text as="span" color="font.secondary" fontWeight="semibold">
          {label}
        </Text>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** /admin (admin only): a real platform status page from settings.health, checkAppVersion and getDateNow. */
export function PlatformStatusPage() {
  usePageMeta(ADMIN_TEXTS.meta);
  const { data: status, isError, refetch } = useFetchPlatformStatus();
  const value = (shown: ReactNode) => (status ? shown : !isError ? <Loader ariaLabel={ADMIN_TEXTS.loading} /> : <Text as="span">{ADMIN_TEXTS.unavailable}</Text>);

  return (
    <PageSection aria-labelledby="admin-heading">
      <Flex direction="column" gap="large" maxWidth="48rem">
        <Flex justifyContent="space-between" alignItems="flex-end" gap="small" wrap="wrap">
          <Flex direction="column" gap="xxs">
            <PageTitle id="admin-heading">
              {ADMIN_TEXTS.heading}
            </PageTitle>
            <Text color="font.secondary">{ADMIN_TEXTS.intro}</Text>
          </Flex>
          <Button size="small" onClick={() => void refetch()}>
            {ADMIN_TEXTS.refresh}
          </Button>
        </Flex>
        <Card variation="outlined" borderRadius="large" padding="large">
          <dl className="pte-status-list">
            <Row label={ADMIN_TEXTS.api}>{value(<Badge variation="success">{status?.status === 'ok' ? ADMIN_TEXTS.apiOk : status?.status}</Badge>)}</Row>
            <Row label={ADMIN_TEXTS.stage}>{value(<Text as="span" fontFamily="monospace" data-testid="status-stage">{status?.stage}</Text>)}</Row>
            <Row label={ADMIN_TEXTS.appVersion}>{value(<Text as="span" fontFamily="monospace" data-testid="status-app-version">{status?.appVersion}</Text>)}</Row>
            <Row label={ADMIN_TEXTS.serverTime}>
              {value(
                <Flex direction="column" gap="0">
                  <Text as="span" data-testid="status-server-time">
                    <time dateTime={status ? new Date(status.dateNow).toISOString() : undefined}>{status ? timeFormat.format(status.dateNow) : ''}</time>
                  </Text>
                  <Text as="span" fontSize="small" color="font.tertiary">
                    {status ? ADMIN_TEXTS.clockOffset(status.offsetMs / 1000) : ''}
                  </Text>
                </Flex>,
              )}
            </Row>
          </dl>
        </Card>
      </Flex>
    </PageSection>
  );
}
