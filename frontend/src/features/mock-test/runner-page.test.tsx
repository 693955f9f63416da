import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { mockTexts } from '@shared/mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markMicrophoneChecked, resetMicrophoneChecked } from '@frontend/components/microphone-check/microphone-checked';
import { session } from '@frontend/app/session/session-store';
import { studentOf } from '@test/fixtures/student';
import { mockQuestion, NOW, positionOf, renderRoute, SESSION_ID, sessionOf, UPLOAD_ID } from '@test/fixtures/mock-test';
import { MockRunnerPage } from '@frontend/features/mock-test/runner-page';
import { microphone, resetMicrophone } from '@test/fixtures/microphone';
import { refusal, stubApi } from '@test/fixtures/stub-api';

// A microphone for the speaking items.
vi.mock('@frontend/components/recorder/capture/capture', () => import('@test/fixtures/microphone').then((fake) => fake.captureModule()));
vi.mock('@frontend/components/recorder/capture/browser-recognition', () => ({ startBrowserRecognition: () => undefined }));

const LOAD = '/api/mocktest/loadMockTest';
const SAVE = '/api/mocktest/saveMockTestQuestion';
const END = '/api/mocktest/saveMockTestEndSection';
const SUBMIT = '/api/mocktest/submitMockTest';

/** Answers loadMockTest with each session in turn (the last one for every later call). */
const loads = (...sessions: ReturnType<typeof sessionOf>[]) => {
  let call = 0;
  return () => ({ body: sessions[Math.min(call++, sessions.length - 1)] });
};

const settle = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
const bodiesOf = (calls: { path: string; body: Record<string, unknown> }[], path: string) => calls.filter((call) => call.path === path).map((call) => call.body);

async function open() {
  renderRoute(<MockRunnerPage />, `/mock-test/exercise?session=${SESSION_ID}`, '/mock-test/exercise');
  await settle();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(NOW);
  resetMicrophone();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  session.logout({ navigateTo: null });
  localStorage.clear();
  resetMicrophoneChecked();
});

