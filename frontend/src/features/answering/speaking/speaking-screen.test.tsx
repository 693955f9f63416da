import { ThemeProvider } from '@aws-amplify/ui-react';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@frontend/app/session/session-store';
import { markMicrophoneChecked, resetMicrophoneChecked } from '@frontend/components/microphone-check/microphone-checked';
import { setDevMode } from '@frontend/features/answering/speaking/dev-modes';
import { SpeakingScreen } from '@frontend/features/answering/speaking/speaking-screen';
import { analysisOf, JOB_ID, readAloud, renderInApp, repeatSentence, studentOf, stubSpeechApi, UPLOAD_ID } from '@test/fixtures/speaking-screen';
import { VISITOR_ID_KEY } from '@frontend/app/session/visitor-id';
import { VISITOR_CREDITS_USED_KEY } from '@frontend/features/answering/speaking/use-speaking-credits';
import { microphone, resetMicrophone } from '@test/fixtures/microphone';
import { refusal, stubApi } from '@test/fixtures/stub-api';

vi.mock('@frontend/components/recorder/capture/capture', () => import('@test/fixtures/microphone').then((fake) => fake.captureModule()));

vi.mock('@frontend/components/recorder/capture/browser-recognition', () => ({
  startBrowserRecognition: () => ({ stop: async () => ({ text: 'coral occupy', confidence: 0.8 }) }),
}));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
  resetMicrophone();
  markMicrophoneChecked();
});

