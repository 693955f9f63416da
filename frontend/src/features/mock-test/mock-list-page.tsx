import '@frontend/features/mock-test/mock-test.css';
import { Flex, Loader, Pagination, Text } from '@aws-amplify/ui-react';
import { examTypeLabels } from '@shared/accounts';
import type { MockTestSummary } from '@shared/api/mock';
import { mockCategories } from '@shared/mock';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { handleApiError } from '@frontend/app/errors/handle-api-error';
import { useExamType } from '@frontend/app/session/use-exam-type';
import { useMultiAccountCheck } from '@frontend/app/session/use-multi-account-check';
import { useSession } from '@frontend/app/session/use-session';
import { LinkTabs } from '@frontend/components/link-tabs/link-tabs';
import { PageSection } from '@frontend/components/page-section';
import { TextLink } from '@frontend/components/router-links';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { RetryAlert } from '@frontend/components/retry-alert';
import { Credits, RandomMock, shownInPlace, VisitorOffer } from '@frontend/features/mock-test/list-panels';
import { MockCard } from '@frontend/features/mock-test/mock-card';
import { DESKTOP_ONLY_PATH, mockListPath, readListPage, readListQuery, runnerPath } from '@frontend/app/paths/mock-paths';
import { MOCK_TEST_TEXTS } from '@frontend/features/mock-test/texts';
import { useDeleteMockTest, useFetchAllMockTest, useStartMockTest } from '@frontend/features/mock-test/use-mock-list';
import { useSaveSubmitted } from '@frontend/features/mock-test/use-save-submitted';
import { useMockVisitorId } from '@frontend/app/session/visitor-id';
import { isWideScreen } from '@frontend/components/use-wide-screen';
import { PageTitle } from '@frontend/components/page-title/page-title';

const T = MOCK_TEST_TEXTS.list;

/**
 * /mock-test (public): the mocks of the viewer's exam type by category (query id), with attempts,
 * last results, locks and the viewer's credits; Start, Resume, a random mock for students and the
 * free mock for visitors. Starting opens the runner, or /desktop-only under 900 px.
 */
export function MockListPage() {
  useMultiAccountCheck();
  usePageMeta(T.meta);
  const [params] = useSearchParams();
  const category = readListQuery(params);
  const page = readListPage(params);
  const navigate = useNavigate();
  const session = useSession();
  const { examType } = useExamType();
  const anonymousId = useMockVisitorId();
  const student = session.status === 'signedIn';
  const viewer = session.status === 'signedIn' ? session.user.id : session.status;
  const { data: list, isError, refetch } = useFetchAllMockTest({ viewer, examType, anonymousId, category, page });
  const { mutateAsync: startMockTest } = useStartMockTest();
  const { mutateAsync: deleteMockTest } = useDeleteMockTest();
  const [starting, setStarting] = useState<string>();
  const [discarding, setDiscarding] = useState<string>();
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [created, setCreated] = useState('');
  const savingResult = useSaveSubmitted(params.get('submit'), anonymousId);

  async function start(mock: MockTestSummary) {
    if (!isWideScreen()) return navigate(DESKTOP_ONLY_PATH);
    setStarting(mock.mockTestId);
    setProblems((current) => ({ ...current, [mock.mockTestId]: '' }));
    try {
      navigate(runnerPath(await startMockTest({ mock, anonymousId, examType })));
    } catch (error) {
      if (shownInPlace(error)) setProblems((current) => ({ ...current, [mock.mockTestId]: error.message }));
      else handleApiError(error);
      setStarting(undefined);
    }
  }

  /** Abandons a student's attempt in progress (mocktest.deleteMockTest), then shows the list again. */
  async function discard(mock: MockTestSummary) {
    if (!mock.inProgressSessionId) return;
    setDiscarding(mock.mockTestId);
    setProblems((current) => ({ ...current, [mock.mockTestId]: '' }));
    try {
      await deleteMockTest(mock.inProgressSessionId);
    } catch (error) {
      if (shownInPlace(error)) setProblems((current) => ({ ...current, [mock.mockTestId]: error.message }));
      else handleApiError(error);
    } finally {
      setDiscarding(undefined);
    }
  }

  const shown = list?.categories.find((entry) => entry.category === category);
  // While another category or page loads, the one shown before stays (keepPreviousData); a list of another category waits behind the loader.
  const mocks = shown?.mocks ?? [];
  const free = list?.free ?? undefined;

  return (
    <PageSection aria-labelledby="mock-list-heading" className="pte-mock-list">
      <Flex direction="column" gap="large">
        <TextLink to={student ? '/dashboard' : '/'} className="pte-mock-list__back">
          ← {student ? T.backToDashboard : T.backHome}
        </TextLink>
        <Flex direction="column" gap="xs">
          <PageTitle id="mock-list-heading">
            {T.heading}
          </PageTitle>
          <Text color="font.secondary">{T.intro(examTypeLabels[list?.variant ?? examType])}</Text>
        </Flex>

        {list?.credits && <Credits credits={list.credits} />}
        {session.status === 'visitor' && (
          <VisitorOffer free={free} starting={starting === free?.mockTestId} problem={free ? problems[free.mockTestId] || undefined : undefined} onStart={(mock) => void start(mock)} />
        )}

        <LinkTabs label={T.categoriesNav} tabs={mockCategories.map((name) => ({ key: name, label: T.categories[name], to: mockListPath(name), current: name === category }))} />

        {((!list && !isError) || (list && !shown) || session.status === 'restoring' || savingResult) && (
          <Flex padding="large" justifyContent="center">
            <Loader size="large" ariaLabel={savingResult ? T.savingResult : T.loading} />
          </Flex>
        )}
        {!list && isError && (
          <RetryAlert message={T.failed} retry={T.retry} onRetry={() => void refetch()} />
        )}
        {list && shown && session.status !== 'restoring' && (
          <section aria-label={T.categories[category]} className="pte-mock-list__category">
            {shown.total > 0 && (
              <Text as="p" margin="0" color="font.secondary" fontSize="small">
                {T.count(shown.total)}
              </Text>
            )}
            {mocks.length === 0 ? (
              <Text color="font.secondary">{T.empty}</Text>
            ) : (
              <ul className="pte-mock-grid">
                {mocks.map((mock) => (
                  <MockCard
                    key={mock.mockTestId}
                    mock={mock}
                    confirmsStart={student && mock.kind !== 'free'}
                    starting={starting === mock.mockTestId}
                    problem={problems[mock.mockTestId] || undefined}
                    onStart={() => void start(mock)}
                    {...(student ? { onDiscard: () => void discard(mock), discarding: discarding === mock.mockTestId } : {})}
                  />
                ))}
              </ul>
            )}
            {shown.pages > 1 && (
              <Pagination
                className="pte-mock-list__pages"
                currentPage={shown.page}
                totalPages={shown.pages}
                siblingCount={1}
                onChange={(to) => navigate(mockListPath(category, to))}
                onNext={() => navigate(mockListPath(category, shown.page + 1))}
                onPrevious={() => navigate(mockListPath(category, shown.page - 1))}
              />
            )}
            {student && (
              <RandomMock
                category={category}
                onCreated={(mock) => {
                  setCreated(T.random.created(mock.title));
                }}
              />
            )}
            <Text as="p" margin="0" aria-live="polite" fontSize="small" fontWeight="semibold">
              {created}
            </Text>
          </section>
        )}
      </Flex>
    </PageSection>
  );
}