describe('MockRunnerPage', () => {
  it('resumes at the position the server keeps, with the part, the question number and the part clock', async () => {
    session.signIn({ token: 'token', user: studentOf() });
    const calls = stubApi({ [LOAD]: loads(sessionOf({ position: { item: 1 }, elapsed: 600 })), '/api/users/verifyMultiAccount': () => ({ body: { isSameSession: true } }) });

    await open();

    expect(bodiesOf(calls, LOAD)).toEqual([{ sessionId: SESSION_ID }]);
    expect(calls.some((call) => call.path === '/api/users/verifyMultiAccount')).toBe(true);

    expect(screen.getByRole('heading', { level: 1, name: 'Academic Mock Test 1' })).toBeTruthy();
    expect(screen.getByText('Part 1 of 2: Reading')).toBeTruthy();
    expect(screen.getByText('Question 2 of 2')).toBeTruthy();
    expect(screen.getByText(mockQuestion('RMA').question!)).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Time left in this part' }).textContent).toBe('20:00');
    await settle(1000);
    expect(screen.getByRole('timer', { name: 'Time left in this part' }).textContent).toBe('19:59');
    // Leaving goes back to the list of the test's own category, where Resume is.
    expect(screen.getByRole('link', { name: 'Leave the test' }).getAttribute('href')).toBe('/mock-test?id=full');
  });

  it('saves the answer with Next and moves on, with no way back', async () => {
    const calls = stubApi({ [LOAD]: loads(sessionOf()), [SAVE]: () => ({ body: positionOf({ item: 1 }) }) });
    await open();
    expect(screen.getByText('Question 1 of 2')).toBeTruthy();

    fireEvent.click(screen.getAllByRole('radio')[2]!);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await settle();

    expect(bodiesOf(calls, SAVE)).toEqual([{ sessionId: SESSION_ID, anonymousId: expect.any(String), uid: mockQuestion('RSA').uid, answer: { kind: 'choice', selected: 2 } }]);
    expect(screen.getByText('Question 2 of 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /previous|back/i })).toBeNull();
  });

  it('closes a complete part with Continue, then starts the next one', async () => {
    const next = sessionOf({ position: { part: 1, item: 0, secondsLeft: 1200 } });
    next.parts[1] = { ...next.parts[1]!, startedAt: NOW };
    const calls = stubApi({ [LOAD]: loads(sessionOf({ position: { item: 1 } }), next), [SAVE]: () => ({ body: positionOf({ item: 2, partComplete: true }) }), [END]: () => ({ body: positionOf({ part: 1, secondsLeft: 1200 }) }) });
    await open();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await settle();
    expect(screen.getByRole('heading', { name: 'Part 1 complete' })).toBeTruthy();
    expect(screen.getByText('Part 2, Writing, lasts 20 minutes. Its clock starts when you continue.')).toBeTruthy();
    expect(bodiesOf(calls, END)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await settle();

    expect(bodiesOf(calls, END)).toEqual([{ sessionId: SESSION_ID, anonymousId: expect.any(String), part: 0 }]);
    expect(screen.getByText('Part 2 of 2: Writing')).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Time left in this part' }).textContent).toBe('20:00');
  });

  it('saves the answer in hand when the part clock reaches 0, and says time is up', async () => {
    const calls = stubApi({ [LOAD]: loads(sessionOf({ elapsed: 1795 })), [SAVE]: () => ({ body: positionOf({ item: 1 }) }) });
    await open();
    fireEvent.click(screen.getAllByRole('radio')[1]!);

    await settle(5000);

    expect(bodiesOf(calls, SAVE)).toEqual([expect.objectContaining({ uid: mockQuestion('RSA').uid, answer: { kind: 'choice', selected: 1 } })]);
    expect(screen.getByRole('heading', { name: 'Time is up for Part 1' })).toBeTruthy();
    expect(screen.getByText('Time is up for this part.')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('reloads and says why when the server refuses an answer because the part is over', async () => {
    const moved = sessionOf({ position: { part: 1, item: 0, secondsLeft: 1200, timeUp: true } });
    stubApi({ [LOAD]: loads(sessionOf(), moved), [SAVE]: () => refusal(409, mockTexts.timeUp) });
    await open();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await settle();

    expect(screen.getByRole('status').textContent).toContain(mockTexts.timeUp);
    expect(screen.getByText('Part 2 of 2: Writing')).toBeTruthy();
  });

  it('says the test moved on when time ran out while the student was away', async () => {
    stubApi({ [LOAD]: loads(sessionOf({ position: { part: 1, item: 0, secondsLeft: 1200, timeUp: true } })) });

    await open();

    expect(screen.getByRole('status').textContent).toContain('Time ran out for a part while you were away');
  });

  it('submits at the end, closing the last part first, and returns to the list with the category and the session', async () => {
    const calls = stubApi({
      [LOAD]: loads(sessionOf({ position: { part: 1, item: 1, partComplete: true } })),
      [END]: () => ({ body: positionOf({ part: 2, finished: true, secondsLeft: 0 }) }),
      [SUBMIT]: () => ({ body: { sessionId: SESSION_ID, status: 'submitted', category: 'full' } }),
    });
    await open();
    expect(screen.getByRole('heading', { name: 'You have reached the end of the test' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Submit the test' }));
    await settle();

    expect(bodiesOf(calls, END)).toEqual([expect.objectContaining({ part: 1 })]);
    expect(bodiesOf(calls, SUBMIT)).toEqual([{ sessionId: SESSION_ID, anonymousId: expect.any(String) }]);
    expect(screen.getByTestId('landed').textContent).toBe(`/mock-test?id=full&submit=${SESSION_ID}`);
  });

  it('offers the same step again when a save fails for a reason other than the part', async () => {
    let failing = true;
    const calls = stubApi({ [LOAD]: loads(sessionOf()), [SAVE]: () => (failing ? refusal(500, 'Server error!') : { body: positionOf({ item: 1 }) }) });
    await open();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await settle();
    expect(screen.getByText('Your answer could not be saved.')).toBeTruthy();

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(bodiesOf(calls, SAVE)).toHaveLength(2);
    expect(screen.getByText('Question 2 of 2')).toBeTruthy();
  });

  it('records a speaking item in exam mode, uploads it and saves it once as a speech answer with Next', async () => {
    markMicrophoneChecked();
    const read = mockQuestion('SRA');
    const calls = stubApi({
      [LOAD]: loads(sessionOf({ parts: [{ name: 'Speaking', timeLimitSeconds: 600, startedAt: NOW, questions: [read, mockQuestion('SRA', 1)] }], position: { secondsLeft: 600 } })),
      '/api/mocktest/createMockRecordingUpload': () => ({ body: { uploadId: UPLOAD_ID, url: '/uploads/recording.wav', headers: { 'content-type': 'audio/wav' }, expiresAt: 1 } }),
      '/uploads/recording.wav': () => ({}),
      [SAVE]: () => ({ body: positionOf({ item: 1, secondsLeft: 500 }) }),
    });
    await open();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();

    await settle(40_000); // the preparation countdown
    await settle(2_000);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' })); // the recorder's own: ends the recording
    await settle();

    expect(screen.getByText('Your recording is saved. Press Next to go on.')).toBeTruthy();
    expect(bodiesOf(calls, '/api/mocktest/createMockRecordingUpload')).toEqual([expect.objectContaining({ sessionId: SESSION_ID, uid: read.uid })]);
    expect(calls.some((call) => call.path === '/api/analysis/submitSpeech')).toBe(false);

    // A second press before the save lands saves nothing more.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await settle();
    expect(bodiesOf(calls, SAVE)).toEqual([expect.objectContaining({ uid: read.uid, answer: { kind: 'speech', uploadId: UPLOAD_ID } })]);
    expect(screen.getByText('Question 2 of 2')).toBeTruthy();
  });

  it('sends a long spoken answer in parts through the mock while it is recorded, and saves them with the recording', async () => {
    // Prepare
    markMicrophoneChecked();
    microphone.speaking = true;
    const read = mockQuestion('SRA');
    const calls = stubApi({
      [LOAD]: loads(sessionOf({ parts: [{ name: 'Speaking', timeLimitSeconds: 600, startedAt: NOW, questions: [read, mockQuestion('SRA', 1)] }], position: { secondsLeft: 600 } })),
      '/api/mocktest/createMockRecordingUpload': () => ({ body: { uploadId: UPLOAD_ID, url: '/uploads/recording.wav', headers: { 'content-type': 'audio/wav' }, expiresAt: 1 } }),
      '/uploads/recording.wav': () => ({}),
      '/api/mocktest/recogniseMockSpeechPart': () => ({ body: { recognising: true } }),
      [SAVE]: () => ({ body: positionOf({ item: 1, secondsLeft: 500 }) }),
    });
    const partsSent = () => bodiesOf(calls, '/api/mocktest/recogniseMockSpeechPart');
    await open();

    // Act: 25 s of reading after the preparation countdown, then the end of the recording and Next.
    await settle(40_000);
    await settle(25_000);
    const whileRecording = partsSent().length;
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await settle();

    // Assess: two parts went while the student spoke, the rest as the recording ended, each through the mock's own calls.
    expect(whileRecording).toBe(2);
    expect(partsSent()).toEqual(Array.from({ length: 3 }, () => ({ sessionId: SESSION_ID, anonymousId: expect.any(String), uid: read.uid, uploadId: UPLOAD_ID })));
    expect(calls.filter((call) => /^\/api\/analysis\/(createSpeechUpload|recogniseSpeechPart)$/.test(call.path))).toEqual([]);
    const partSamples = bodiesOf(calls, '/api/mocktest/createMockRecordingUpload')
      .slice(0, 3)
      .map((body) => ((body.bytes as number) - 44) / 2);
    const parts = [0, partSamples[0]!, partSamples[0]! + partSamples[1]!].map((startSample) => ({ uploadId: UPLOAD_ID, startSample }));
    expect(bodiesOf(calls, SAVE)).toEqual([expect.objectContaining({ uid: read.uid, answer: { kind: 'speech', uploadId: UPLOAD_ID, parts } })]);
  });

  it('shows a submitted session with a link to its results', async () => {
    stubApi({ [LOAD]: loads(sessionOf({ position: { status: 'submitted' } })) });

    await open();

    expect(screen.getByRole('heading', { name: 'This mock test has been submitted' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the results' }).getAttribute('href')).toBe(`/mock-test/results?id=${SESSION_ID}`);
  });

  it('says a session that does not exist does not exist', async () => {
    stubApi({ [LOAD]: () => refusal(404, mockTexts.notFound) });

    await open();

    expect(screen.getByText(mockTexts.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to mock tests' })).toBeTruthy();
  });

  it('keeps the answer in hand when the window narrows under 900 px and widens again', async () => {
    const listeners = new Set<() => void>();
    let wide = true;
    // The window's width as the runner asks for it (other queries, Amplify's breakpoints, never match).
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
      const ours = query === '(min-width: 900px)';
      return {
        get matches() {
          return ours && wide;
        },
        addEventListener: (_: string, listener: () => void) => ours && listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      } as unknown as MediaQueryList;
    });
    const resize = (to: boolean) =>
      act(() => {
        wide = to;
        listeners.forEach((listener) => listener());
      });
    const calls = stubApi({ [LOAD]: loads(sessionOf()), [SAVE]: () => ({ body: positionOf({ item: 1 }) }) });
    await open();
    fireEvent.click(screen.getAllByRole('radio')[2]!);

    resize(false);
    expect(screen.getByRole('heading', { name: 'Mock tests need a larger screen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    resize(true);

    expect(screen.queryByRole('heading', { name: 'Mock tests need a larger screen' })).toBeNull();
    expect((screen.getAllByRole('radio')[2] as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await settle();
    expect(bodiesOf(calls, LOAD)).toHaveLength(1);
    expect(bodiesOf(calls, SAVE)).toEqual([expect.objectContaining({ answer: { kind: 'choice', selected: 2 } })]);
  });

  it('asks for a wider screen under 900 px instead of showing the test', async () => {
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined } as unknown as MediaQueryList);
    const calls = stubApi({ [LOAD]: loads(sessionOf()) });

    await open();

    expect(screen.getByRole('heading', { name: 'Mock tests need a larger screen' })).toBeTruthy();
    expect(within(document.body).getByRole('link', { name: 'Back to mock tests' }).getAttribute('href')).toBe('/mock-test');
    expect(calls).toEqual([]);
  });
});
