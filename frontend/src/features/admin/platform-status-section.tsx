import '@frontend/features/admin/admin.css';
import { Badge, Button, Card, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { ADMIN_TEXTS } from '@frontend/features/admin/texts';
import { useFetchPlatformStatus } from '@frontend/features/admin/use-platform-status';

const T = ADMIN_TEXTS.status;
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

/** The panel's status section: settings.health, checkAppVersion and getDateNow, as the API reports them now. */
export function PlatformStatusSection() {
  const { data: status, isError, refetch } = useFetchPlatformStatus();
  const value = (shown: ReactNode) => (status ? shown : !isError ? <Loader ariaLabel={T.loading} /> : <Text as="span">{T.unavailable}</Text>);

  return (
    <Flex direction="column" gap="large" maxWidth="48rem">
        <Flex justifyContent="space-between" alignItems="flex-end" gap="small" wrap="wrap">
          <Flex direction="column" gap="xxs">
            <Heading level={2} fontSize="large" fontWeight="bold">
              {T.heading}
            </Heading>
            <Text color="font.secondary">{T.intro}</Text>
          </Flex>
          <Button size="small" onClick={() => void refetch()}>
            {T.refresh}
          </Button>
        </Flex>
        <Card variation="outlined" borderRadius="large" padding="large">
          <dl className="pte-status-list">
            <Row label={T.api}>{value(<Badge variation="success">{status?.status === 'ok' ? T.apiOk : status?.status}</Badge>)}</Row>
            <Row label={T.stage}>{value(<Text as="span" fontFamily="monospace" data-testid="status-stage">{status?.stage}</Text>)}</Row>
            <Row label={T.appVersion}>{value(<Text as="span" fontFamily="monospace" data-testid="status-app-version">{status?.appVersion}</Text>)}</Row>
            <Row label={T.serverTime}>
              {value(
                <Flex direction="column" gap="0">
                  <Text as="span" data-testid="status-server-time">
                    <time dateTime={status ? new Date(status.dateNow).toISOString() : undefined}>{status ? timeFormat.format(status.dateNow) : ''}</time>
                  </Text>
                  <Text as="span" fontSize="small" color="font.tertiary">
                    {status ? T.clockOffset(status.offsetMs / 1000) : ''}
                  </Text>
                </Flex>,
              )}
            </Row>
          </dl>
        </Card>
    </Flex>
  );
}
