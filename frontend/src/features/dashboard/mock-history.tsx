import { Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import type { MockOverview } from '@shared/api/mock';
import { ButtonLink, TextLink } from '@frontend/components/router-links';
import { RetryAlert } from '@frontend/components/retry-alert';
import { useFetchMockHistory } from '@frontend/features/dashboard/dashboard-api';
import { DASHBOARD_TEXTS } from '@frontend/features/dashboard/texts';
import { MOCK_LIST_PATH, resultsPath, runnerPath } from '@frontend/app/paths/mock-paths';
import { useMockVisitorId } from '@frontend/app/session/visitor-id';

const T = DASHBOARD_TEXTS.mocks;
/** The most recent mocks shown; the mock test list has the rest. */
const shown = 5;
const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

type MockRow = MockOverview['mocks'][number];

/** Where an attempt stands, and where to go from here: its results, or back into the test. */
function MockLine({ mock }: { mock: MockRow }) {
  const { last } = mock;
  const standing = last.status === 'in-progress' ? T.inProgress : last.overall === null ? T.beingScored : T.overall(last.overall);
  return (
    <li className="pte-mock-history__item">
      <Flex direction="column" gap="0">
        <Text as="span" fontWeight="semibold">
          {mock.title}
        </Text>
        <Text as="span" fontSize="small" color="font.secondary">
          {[dateFormat.format(last.at), standing, ...(mock.best !== null && mock.attempts > 1 ? [T.best(mock.best)] : [])].join(' · ')}
        </Text>
      </Flex>
      {last.status === 'in-progress' ? (
        <ButtonLink to={runnerPath(last.sessionId)} size="small" variation="primary" aria-label={`${T.resume} ${mock.title}`}>
          {T.resume}
        </ButtonLink>
      ) : (
        <TextLink to={resultsPath(last.sessionId)} aria-label={`${T.results}: ${mock.title}`}>
          {T.results}
        </TextLink>
      )}
    </li>
  );
}

/** The dashboard's mock test history (mocktest.didMockTestOverview): the latest attempt of each mock, most recent first, the free one taken as a visitor in this browser included. */
export function MockHistory({ userId }: { userId: string }) {
  const anonymousId = useMockVisitorId();
  const { data, isError, refetch } = useFetchMockHistory(userId, anonymousId);
  return (
    <section className="pte-mock-history" aria-labelledby="mock-history-heading">
      <Flex justifyContent="space-between" alignItems="baseline" gap="small" wrap="wrap">
        <Heading level={2} id="mock-history-heading" fontSize="large">
          {T.heading}
        </Heading>
        {data && data.attempts > 0 && (
          <Text as="span" fontSize="small" color="font.secondary">
            {T.summary(data.attempts, data.scored)}
          </Text>
        )}
      </Flex>
      {!data && !isError && <Loader ariaLabel={T.loading} />}
      {!data && isError && (
        <RetryAlert message={T.failed} retry={DASHBOARD_TEXTS.retry} onRetry={() => void refetch()} />
      )}
      {data && data.mocks.length === 0 && (
        <Flex direction="column" gap="small" alignItems="flex-start">
          <Text color="font.secondary">{T.none}</Text>
          <ButtonLink to={MOCK_LIST_PATH} size="small">
            {T.start}
          </ButtonLink>
        </Flex>
      )}
      {data && data.mocks.length > 0 && (
        <>
          <ul className="pte-mock-history__list">
            {data.mocks.slice(0, shown).map((mock) => (
              <MockLine key={mock.mockTestId} mock={mock} />
            ))}
          </ul>
          <TextLink to={MOCK_LIST_PATH}>{T.all}</TextLink>
        </>
      )}
    </section>
  );
}