afterEach(() => {
  cleanup();
  setDevMode('quickMock', false);
  setDevMode('superQuick', false);
  session.logout({ navigateTo: null });
  resetMicrophoneChecked();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const status = () => within(screen.getByRole('region', { name: 'Recorder' })).getByRole('status').textContent;
const overlay = () => document.querySelector('dialog.pte-analysis-overlay') as HTMLDialogElement;
const recordedDialog = () => screen.queryByRole('dialog', { name: 'Your recorded speech' });

/** Start, count 40 s down and record for `seconds`. */
async function recordReadAloud(seconds: number) {
  click('Start');
  await advance(40_000);
  await advance(seconds * 1000);
}

describe('SpeakingScreen', () => {
  it('counts down, records, refuses stop before 2 s, reviews the recording, submits and shows the AI analysis', async () => {
    const calls = stubSpeechApi();
    const onSubmitted = vi.fn();
    renderInApp(<SpeakingScreen question={readAloud()} mode="practice" onSubmitted={onSubmitted} />);

    // The text stays hidden until Start.
    expect(screen.queryByRole('region', { name: 'Question' })).toBeNull();
    expect(screen.getByText('You have 10 free Ai speaking credit left.')).toBeTruthy();
    click('Start');
    expect(screen.getByRole('region', { name: 'Question' }).textContent).toBe('Coral reefs occupy little space.');
    expect(status()).toBe('Starts in 40');
    await advance(1_000);
    expect(status()).toBe('Starts in 39');

    await advance(39_000);
    expect(status()).toBe('Recording: 0:40 left');
    const stop = () => screen.getByRole('button', { name: 'Stop' }) as HTMLButtonElement;
    await advance(1_000);
    expect(stop().disabled).toBe(true);
    fireEvent.click(stop());
    expect(status()).toBe('Recording: 0:39 left');
    expect(screen.getByText('You can stop after 2 seconds of recording.')).toBeTruthy();
    await advance(1_000);
    expect(screen.getByRole('progressbar', { name: 'Recording time' }).getAttribute('aria-valuenow')).toBe('2');
    click('Stop');
    await advance(0);

    const dialog = recordedDialog()!;
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(status()).toBe('Recording stopped.');
    expect(microphone.captures[0]?.stopped).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(overlay().open).toBe(true);
    expect(overlay().textContent).toContain('Uploading your answer');
    await advance(1_200);

    expect(overlay().open).toBe(false);
    const upload = calls.find((call) => call.path === '/api/analysis/createSpeechUpload')!;
    expect(upload.body).toMatchObject({ uid: 'SRA-0001', bytes: 44 + 32_000 });
    expect(calls.find((call) => call.path === '/uploads/recording.wav')?.method).toBe('PUT');
    const submitted = calls.find((call) => call.path === '/api/analysis/submitSpeech')!;
    expect(submitted.body).toEqual({ uid: 'SRA-0001', uploadId: UPLOAD_ID, anonymousId: upload.body.anonymousId, isMockTest: false, browserTranscript: { text: 'coral occupy', confidence: 0.8 } });
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBe(upload.body.anonymousId);
    expect(onSubmitted).toHaveBeenCalledWith({ jobId: JOB_ID, result: { score: 11, max: 15, successful: true, traits: [] } });
    expect(screen.getByText('You have 9 free Ai speaking credit left.')).toBeTruthy();

    const result = screen.getByRole('region', { name: 'AI score' });
    expect(within(result).getByLabelText('Score 11 out of 15')).toBeTruthy();
    fireEvent.click(within(result).getByRole('button', { name: 'See details' }));
    const details = screen.getByRole('dialog', { name: 'AI Score analysis' });
    const rows = within(details)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.querySelector('[aria-hidden="true"]')?.textContent ?? cell.textContent));
    expect(rows).toEqual([
      ['Content', '3/5', '2 of 5 words read as written: 3 of 5 points.'],
      ['Pronunciation', '4/5', 'Pronunciation quality 0.82 across 2 words: 4 of 5 points.'],
      ['Oral fluency', '4/5', '110 words per minute, 0 pauses over 0.6 s, 0 hesitations: 4 of 5 points.'],
      ['Final', '11/15', 'Recording: 2 s'],
    ]);
    const answer = within(details).getByRole('region', { name: 'Your answer:' });
    expect([...answer.querySelectorAll('[data-mark]')].filter((word) => !word.closest('ul')).map((word) => `${word.getAttribute('data-mark')}:${word.firstChild?.textContent}`)).toEqual([
      'matched:coral',
      'missed:reefs',
      'matched:occupy',
    ]);
    expect(within(answer).getByText('(not said)')).toBeTruthy();
    const legend = within(answer).getByRole('list', { name: 'Marks in your answer' });
    expect(within(legend).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['word counted', 'word not said']);
    expect(within(details).queryByText('Sample answer:')).toBeNull();
    expect(within(details).queryByText('Real audio:')).toBeNull();
  });

  it('sends a long answer in parts while it is recorded, the rest once it ends, and names them all on submit', async () => {
    microphone.speaking = true;
    const calls = stubSpeechApi();
    renderInApp(<SpeakingScreen question={readAloud()} mode="practice" />);
    await recordReadAloud(25);
    const partsSent = () => calls.filter((call) => call.path === '/api/analysis/recogniseSpeechPart');
    // Two parts of 8-10 s went while the student spoke.
    expect(partsSent()).toHaveLength(2);
    click('Stop');
    await advance(0);
    // The rest went as the recording ended, while the student reviews it.
    expect(partsSent()).toHaveLength(3);
    expect(partsSent()[0]!.body).toMatchObject({ uid: 'SRA-0001', uploadId: UPLOAD_ID });

    fireEvent.click(within(recordedDialog()!).getByRole('button', { name: 'Submit' }));
    await advance(1_200);
    const uploads = calls.filter((call) => call.path === '/api/analysis/createSpeechUpload').map((call) => (call.body as { bytes: number }).bytes);
    const submitted = calls.find((call) => call.path === '/api/analysis/submitSpeech')!.body as { parts: { startSample: number }[] };
    // Each part starts where the one before ended, and the whole recording is uploaded last.
    const partSamples = uploads.slice(0, 3).map((bytes) => (bytes - 44) / 2);
    expect(submitted.parts.map((part) => part.startSample)).toEqual([0, partSamples[0], partSamples[0]! + partSamples[1]!]);
    expect(partSamples[0]! / 16_000).toBeGreaterThanOrEqual(8);
    expect(uploads[3]).toBe(44 + 2 * partSamples.reduce((total, samples) => total + samples, 0));
  });

  it('waits for the player before recording, ends at time up, and offers the real audio when there is no sample answer', async () => {
    stubSpeechApi({ analysis: analysisOf({ max: 13 }) });
    renderInApp(<SpeakingScreen question={repeatSentence()} mode="practice" />);
    click('Start');
    expect(status()).toBe('Listen to the audio. Recording starts when it ends.');
    const question = screen.getByRole('group', { name: 'Audio player: Library' });
    expect((within(question).getByRole('button', { name: 'Play audio' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Record' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent(question.querySelector('audio')!, new Event('ended'));
    await advance(0);
    expect(status()).toBe('Recording: 0:15 left');
    await advance(15_000);
    expect(status()).toBe('Time is up. Recording finished.');
    expect((within(screen.getByRole('group', { name: 'Audio player: Library' })).getByRole('button', { name: 'Play audio' }) as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(within(recordedDialog()!).getByRole('button', { name: 'Submit' }));
    await advance(1_200);
    fireEvent.click(screen.getByRole('button', { name: 'See details' }));
    const details = screen.getByRole('dialog', { name: 'AI Score analysis' });
    const real = within(details).getByRole('region', { name: 'Real audio:' });
    expect(real.querySelector('audio')?.getAttribute('src')).toBe('/api/aws/getAudioFile/SRS-0001');
  });

  it('skips the countdown on Record', async () => {
    renderInApp(<SpeakingScreen question={readAloud()} mode="practice" />);
    click('Start');
    await advance(3_000);
    click('Record');
    await advance(0);
    expect(status()).toBe('Recording: 0:40 left');
  });

  it("stops on 3 s of silence with 'Silence detected', the settings link and the help dialog", async () => {
    microphone.level = 0;
    renderInApp(<SpeakingScreen question={readAloud()} mode="practice" />);
    await recordReadAloud(3);
    expect(status()).toBe('Silence detected');

    const dialog = recordedDialog()!;
    expect(within(dialog).getByText('Silence detected')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Speaking settings' }).getAttribute('href')).toBe('/profile?openSettings=true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'About silence detection' }));
    const help = screen.getByRole('dialog', { name: 'Silence detection feature' }) as HTMLDialogElement;
    expect(within(help).getByRole('link', { name: 'Open Settings' }).getAttribute('href')).toBe('/profile?openSettings=true');
    fireEvent.click(within(help).getByRole('button', { name: 'Cancel' }));
    expect(help.open).toBe(false);

    // Cancel discards the recording: back to Start.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(recordedDialog()).toBeNull();
    expect(status()).toBe('Press Start when you are ready.');
  });

  it("drops the 'Silence detected' alert once the answer's result is shown", async () => {
    stubSpeechApi({ analysis: analysisOf({ max: 15 }) });
    microphone.level = 0;
    renderInApp(<SpeakingScreen question={readAloud()} mode="practice" />);
    await recordReadAloud(3);
    expect(status()).toBe('Silence detected');
    fireEvent.click(within(recordedDialog()!).getByRole('button', { name: 'Submit' }));
    await advance(1_200);
    expect(screen.getByRole('button', { name: 'See details' })).toBeTruthy();
    expect(status()).toBe('Recording stopped after a silence.');
  });

  it('keeps recording through silence when the student switched silence detection off', async () => {
    session.signIn({ token: 'token', user: studentOf({ stepsDone: ['should_auto_silence_off'] }) });
    microphone.level = 0;
    renderInApp(<SpeakingScreen question={readAloud()} mode="practice" />);
    expect(screen.getByText('You have 15 Ai speaking credits left.')).toBeTruthy();
    await recordReadAloud(10);
    expect(status()).toBe('Recording: 0:30 left');
  });

  it("opens 'Microphone permission denied' when the browser refuses the microphone", async () => {
    microphone.refuse = 'denied';
    renderInApp(<SpeakingScreen question={readAloud()} mode="practice" />);
    await recordReadAloud(0);
    expect(status()).toBe('Microphone permission denied');
    const dialog = screen.getByRole('dialog', { name: 'Microphone permission denied' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'I understand' })).toBeTruthy();
  });

  it('says what is wrong with a microphone that cannot start, and tries again', async () => {
    microphone.refuse = 'no-device';
    renderInApp(<SpeakingScreen question={readAloud()} mode="practice" />);
    await recordReadAloud(0);
    expect(screen.getAllByText('No microphone found').length).toBeGreaterThan(0);
    click('Try again');
    expect(status()).toBe('Press Start when you are ready.');
  });

  it("blocks recording with 'No Ai credit left' and 'Get more credits' when no credit is left", () => {
    localStorage.setItem(VISITOR_CREDITS_USED_KEY, '10');
    renderInApp(<SpeakingScreen question={readAloud()} mode="practice" />);
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    expect(screen.getByText('No Ai credit left')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get more credits' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByText('You have no free Ai credit left. Create an account to get more credits.')).toBeTruthy();
  });

  it("shows 'Error 2: Contact team' in the review when the upload fails, and sends again on Submit", async () => {
    const calls = stubSpeechApi({ upload: 500 });
    renderInApp(<SpeakingScreen question={readAloud()} mode="practice" />);
    await recordReadAloud(2);
    click('Stop');
    await advance(0);
    fireEvent.click(within(recordedDialog()!).getByRole('button', { name: 'Submit' }));
    await advance(0);

    const dialog = recordedDialog()!;
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(within(dialog).getByRole('alert').textContent).toBe('Error 2: Contact team');
    expect(calls.some((call) => call.path === '/api/analysis/submitSpeech')).toBe(false);
    expect(screen.getByText('You have 10 free Ai speaking credit left.')).toBeTruthy();

    stubSpeechApi();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await advance(1_200);
    expect(recordedDialog()).toBeNull();
    expect(screen.getByRole('region', { name: 'AI score' })).toBeTruthy();
  });

  it("shows the server's credit message when the submission is refused, and then blocks recording", async () => {
    const message = 'You have no free Ai credit left. Create an account to get more credits.';
    stubApi({
      '/api/analysis/createSpeechUpload': () => ({ body: { uploadId: UPLOAD_ID, url: 'http://localhost/uploads/recording.wav', headers: {}, expiresAt: 1 } }),
      '/uploads/recording.wav': () => ({}),
      '/api/analysis/submitSpeech': () => refusal(403, message),
    });
    renderInApp(<SpeakingScreen question={readAloud()} mode="practice" />);
    await recordReadAloud(2);
    click('Stop');
    await advance(0);
    fireEvent.click(within(recordedDialog()!).getByRole('button', { name: 'Submit' }));
    await advance(0);
    expect(within(recordedDialog()!).getByRole('alert').textContent).toBe(message);
    fireEvent.click(within(recordedDialog()!).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('No Ai credit left')).toBeTruthy();
  });

  it("shows the server's message when the analysis failed for good, and counts the credit given back", async () => {
    const message = 'We could not score this answer. Your credit has been given back; try again.';
    stubSpeechApi({ polls: 0, failure: message });
    renderInApp(<SpeakingScreen question={readAloud()} mode="practice" />);
    await recordReadAloud(2);
    click('Stop');
    await advance(0);
    fireEvent.click(within(recordedDialog()!).getByRole('button', { name: 'Submit' }));
    await advance(1_000);
    expect(within(recordedDialog()!).getByRole('alert').textContent).toBe(message);
    expect(screen.getByText('You have 10 free Ai speaking credit left.')).toBeTruthy();
  });

  it("reads well for an empty answer: 'nothing recorded' and every score 0", async () => {
    stubSpeechApi({
      analysis: analysisOf({
        score: 0,
        successful: false,
        transcript: '',
        traits: ['Content', 'Pronunciation', 'Oral fluency'].map((name) => ({ name, score: 0, max: 5, comment: 'nothing recorded', evidence: { kind: 'note', text: 'nothing recorded' } })),
      }),
    });
    renderInApp(<SpeakingScreen question={readAloud()} mode="practice" />);
    await recordReadAloud(2);
    click('Stop');
    await advance(0);
    fireEvent.click(within(recordedDialog()!).getByRole('button', { name: 'Submit' }));
    await advance(1_200);
    const result = screen.getByRole('region', { name: 'AI score' });
    expect(within(result).getByText('nothing recorded')).toBeTruthy();
    expect(within(result).getByLabelText('Score 0 out of 15')).toBeTruthy();
    fireEvent.click(within(result).getByRole('button', { name: 'See details' }));
    const answer = within(screen.getByRole('dialog', { name: 'AI Score analysis' })).getByRole('region', { name: 'Your answer:' });
    expect(answer.textContent).toBe('Your answer:nothing recorded');
  });

  it('starts afresh on a new question, dropping the microphone', async () => {
    const { rerender } = renderInApp(<SpeakingScreen question={readAloud()} mode="practice" />);
    await recordReadAloud(1);
    expect(status()).toBe('Recording: 0:39 left');
    rerender(
      <ThemeProvider>
        <MemoryRouter>
          <SpeakingScreen question={readAloud({ uid: 'SRA-0002', topic: 'Another text.' })} mode="practice" />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(status()).toBe('Press Start when you are ready.');
    expect(microphone.captures[0]?.cancelled).toBe(true);
    await advance(5_000);
    expect(status()).toBe('Press Start when you are ready.');
  });

  it('waits 4 s in quick mock mode and cuts the question audio to 5 s in super quick mode, on a developer host', async () => {
    setDevMode('quickMock', true);
    setDevMode('superQuick', true);
    const { unmount } = renderInApp(<SpeakingScreen question={readAloud()} mode="practice" />);
    expect(screen.getByText('Developer modes')).toBeTruthy();
    click('Start');
    expect(status()).toBe('Starts in 4');
    unmount();

    renderInApp(<SpeakingScreen question={repeatSentence()} mode="practice" />);
    click('Start');
    await advance(4_000);
    expect(status()).toBe('Listen to the audio. Recording starts when it ends.');
    await advance(1_000);
    await advance(0);
    expect(status()).toBe('Recording: 0:15 left');
  });

  it('checks the microphone before the first speaking item of the visit, then offers Start', () => {
    resetMicrophoneChecked();
    renderInApp(<SpeakingScreen question={readAloud()} mode="practice" />);
    expect(screen.getByRole('heading', { name: 'Check your microphone' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    act(() => markMicrophoneChecked());
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
  });

  it('runs at once in a mock test, with no blur, no review and no result, and hands the recording over', async () => {
    const calls = stubSpeechApi();
    const onRecorded = vi.fn();
    renderInApp(<SpeakingScreen question={readAloud()} mode="mock" onRecorded={onRecorded} />);
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Question' })).toBeTruthy();
    expect(status()).toBe('Starts in 40');
    // Each step lets React apply the phase the previous one reached (a new timer starts with it).
    await advance(40_000);
    await advance(2_000);
    click('Submit');
    await advance(100);
    expect(recordedDialog()).toBeNull();
    expect(onRecorded).toHaveBeenCalledTimes(1);
    expect(onRecorded.mock.calls[0]![0].wav).toBeInstanceOf(Uint8Array);
    // The mock test uploads and saves it with its own calls: no AI scoring is asked for here.
    expect(calls.some((call) => call.path === '/api/analysis/createSpeechUpload' || call.path === '/api/analysis/submitSpeech')).toBe(false);
    expect(screen.queryByRole('region', { name: 'AI score' })).toBeNull();
  });
});
