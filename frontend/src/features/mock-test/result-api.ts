import type { Contract, OutputOf } from '@shared/api';
import { useEffect, useRef, useState } from 'react';
import { api } from '@frontend/api/client';
import { pollWhilePending } from '@frontend/api/poll-job';
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

const fetchMockTestResult = async (sessionId: string) => (await api.mocktest.fetchMockTestResult({ sessionId, anonymousId: storedAnonymousId() })).data;
const fetchMockTestResultPublic = async (sessionId: string) => (await api.mocktest.fetchMockTestResultPublic({ sessionId })).data;

export type PolledResult<T> = { status: 'loading' } | { status: 'unavailable' } | { status: 'pending'; done?: number; total?: number } | { status: 'scored'; result: T };

/**
 * Loads a result and asks again every RESULT_POLL_MS while it is pending (pollWhilePending). A
 * refusal or a missing session makes it unavailable (spec/platform.md §4: the page says the
 * result is not available). Waits while a stored session is being restored, so the owner's
 * token goes with the first request.
 */
function usePolledResult<T extends { status: string }>(sessionId: string | undefined, load: (sessionId: string) => Promise<T>): PolledResult<Extract<T, { status: 'scored' }>> {
  const session = useSession();
  const viewer = session.status === 'signedIn' ? session.user.id : session.status;
  const [state, setState] = useState<PolledResult<Extract<T, { status: 'scored' }>>>({ status: 'loading' });

  useEffect(() => {
    if (viewer === 'restoring') return;
    if (!sessionId) return setState({ status: 'unavailable' });
    let active = true;
    const isPending = (result: T) => result.status === 'pending';
    const showProgress = (result: T) => {
      const { done, total } = result as { done?: number; total?: number };
      setState({ status: 'pending', done, total });
    };
    setState({ status: 'loading' });
    pollWhilePending(() => load(sessionId), isPending, () => active, { intervalMs: RESULT_POLL_MS, askAtOnce: true, onPending: showProgress }).then(
      (result) => result && setState({ status: 'scored', result: result as Extract<T, { status: 'scored' }> }),
      () => active && setState({ status: 'unavailable' }),
    );
    return () => {
      active = false;
    };
    // `load` is a module function; the viewer decides which token and visitor id go with the request.
  }, [sessionId, viewer]);

  return state;
}

/** The owner's result (student's token or this browser's anonymous id): pending with progress, then the report. */
export function useMockTestResult(sessionId: string | undefined): PolledResult<MockReport> {
  const state = usePolledResult(sessionId, fetchMockTestResult);
  return state.status === 'scored' ? { status: 'scored', result: state.result.report } : state;
}

/** The public scorecard of a session: anyone with the id may read it. */
export function useMockTestResultPublic(sessionId: string | undefined): PolledResult<ScoredPublicResult> {
  return usePolledResult(sessionId, fetchMockTestResultPublic);
}

/** Marks the report saved once it shows; preventNavigate keeps the student on this page. */
export function useSaveMockTestResult(report: MockReport | undefined): void {
  const saved = useRef<string>(undefined);
  useEffect(() => {
    if (!report || report.saved || saved.current === report.sessionId) return;
    saved.current = report.sessionId;
    api.mocktest.saveMockTestResult({ sessionId: report.sessionId, preventNavigate: true, anonymousId: storedAnonymousId() }).catch(handleApiError);
  }, [report]);
}

/** Asks the server for the scorecard PNG and saves it under a readable name (the link is on the media bucket's origin, so it is fetched first). */
export async function downloadScorecard(sessionId: string): Promise<void> {
  let url: string;
  try {
    url = (await api.aws.takePteScorecardScreenshot({ sessionId })).data.url;
  } catch (error) {
    handleApiError(error);
    return;
  }
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
