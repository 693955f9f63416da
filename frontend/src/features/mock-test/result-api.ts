import type { Contract, OutputOf } from '@shared/api';
import { skipToken, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '@frontend/api/client';
import { pollWhilePending } from '@frontend/app/data/poll-query';
import { queryClient } from '@frontend/app/data/query-client';
import { handleApiError } from '@frontend/app/errors/handle-api-error';
import { useSession } from '@frontend/app/session/use-session';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { storedAnonymousId } from '@frontend/app/session/visitor-id';
import { RESULT_TEXTS } from '@frontend/features/mock-test/result-texts';

type MockResult = OutputOf<Contract['mocktest']['fetchMockTestResult']>;
type PublicMockResult = OutputOf<Contract['mocktest']['fetchMockTestResultPublic']>;
export type MockReport = Extract<MockResult, { status: 'scored' }>['report'];
export type ScoredPublicResult = Extract<PublicMockResult, { status: 'scored' }>;

/** How often a result still being scored is asked for again. */
export const RESULT_POLL_MS = 2000;

/**
 * Cache keys of mock results: the owner's per session and viewer (a student's token or this
 * browser's anonymous id decides what the server answers), the public scorecard per session.
 */
export const mockResultKeys = {
  owner: ['mocktest.fetchMockTestResult'] as const,
  ownerOf: (sessionId: string | undefined, viewer: string) => [...mockResultKeys.owner, sessionId, viewer] as const,
  publicOf: (sessionId: string | undefined) => ['mocktest.fetchMockTestResultPublic', sessionId] as const,
};

export type PolledResult<T> = { status: 'loading' } | { status: 'unavailable' } | { status: 'pending'; done?: number; total?: number } | { status: 'scored'; result: T };

/** The viewer a result is asked for; 'restoring' while a stored session is being confirmed. */
function useViewer(): string {
  const session = useSession();
  return session.status === 'signedIn' ? session.user.id : session.status;
}

/**
 * A result as the page shows it, from its query (polled every RESULT_POLL_MS while it is pending,
 * pollWhilePending). A refusal or a missing session makes it unavailable (spec/platform.md §4: the
 * page says the result is not available), which is the page's to say, not the snackbar's.
 */
function polledResultOf<T extends { status: string }>(sessionId: string | undefined, viewer: string, query: { data: T | undefined; isError: boolean }): PolledResult<Extract<T, { status: 'scored' }>> {
  if (viewer === 'restoring') return { status: 'loading' };
  if (!sessionId) return { status: 'unavailable' };
  if (query.data?.status === 'scored') return { status: 'scored', result: query.data as Extract<T, { status: 'scored' }> };
  if (query.isError) return { status: 'unavailable' };
  if (query.data?.status === 'pending') {
    const { done, total } = query.data as { done?: number; total?: number };
    return { status: 'pending', done, total };
  }
  return { status: 'loading' };
}

/**
 * The owner's result (mocktest.fetchMockTestResult, with the student's token or this browser's
 * anonymous id): pending with progress, then the report. Waits while a stored session is being
 * restored, so the owner's token goes with the first request.
 */
export function useFetchMockTestResult(sessionId: string | undefined): PolledResult<MockReport> {
  const viewer = useViewer();
  const query = useQuery(
    {
      queryKey: mockResultKeys.ownerOf(sessionId, viewer),
      queryFn: sessionId && viewer !== 'restoring' ? async () => (await api.mocktest.fetchMockTestResult({ sessionId, anonymousId: storedAnonymousId() })).data : skipToken,
      ...pollWhilePending<MockResult>(RESULT_POLL_MS),
      meta: { ownsError: () => true },
    },
    queryClient,
  );
  const state = polledResultOf(sessionId, viewer, query);
  return state.status === 'scored' ? { status: 'scored', result: state.result.report } : state;
}

/** The public scorecard of a session (mocktest.fetchMockTestResultPublic): anyone with the id may read it. */
export function useFetchMockTestResultPublic(sessionId: string | undefined): PolledResult<ScoredPublicResult> {
  const viewer = useViewer();
  const query = useQuery(
    {
      queryKey: mockResultKeys.publicOf(sessionId),
      queryFn: sessionId && viewer !== 'restoring' ? async () => (await api.mocktest.fetchMockTestResultPublic({ sessionId })).data : skipToken,
      ...pollWhilePending<PublicMockResult>(RESULT_POLL_MS),
      meta: { ownsError: () => true },
    },
    queryClient,
  );
  return polledResultOf(sessionId, viewer, query);
}

/**
 * Saves a submitted test's result (mocktest.saveMockTestResult); the answer says whether the
 * student stays on the page (preventNavigate). The owner's cached result is marked saved, so it
 * is not saved again when it shows once more.
 */
export function useSaveMockTestResult() {
  return useMutation(
    {
      mutationFn: async (input: { sessionId: string; preventNavigate: boolean; anonymousId: string | undefined }) => (await api.mocktest.saveMockTestResult(input)).data,
      onSuccess: (_saved, { sessionId }) =>
        queryClient.setQueriesData<MockResult>({ queryKey: [...mockResultKeys.owner, sessionId] }, (result) =>
          result?.status === 'scored' ? { ...result, report: { ...result.report, saved: true } } : result,
        ),
    },
    queryClient,
  );
}

/** Marks the report saved once it shows; preventNavigate keeps the student on this page. */
export function useSaveShownResult(report: MockReport | undefined): void {
  const { mutate: saveMockTestResult } = useSaveMockTestResult();
  const saved = useRef<string>(undefined);
  useEffect(() => {
    if (!report || report.saved || saved.current === report.sessionId) return;
    saved.current = report.sessionId;
    saveMockTestResult({ sessionId: report.sessionId, preventNavigate: true, anonymousId: storedAnonymousId() }, { onError: (error) => void handleApiError(error) });
  }, [report, saveMockTestResult]);
}

/** The scorecard PNG of a session (aws.takePteScorecardScreenshot, drawn once and kept): a short-lived link to it. */
export function useTakePteScorecardScreenshot() {
  return useMutation({ mutationFn: async (sessionId: string) => (await api.aws.takePteScorecardScreenshot({ sessionId })).data.url }, queryClient);
}

/** Saves the scorecard PNG at `url` under a readable name (the link is on the media bucket's origin, so it is fetched first). */
export async function saveScorecard(url: string, sessionId: string): Promise<void> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`GET ${response.status}`);
    const href = URL.createObjectURL(await response.blob());
    const link = Object.assign(document.createElement('a'), { href, download: RESULT_TEXTS.scorecardFileName(sessionId) });
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(href);
  } catch {
    snackbar.show('criticalError', RESULT_TEXTS.downloadFailed);
  }
}
