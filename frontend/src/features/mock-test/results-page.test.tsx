import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { VISITOR_ID_KEY } from '@frontend/app/session/visitor-id';
import { RESULT_POLL_MS } from '@frontend/features/mock-test/result-api';
import { renderAt, scoredReport, SESSION_ID } from '@test/fixtures/mock-result';
import { MockResultsPage } from '@frontend/features/mock-test/results-page';
import { stubApi } from '@test/fixtures/stub-api';

const ANONYMOUS_ID = '0d9b7c2e-5a4f-4b8e-9f3a-2c1d0e9f8a7b';
const resultPath = `/mock-test/results?id=${SESSION_ID}`;
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  localStorage.setItem(VISITOR_ID_KEY, ANONYMOUS_ID);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('MockResultsPage', () => {
  it('shows the scoring progress, asks again every 2 s, then shows the report and saves it once', async () => {
    // Prepare: pending on the first call, scored on the second.
    let calls = 0;
    const requests = stubApi({
      '/api/mocktest/fetchMockTestResult': () => ({ body: ++calls === 1 ? { status: 'pending', sessionId: SESSION_ID, done: 1, total: 3 } : { status: 'scored', report: scoredReport } }),
      '/api/mocktest/saveMockTestResult': () => ({ body: { sessionId: SESSION_ID, saved: true, preventNavigate: true } }),
    });

    // Act
    renderAt(<MockResultsPage />, resultPath, '/mock-test/results');
    await flush();

    // Assess: pending.
    expect(screen.getByRole('heading', { level: 1, name: 'Scoring your answers' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 of 3 answers scored');
    expect(requests[0]).toEqual({ path: '/api/mocktest/fetchMockTestResult', method: 'POST', body: { sessionId: SESSION_ID, anonymousId: ANONYMOUS_ID } });

    // Act: the next poll.
    await act(() => vi.advanceTimersByTimeAsync(RESULT_POLL_MS));

    // Assess: the report.
    expect(screen.getByRole('heading', { level: 1, name: 'Your mock test result' })).toBeTruthy();
    expect(screen.getByText('PTE Academic Reading Free Mock Test · PTE Academic · Reading section · Submitted on 3 March 2026')).toBeTruthy();
    const overall = screen.getByRole('region', { name: 'Overall score' });
    expect(within(overall).getByText('41')).toBeTruthy();
    const skills = within(screen.getByRole('region', { name: 'Communicative skills' })).getAllByRole('listitem');
    expect(skills.map((row) => row.textContent)).toEqual(['ListeningNot tested', 'Reading41', 'SpeakingNot tested', 'WritingNot tested']);
    const enabling = within(screen.getByRole('region', { name: 'Enabling skills' })).getAllByRole('listitem');
    expect(enabling.find((row) => row.textContent?.startsWith('Spelling'))?.textContent).toBe('Spelling35');
    const practise = screen.getByRole('region', { name: 'What to practise next' });
    expect(within(practise).getByRole('link', { name: 'Fill in the Blanks (Dropdown)' }).getAttribute('href')).toBe('/practice?section=Reading&exercise=RFB');
    expect(requests.filter((request) => request.path === '/api/mocktest/saveMockTestResult')).toEqual([
      { path: '/api/mocktest/saveMockTestResult', method: 'POST', body: { sessionId: SESSION_ID, preventNavigate: true, anonymousId: ANONYMOUS_ID } },
    ]);

    await act(() => vi.advanceTimersByTimeAsync(RESULT_POLL_MS * 3));
    expect(calls).toBe(2);
  });

  it('groups every item by part with its type and score, the answers collapsed until opened', async () => {
    // Prepare
    stubApi({
      '/api/mocktest/fetchMockTestResult': () => ({ body: { status: 'scored', report: { ...scoredReport, saved: true } } }),
    });
    renderAt(<MockResultsPage />, resultPath, '/mock-test/results');
    await flush();
    vi.useRealTimers();
    const user = userEvent.setup();

    // Assess: two parts, items numbered through the test.
    const first = screen.getByRole('region', { name: 'Part 1 · Reading' });
    const second = screen.getByRole('region', { name: 'Part 2 · Reading' });
    expect(within(first).getAllByRole('listitem', { hidden: true }).filter((item) => item.parentElement?.tagName === 'OL').map((item) => item.querySelector('summary')?.textContent)).toEqual([
      '1. Fill in the Blanks (Dropdown)Score 1/5',
      '2. Reading: Multiple Choice, Choose Multiple AnswersCould not be scoredScore 0/2',
    ]);
    expect(within(second).getByText('3. Re-order Paragraphs')).toBeTruthy();
    const details = within(first).getByText('1. Fill in the Blanks (Dropdown)').closest('details')!;
    expect(details.open).toBe(false);

    // Act
    await user.click(within(details).getByText('1. Fill in the Blanks (Dropdown)'));

    // Assess
    expect(details.open).toBe(true);
    expect(within(details).getByText('one, two')).toBeTruthy();
    expect(within(details).getByText('three, four')).toBeTruthy();
    expect(within(details).getByText('Reading: 1/5')).toBeTruthy();
    expect(screen.getByText('(no answer)')).toBeTruthy();
    expect(screen.getByText('Paragraph two says so.')).toBeTruthy();
  });

  it('says the result is not available when the fetch fails, with a way to log in, and saves nothing', async () => {
    // Prepare
    const requests = stubApi({ '/api/mocktest/fetchMockTestResult': () => ({ status: 404, body: { errors: { internal: true, message: 'This mock test does not exist.' } } }) });

    // Act
    renderAt(<MockResultsPage />, resultPath, '/mock-test/results');
    await flush();

    // Assess
    expect(screen.getByRole('heading', { level: 1, name: 'This result is not available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(resultPath)}`);
    expect(screen.getByRole('link', { name: 'Go to mock tests' }).getAttribute('href')).toBe('/mock-test');
    expect(requests.map((request) => request.path)).toEqual(['/api/mocktest/fetchMockTestResult']);
  });

  it('asks again after a server error while the result is being scored, instead of saying it is not available', async () => {
    // Prepare: pending, then a 503, then scored.
    const replies = [{ body: { status: 'pending', sessionId: SESSION_ID, done: 2, total: 3 } }, { status: 503, body: { errors: { internal: true, message: 'Busy' } } }, { body: { status: 'scored', report: { ...scoredReport, saved: true } } }];
    stubApi({ '/api/mocktest/fetchMockTestResult': () => replies.shift() ?? { status: 500 } });
    renderAt(<MockResultsPage />, resultPath, '/mock-test/results');
    await flush();

    // Act: the 503.
    await act(() => vi.advanceTimersByTimeAsync(RESULT_POLL_MS));

    // Assess: still scoring, with the last progress.
    expect(screen.getByRole('status').textContent).toBe('2 of 3 answers scored');

    // Act
    await act(() => vi.advanceTimersByTimeAsync(RESULT_POLL_MS));

    // Assess
    expect(screen.getByRole('heading', { level: 1, name: 'Your mock test result' })).toBeTruthy();
  });

  it('stops asking for a result still being scored once the page is left', async () => {
    // Prepare
    const requests = stubApi({ '/api/mocktest/fetchMockTestResult': () => ({ body: { status: 'pending', sessionId: SESSION_ID, done: 0, total: 3 } }) });
    renderAt(<MockResultsPage />, resultPath, '/mock-test/results');
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(RESULT_POLL_MS));
    expect(requests).toHaveLength(2);

    // Act
    cleanup();
    await act(() => vi.advanceTimersByTimeAsync(RESULT_POLL_MS * 3));

    // Assess
    expect(requests).toHaveLength(2);
  });

  it('says the result is not available without asking the server when the link has no id', async () => {
    const requests = stubApi({});
    renderAt(<MockResultsPage />, '/mock-test/results', '/mock-test/results');
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: 'This result is not available' })).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('links the public scorecard, copies its link and downloads its PNG', async () => {
    // Prepare
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const requests = stubApi({
      '/api/mocktest/fetchMockTestResult': () => ({ body: { status: 'scored', report: { ...scoredReport, saved: true } } }),
      '/api/aws/takePteScorecardScreenshot': () => ({ body: { sessionId: SESSION_ID, url: `http://localhost:4569/uploads/scorecards/${SESSION_ID}.png?X-Amz-Signature=x`, expiresAt: Date.now() + 300_000 } }),
      [`/uploads/scorecards/${SESSION_ID}.png`]: () => new Response(png, { headers: { 'content-type': 'image/png' } }),
    });
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:scorecard');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    renderAt(<MockResultsPage />, resultPath, '/mock-test/results');
    await flush();
    vi.useRealTimers();
    const user = userEvent.setup();
    const share = screen.getByRole('region', { name: 'Your scorecard' });

    // Act
    await user.click(within(share).getByRole('button', { name: 'Copy link' }));
    await user.click(within(share).getByRole('button', { name: 'Download scorecard (PNG)' }));

    // Assess
    expect(within(share).getByRole('link', { name: 'Share your scorecard' }).getAttribute('href')).toBe(`/mock-test/scorecard/${SESSION_ID}`);
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/mock-test/scorecard/${SESSION_ID}`);
    expect(snackbar.snapshot().some((entry) => entry.kind === 'textCopied')).toBe(true);
    expect(requests.find((request) => request.path === '/api/aws/takePteScorecardScreenshot')?.body).toEqual({ sessionId: SESSION_ID });
    await vi.waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toMatchObject({ href: 'blob:scorecard', download: 'pte-mock-scorecard-7b0c6a56.png' });
  });
});
