import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerSecondsCap } from '@shared/exam';
import { session } from '@frontend/app/session/session-store';
import { markMicrophoneChecked, resetMicrophoneChecked } from '@frontend/components/microphone-check/microphone-checked';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { analysisOf, JOB_ID, UPLOAD_ID } from '@test/fixtures/speaking-screen';
import { contentQuestion, renderAt } from '@test/fixtures/question-screen';
import { QuestionPage } from '@frontend/features/practice/question-page';
import { studentOf } from '@test/fixtures/student';
import { stubApi } from '@test/fixtures/stub-api';

// A microphone that hears speech, for the speaking page.
vi.mock('@frontend/components/recorder/capture/capture', () => ({
  MicrophoneError: class extends Error {},
  startCapture: async () => ({ level: () => 0.2, seconds: () => 1, drain: () => new Float32Array(0), stop: async () => new Float32Array(16_000), cancel: () => undefined }),
}));
vi.mock('@frontend/components/recorder/capture/browser-recognition', () => ({ startBrowserRecognition: () => undefined }));

afterEach(() => {
  cleanup();
  session.logout({ navigateTo: null });
  for (const shown of snackbar.snapshot()) snackbar.dismiss(shown.id);
  localStorage.clear();
  resetMicrophoneChecked();
  vi.useRealTimers();
});

function serve(uid: string, { status = 200, attempts = [] as unknown[] } = {}) {
  const question = contentQuestion('RSA');
  return stubApi({
    '/api/questions/fetchQuestion': () =>
      status === 200 ? { body: { question: { ...question, type: undefined }, next: 'RSA-0002', attempts } } : { status, body: { errors: { internal: true, message: 'No.' } } },
    '/api/questions/setPracticeScore': (body) => ({ body: { recorded: false, attempts: [], echo: body } }),
  });
}

