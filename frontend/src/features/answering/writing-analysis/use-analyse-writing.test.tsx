import { ThemeProvider } from '@aws-amplify/ui-react';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@frontend/app/session/session-store';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { useAnalyseWriting } from '@frontend/features/answering/writing-analysis/use-analyse-writing';
import { analysisOf, ANSWER, JOB_ID, savedWritingOf } from '@test/fixtures/writing-analysis';
import { studentOf } from '@test/fixtures/student';
import { refusal } from '@test/fixtures/stub-api';
import { stubApi } from '@test/fixtures/stub-api';

const UID = 'WWS-0001';
const PATHS = {
  analyse: '/api/analysis/analyseWritingText',
  fetch: '/api/analysis/fetchWritingAnalysis',
  save: '/api/analysis/saveUserWriting',
};
const EXHAUSTED = 'You have reached your free Ai writing credit limit. Check our packages for more.';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
});

afterEach(() => {
  cleanup();
  session.logout({ navigateTo: null });
  for (const shown of snackbar.snapshot()) snackbar.dismiss(shown.id);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const renderAnalyse = () => renderHook(() => useAnalyseWriting(UID), { wrapper: ThemeProvider });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Answers 'pending' `pending` times, then `last`. */
function pollsThen(pending: number, last: () => { status?: number; body: unknown }) {
  let polls = 0;
  return () => (++polls <= pending ? { body: { status: 'pending' } } : last());
}

describe('useAnalyseWriting', () => {
  it('sends the answer, polls every 400 ms while pending, and saves the done analysis for a signed-in student', async () => {
    session.signIn({ token: 'token', user: studentOf() });
    const calls = stubApi({
      [PATHS.analyse]: () => ({ body: { jobId: JOB_ID } }),
      [PATHS.fetch]: pollsThen(1, () => ({ body: { status: 'done', result: analysisOf() } })),
      [PATHS.save]: () => ({ body: savedWritingOf() }),
    });
    const { result } = renderAnalyse();
    let outcome: Promise<unknown> = Promise.resolve();

    act(() => {
      outcome = result.current.analyse(ANSWER, { isMockTest: false });
    });
    expect(result.current.state).toMatchObject({ status: 'loading', loading: true, startedAt: Date.now(), text: ANSWER });

    await advance(0);
    expect(result.current.state).toMatchObject({ loading: true, jobId: JOB_ID });
    expect(calls.map((call) => call.path)).toEqual([PATHS.analyse]);

    await advance(400);
    expect(result.current.state.loading).toBe(true);
    expect(calls.map((call) => call.path)).toEqual([PATHS.analyse, PATHS.fetch]);

    await advance(400);
    expect(result.current.state).toMatchObject({ status: 'done', loading: false, result: analysisOf(), saved: savedWritingOf(), error: undefined });
    await expect(outcome).resolves.toEqual(analysisOf());
    expect(calls).toEqual([
      { path: PATHS.analyse, method: 'POST', body: { uid: UID, text: ANSWER, isMockTest: false } },
      { path: PATHS.fetch, method: 'POST', body: { jobId: JOB_ID } },
      { path: PATHS.fetch, method: 'POST', body: { jobId: JOB_ID } },
      { path: PATHS.save, method: 'POST', body: { uid: UID, jobId: JOB_ID } },
    ]);
  });

  it('does not save for a visitor', async () => {
    const calls = stubApi({
      [PATHS.analyse]: () => ({ body: { jobId: JOB_ID } }),
      [PATHS.fetch]: () => ({ body: { status: 'done', result: analysisOf() } }),
    });
    const { result } = renderAnalyse();
    act(() => void result.current.analyse(ANSWER, { isMockTest: true }));
    await advance(400);
    expect(result.current.state).toMatchObject({ status: 'done', loading: false, result: analysisOf() });
    expect(result.current.state.saved).toBeUndefined();
    expect(calls.map((call) => call.path)).toEqual([PATHS.analyse, PATHS.fetch]);
    expect(calls[0]!.body.isMockTest).toBe(true);
  });

  it('surfaces a 403 credit message verbatim, clears loading and keeps the box disabled for the question', async () => {
    session.signIn({ token: 'token', user: studentOf({ writingCredits: 0 }) });
    const calls = stubApi({ [PATHS.analyse]: () => refusal(403, EXHAUSTED) });
    const { result } = renderAnalyse();
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.analyse(ANSWER, { isMockTest: false });
    });
    await advance(0);
    expect(result.current.state).toMatchObject({ status: 'failed', loading: false, error: EXHAUSTED, creditExhausted: true });
    await expect(outcome).resolves.toBeUndefined();
    expect(calls).toHaveLength(1);
    // The message is the screen's to show by the box, not a snackbar's.
    expect(snackbar.snapshot()).toEqual([]);

    act(() => {
      result.current.clearErrors();
      result.current.reset();
    });
    expect(result.current.state).toMatchObject({ status: 'idle', error: EXHAUSTED, creditExhausted: true });
  });

  it('clears loading without a message when the job fails', async () => {
    stubApi({
      [PATHS.analyse]: () => ({ body: { jobId: JOB_ID } }),
      [PATHS.fetch]: pollsThen(2, () => ({ body: { status: 'failed' } })),
    });
    const { result } = renderAnalyse();
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.analyse(ANSWER);
    });
    await advance(800);
    expect(result.current.state.loading).toBe(true);
    await advance(400);
    expect(result.current.state).toMatchObject({ status: 'failed', loading: false, error: undefined, creditExhausted: false });
    expect(result.current.state.result).toBeUndefined();
    await expect(outcome).resolves.toBeUndefined();
    expect(snackbar.snapshot()).toEqual([]);
  });

  it('keeps waiting past 30 s while the job is pending, and shows the result when it ends', async () => {
    let polls = 0;
    stubApi({
      [PATHS.analyse]: () => ({ body: { jobId: JOB_ID } }),
      [PATHS.fetch]: () => (++polls < 100 ? { body: { status: 'pending' } } : { body: { status: 'done', result: analysisOf() } }),
    });
    const { result } = renderAnalyse();
    act(() => void result.current.analyse(ANSWER));
    await advance(35_000);
    expect(result.current.state.loading).toBe(true);
    await advance(5_000);
    expect(result.current.state).toMatchObject({ status: 'done', loading: false, result: analysisOf() });
  });

  it("shows the server's message when the job failed for good", async () => {
    const message = 'We could not score this answer. Your credit has been given back; try again.';
    stubApi({
      [PATHS.analyse]: () => ({ body: { jobId: JOB_ID } }),
      [PATHS.fetch]: () => ({ body: { status: 'failed', message } }),
    });
    const { result } = renderAnalyse();
    act(() => void result.current.analyse(ANSWER));
    await advance(400);
    expect(result.current.state).toMatchObject({ status: 'failed', loading: false, error: message });
  });

  it('keeps asking through a server hiccup while polling', async () => {
    let polls = 0;
    stubApi({
      [PATHS.analyse]: () => ({ body: { jobId: JOB_ID } }),
      [PATHS.fetch]: () => (++polls === 1 ? refusal(500, 'Server error!') : { body: { status: 'done', result: analysisOf() } }),
    });
    const { result } = renderAnalyse();
    act(() => void result.current.analyse(ANSWER));
    await advance(800);
    expect(result.current.state).toMatchObject({ status: 'done', result: analysisOf() });
  });

  it('shows the box’s field error until typing clears it', async () => {
    stubApi({ [PATHS.analyse]: () => ({ status: 400, body: { errors: { text: 'Write your answer first.' } } }) });
    const { result } = renderAnalyse();
    act(() => void result.current.analyse('   '));
    await advance(0);
    expect(result.current.state).toMatchObject({ status: 'failed', loading: false, error: 'Write your answer first.', fieldErrors: { text: 'Write your answer first.' }, creditExhausted: false });
    act(() => result.current.clearErrors());
    expect(result.current.state.error).toBeUndefined();
  });

  it('drops the answers of an analysis that reset replaced', async () => {
    const calls = stubApi({
      [PATHS.analyse]: () => ({ body: { jobId: JOB_ID } }),
      [PATHS.fetch]: () => ({ body: { status: 'done', result: analysisOf() } }),
    });
    const { result } = renderAnalyse();
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.analyse(ANSWER);
    });
    await advance(0);
    act(() => result.current.reset());
    await advance(2_000);
    expect(result.current.state).toMatchObject({ status: 'idle', loading: false });
    expect(result.current.state.result).toBeUndefined();
    await expect(outcome).resolves.toBeUndefined();
    expect(calls.map((call) => call.path)).toEqual([PATHS.analyse]);
  });

  it('stops asking for the job once the screen is gone', async () => {
    const calls = stubApi({
      [PATHS.analyse]: () => ({ body: { jobId: JOB_ID } }),
      [PATHS.fetch]: () => ({ body: { status: 'pending' } }),
    });
    const { result, unmount } = renderAnalyse();
    act(() => void result.current.analyse(ANSWER));
    await advance(800);
    expect(calls.filter((call) => call.path === PATHS.fetch)).toHaveLength(2);

    unmount();
    await advance(4_000);

    expect(calls.filter((call) => call.path === PATHS.fetch)).toHaveLength(2);
  });
});
