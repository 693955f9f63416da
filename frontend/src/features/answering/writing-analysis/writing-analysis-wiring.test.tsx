import { Alert, Button, ThemeProvider } from '@aws-amplify/ui-react';
import type { SavedWriting } from '@shared/api';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@frontend/app/session/session-store';
import { AnalysisOverlay } from '@frontend/components/analysis-overlay/analysis-overlay';
import { AiScoreDialog } from '@frontend/features/answering/writing-analysis/ai-score-dialog';
import { PreviousWritings } from '@frontend/features/answering/writing-analysis/previous-writings';
import { useAnalyseWriting } from '@frontend/features/answering/writing-analysis/use-analyse-writing';
import { analysisOf, ANSWER, JOB_ID, savedWritingOf } from '@test/fixtures/writing-analysis';
import { studentOf } from '@test/fixtures/student';
import { refusal } from '@test/fixtures/stub-api';
import { stubApi } from '@test/fixtures/stub-api';

/** The wiring a writing screen needs, as the practice screen is meant to do it. */
function WritingScreen({ uid, sampleAnswer }: { uid: string; sampleAnswer?: string }) {
  const { state, analyse, clearErrors } = useAnalyseWriting(uid);
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);

  async function submit() {
    setSubmitted(true);
    // Failure (a refused, failed or timed-out analysis) resets the submitted flag (practice.md §4).
    if (!(await analyse(text, { isMockTest: false }))) setSubmitted(false);
  }

  return (
    <>
      <textarea
        aria-label="Answer"
        value={text}
        readOnly={submitted || state.creditExhausted}
        onChange={(event) => {
          setText(event.currentTarget.value);
          clearErrors();
        }}
      />
      {state.error && <Alert variation="error">{state.error}</Alert>}
      <Button onClick={() => void submit()} isDisabled={submitted || state.creditExhausted}>
        Submit
      </Button>
      <AnalysisOverlay active={state.loading} startedAt={state.startedAt} />
      {state.result && state.text !== undefined && (
        <>
          <Button onClick={() => setDialogOpen(true)}>AI Score analysis</Button>
          <AiScoreDialog open={dialogOpen} onClose={() => setDialogOpen(false)} analysis={state.result} answer={state.text} sampleAnswer={sampleAnswer} />
        </>
      )}
      <PreviousWritings uid={uid} />
    </>
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
});

afterEach(() => {
  cleanup();
  session.logout({ navigateTo: null });
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const box = () => screen.getByRole('textbox', { name: 'Answer' }) as HTMLTextAreaElement;
const submitButton = () => screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
const overlay = () => document.querySelector('dialog.pte-analysis-overlay') as HTMLDialogElement;
const overlayText = () => overlay().querySelector('[role="status"]')!.textContent;

describe('writing analysis wired into a writing screen', () => {
  it('shows the overlay steps while polling, then the AI Score analysis, and lists the saved writing', async () => {
    session.signIn({ token: 'token', user: studentOf({ id: 'user-wiring' }) });
    let polls = 0;
    let writings: SavedWriting[] = [];
    stubApi({
      '/api/analysis/analyseWritingText': () => ({ body: { jobId: JOB_ID } }),
      // Done on the 9th poll, 3.6 s after sending.
      '/api/analysis/fetchWritingAnalysis': () => (++polls < 9 ? { body: { status: 'pending' } } : { body: { status: 'done', result: analysisOf() } }),
      '/api/analysis/saveUserWriting': () => {
        writings = [savedWritingOf({ uid: 'WWS-0009' })];
        return { body: writings[0] };
      },
      '/api/analysis/fetchUserWritings': () => ({ body: { writings } }),
    });
    render(<ThemeProvider><WritingScreen uid="WWS-0009" sampleAnswer="A sample." /></ThemeProvider>);
    await advance(0);
    expect(screen.getByText('No previous submissions yet.')).toBeTruthy();

    fireEvent.change(box(), { target: { value: ANSWER } });
    fireEvent.click(submitButton());
    expect(overlay().open).toBe(true);
    expect(overlayText()).toBe('Uploading your answer');
    expect(box().readOnly).toBe(true);
    await advance(3_000);
    expect(overlayText()).toBe('Analysis in progress...');
    await advance(600);
    expect(overlay().open).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'AI Score analysis' }));
    const dialog = screen.getByRole('dialog', { name: 'AI Score analysis' });
    expect([...dialog.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['has', 'dogg']);
    expect(dialog.textContent).toContain('A sample.');
    expect(box().readOnly).toBe(true);
    expect(document.querySelectorAll('.pte-previous-writings details')).toHaveLength(1);
  });

  it('hides the overlay at 30 s and still shows the result when the job ends later', async () => {
    let polls = 0;
    stubApi({
      '/api/analysis/analyseWritingText': () => ({ body: { jobId: JOB_ID } }),
      '/api/analysis/fetchWritingAnalysis': () => (++polls < 100 ? { body: { status: 'pending' } } : { body: { status: 'done', result: analysisOf() } }),
    });
    render(<ThemeProvider><WritingScreen uid="WWS-0010" /></ThemeProvider>);
    fireEvent.change(box(), { target: { value: ANSWER } });
    fireEvent.click(submitButton());
    await advance(12_000);
    expect(overlayText()).toBe('Still working on it...');
    await advance(18_000);
    expect(overlay().open).toBe(false);
    await advance(12_000);
    expect(screen.getByRole('button', { name: 'AI Score analysis' })).toBeTruthy();
  });

  it('shows a credit refusal verbatim by the box and keeps the box disabled', async () => {
    const message = 'Your Ai writing analysis has been limited. Please contact the team.';
    stubApi({ '/api/analysis/analyseWritingText': () => refusal(403, message) });
    render(<ThemeProvider><WritingScreen uid="WWS-0011" /></ThemeProvider>);
    fireEvent.change(box(), { target: { value: ANSWER } });
    fireEvent.click(submitButton());
    await advance(0);
    expect(screen.getByText(message)).toBeTruthy();
    expect(overlay().open).toBe(false);
    expect(box().readOnly).toBe(true);
    expect(submitButton().disabled).toBe(true);
  });
});