describe('QuestionPage', () => {
  it('records a visitor score through setPracticeScore and lists the attempt for this visit', async () => {
    const calls = serve('RSA-0001', { attempts: [{ score: 0, max: 1, successful: false, at: 1_700_000_000_000 }] });
    const user = userEvent.setup();
    renderAt(<QuestionPage />, { path: '/practice/RSA-0001', pattern: '/practice/:uid' });
    const question = contentQuestion('RSA');
    expect(await screen.findByRole('heading', { level: 1, name: question.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/practice/RSA-0002');
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getAllByRole('radio')[question.correctIndex!]!);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const attempts = await screen.findByRole('region', { name: 'Previous attempts' });
    expect(await within(attempts).findAllByText('1/1')).toHaveLength(1);
    expect(within(attempts).getByText('0/1')).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/questions/setPracticeScore')?.body).toEqual({ uid: 'RSA-0001', score: '1/1', successful: true, isAuthenticated: false, seconds: expect.any(Number) });
  });

  it('sends the seconds since the screen opened, then since the previous answer, capped, as the time practised', async () => {
    // Prepare
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 2, 18, 12));
    const calls = serve('RSA-0001');
    const user = userEvent.setup();
    renderAt(<QuestionPage />, { path: '/practice/RSA-0001', pattern: '/practice/:uid' });
    const question = contentQuestion('RSA');
    await screen.findByRole('heading', { level: 1, name: question.title });

    // Act: an answer after 95 s, another 2 hours later.
    vi.setSystemTime(Date.UTC(2026, 2, 18, 12, 1, 35));
    await user.click(screen.getAllByRole('radio')[question.correctIndex!]!);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('region', { name: 'Previous attempts' });
    vi.setSystemTime(Date.UTC(2026, 2, 18, 14, 1, 35));
    await user.click(screen.getByRole('button', { name: /try again/i }));
    await user.click(screen.getAllByRole('radio')[question.correctIndex!]!);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    // Assess
    await vi.waitFor(() => expect(calls.filter((call) => call.path === '/api/questions/setPracticeScore')).toHaveLength(2));
    expect(calls.filter((call) => call.path === '/api/questions/setPracticeScore').map((call) => (call.body as { seconds: number }).seconds)).toEqual([95, answerSecondsCap]);
  });

  it("marks a student's question done and lists the attempts the server keeps", async () => {
    session.signIn({ token: 'token', user: studentOf() });
    const kept = [
      { score: 0, max: 1, successful: false, at: 1_700_000_000_000 },
      { score: 1, max: 1, successful: true, at: 1_700_000_100_000 },
    ];
    const question = contentQuestion('RSA');
    const calls = stubApi({
      '/api/questions/fetchQuestion': () => ({ body: { question: { ...question, type: undefined }, attempts: [] } }),
      '/api/questions/saveQuestionDone': () => ({ body: { uid: 'RSA-0001', done: true } }),
      '/api/questions/setPracticeScore': () => ({ body: { recorded: true, attempts: kept } }),
      '/api/users/verifyMultiAccount': () => ({ body: { isSameSession: true } }),
    });
    const user = userEvent.setup();
    renderAt(<QuestionPage />, { path: '/practice/RSA-0001', pattern: '/practice/:uid' });
    await screen.findByRole('heading', { level: 1, name: question.title });
    expect(screen.getByText('No attempts yet.')).toBeTruthy();

    await user.click(screen.getAllByRole('radio')[question.correctIndex!]!);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const attempts = screen.getByRole('region', { name: 'Previous attempts' });
    expect(await within(attempts).findByText('0/1')).toBeTruthy();
    expect(within(attempts).getByText('1/1')).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith('/api/questions/') && call.path !== '/api/questions/fetchQuestion').map((call) => call.path).sort()).toEqual(['/api/questions/saveQuestionDone', '/api/questions/setPracticeScore']);
    expect(screen.queryByText('Sign up free to keep your scores.')).toBeNull();
  });

  it('does not record in review mode', async () => {
    const calls = serve('RSA-0001');
    const user = userEvent.setup();
    renderAt(<QuestionPage />, { path: '/practice/RSA-0001?review=true', pattern: '/practice/:uid' });
    await screen.findByRole('button', { name: 'Submit' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Review mode: your score is not recorded.')).toBeTruthy();
    expect(calls.some((call) => call.path === '/api/questions/setPracticeScore')).toBe(false);
  });

  it('shows the paid-plan message with a link to /pricing on 403', async () => {
    serve('RSA-0009', { status: 403 });
    renderAt(<QuestionPage />, { path: '/practice/RSA-0009', pattern: '/practice/:uid' });
    expect((await screen.findByRole('link', { name: 'See the plans' })).getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This question is in the paid plans');
    // The page says it; no snackbar repeats it.
    expect(snackbar.snapshot()).toEqual([]);
  });

  it('says the question is not found on 404', async () => {
    serve('RSA-0999', { status: 404 });
    renderAt(<QuestionPage />, { path: '/practice/RSA-0999', pattern: '/practice/:uid' });
    expect(await screen.findByText('This question does not exist or was removed.')).toBeTruthy();
  });

  it('practises a speaking question with the recorder and records its AI score', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    markMicrophoneChecked();
    const question = contentQuestion('SRA');
    const calls = stubApi({
      '/api/questions/fetchQuestion': () => ({ body: { question: { ...question, type: undefined }, next: 'SRA-0002', attempts: [] } }),
      '/api/analysis/createSpeechUpload': () => ({ body: { uploadId: UPLOAD_ID, url: '/uploads/recording.wav', headers: {}, expiresAt: 1 } }),
      '/uploads/recording.wav': () => ({ body: {} }),
      '/api/analysis/submitSpeech': () => ({ body: { jobId: JOB_ID, credits: { unlimited: false, left: 9, total: 10 } } }),
      '/api/analysis/fetchSpeechAnalysis': () => ({ body: { status: 'done', result: analysisOf() } }),
      '/api/questions/setPracticeScore': () => ({ body: { recorded: false, attempts: [] } }),
    });
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    renderAt(<QuestionPage />, { path: '/practice/SRA-0001', pattern: '/practice/:uid' });
    await advance(0);

    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await advance(40_000);
    await advance(2_000);
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await advance(0);
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Your recorded speech' })).getByRole('button', { name: 'Submit' }));
    await advance(1_000);

    expect(screen.getByRole('region', { name: 'AI score' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/questions/setPracticeScore')?.body).toEqual({ uid: 'SRA-0001', score: '11/15', successful: true, isAuthenticated: false, seconds: expect.any(Number) });
    expect(within(screen.getByRole('region', { name: 'Previous attempts' })).getByText('11/15')).toBeTruthy();
  });
});
