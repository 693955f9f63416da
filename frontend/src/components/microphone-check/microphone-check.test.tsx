import { ThemeProvider } from '@aws-amplify/ui-react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { readWavInfo } from '@shared/audio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MicrophoneError, startCapture } from '@frontend/components/recorder/capture/capture';
import type { Capture, MicrophoneProblem } from '@frontend/components/recorder/capture/capture';
import { MicrophoneCheck } from '@frontend/components/microphone-check/microphone-check';
import { MICROPHONE_CHECKED_STORAGE_KEY, resetMicrophoneChecked, useMicrophoneChecked } from '@frontend/components/microphone-check/microphone-checked';

vi.mock('@frontend/components/recorder/capture/capture', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  startCapture: vi.fn(),
}));

const start = vi.mocked(startCapture);

interface FakeCapture extends Capture {
  currentLevel: number;
  stop: ReturnType<typeof vi.fn<() => Promise<Float32Array>>>;
  cancel: ReturnType<typeof vi.fn<() => void>>;
}

/** A capture whose level the test sets and whose stop() gives `samples` (3 s at 16 kHz by default). */
function fakeCapture(samples = new Float32Array(48_000)): FakeCapture {
  const capture: FakeCapture = {
    currentLevel: 0,
    level: () => capture.currentLevel,
    seconds: () => 0,
    drain: () => new Float32Array(0),
    stop: vi.fn(() => Promise.resolve(samples)),
    cancel: vi.fn(),
  };
  return capture;
}

/** Three seconds with one spoken-level second in the middle. */
const speech = () => Float32Array.from({ length: 48_000 }, (_, index) => (index >= 16_000 && index < 32_000 ? 0.1 * Math.sin(index / 3) : 0));

const blobs: Blob[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  start.mockReset();
  blobs.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:test-${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  resetMicrophoneChecked();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const renderCheck = (onReady = vi.fn()) =>
  render(
    <ThemeProvider>
      <MicrophoneCheck onReady={onReady} />
    </ThemeProvider>,
  );

/** Lets pending promises settle and timers run, inside act. */
const advance = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

const meter = () => screen.getByRole('meter', { name: 'Microphone level' });
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('MicrophoneCheck', () => {
  it("opens 'Check your microphone' with a meter that follows the level", async () => {
    const live = fakeCapture();
    start.mockResolvedValueOnce(live);
    renderCheck();
    expect(screen.getByRole('region', { name: 'Check your microphone' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Allow the microphone when your browser asks.');
    expect(button('My microphone works').disabled).toBe(true);
    await advance();
    expect(start).toHaveBeenCalledWith({ keepAudio: false });
    expect(button('My microphone works').disabled).toBe(false);

    live.currentLevel = 0.1;
    await advance(100);
    expect(meter().getAttribute('aria-valuenow')).toBe('67');
    expect(meter().getAttribute('aria-valuemin')).toBe('0');
    expect(meter().getAttribute('aria-valuemax')).toBe('100');
    expect(meter().getAttribute('aria-valuetext')).toBe('67%, sound heard');

    live.currentLevel = 0.002;
    await advance(100);
    expect(meter().getAttribute('aria-valuetext')).toBe('10%, silence');
  });

  it("'Record a test' records 3 s and plays them back as a 16 kHz WAV, then the meter carries on", async () => {
    const first = fakeCapture();
    const test = fakeCapture(speech());
    const after = fakeCapture();
    start.mockResolvedValueOnce(first).mockResolvedValueOnce(test).mockResolvedValueOnce(after);
    const { container } = renderCheck();
    await advance();

    fireEvent.click(button('Record a test'));
    await advance();
    expect(first.cancel).toHaveBeenCalled();
    expect(start).toHaveBeenLastCalledWith();
    expect(screen.getByRole('status').textContent).toBe('Recording… speak now (3 s)');
    await advance(1_000);
    expect(screen.getByRole('status').textContent).toBe('Recording… speak now (2 s)');
    expect(test.stop).not.toHaveBeenCalled();

    await advance(2_000);
    expect(test.stop).toHaveBeenCalledTimes(1);
    const audio = container.querySelector('audio')!;
    expect(audio.getAttribute('src')).toBe('blob:test-1');
    expect(audio.getAttribute('aria-label')).toBe('Your test recording');
    expect(audio.hasAttribute('autoplay')).toBe(true);
    expect(blobs[0]!.type).toBe('audio/wav');
    const wav = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect(readWavInfo(wav)).toMatchObject({ sampleRate: 16_000, channels: 1, duration: 3 });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(start).toHaveBeenLastCalledWith({ keepAudio: false });
    expect(button('Record again')).toBeTruthy();
  });

  it('says when the test heard nothing at all', async () => {
    start.mockResolvedValueOnce(fakeCapture()).mockResolvedValueOnce(fakeCapture(new Float32Array(48_000))).mockResolvedValueOnce(fakeCapture());
    renderCheck();
    await advance();
    fireEvent.click(button('Record a test'));
    await advance(3_000);
    expect(screen.getByRole('alert').textContent).toBe('We heard nothing in your test. Check that the right microphone is chosen and not muted, then record again.');
  });

  it("'My microphone works' releases the microphone, remembers the check for the visit and calls onReady", async () => {
    const live = fakeCapture();
    start.mockResolvedValueOnce(live);
    const onReady = vi.fn();
    let checked: boolean | undefined;
    function Probe() {
      checked = useMicrophoneChecked();
      return null;
    }
    render(<Probe />);
    renderCheck(onReady);
    await advance();
    expect(checked).toBe(false);
    fireEvent.click(button('My microphone works'));
    expect(live.cancel).toHaveBeenCalled();
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(MICROPHONE_CHECKED_STORAGE_KEY)).toBe('true');
    expect(checked).toBe(true);
  });

  it('lets go of a microphone that opens after it has gone', async () => {
    const late = fakeCapture();
    let resolve: (capture: Capture) => void = () => undefined;
    start.mockReturnValueOnce(new Promise((done) => (resolve = done)));
    const { unmount } = renderCheck();
    unmount();
    resolve(late);
    await advance();
    expect(late.cancel).toHaveBeenCalled();
  });

  it.each([
    ['no-device', 'No microphone found', 'no other app, such as a video call, is using it;'],
    ['insecure', 'The microphone needs a secure connection', 'Browsers allow the microphone only on pages opened over https (or on localhost).'],
    ['unsupported', 'Your browser cannot record here', 'Recording needs a current version of Chrome, Edge, Firefox or Safari.'],
  ] as const)("explains '%s': %s", async (problem: MicrophoneProblem, title, detail) => {
    start.mockRejectedValueOnce(new MicrophoneError(problem));
    renderCheck();
    await advance();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe(title);
    expect(alert.textContent).toContain(detail);
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("tries again after 'No microphone found'", async () => {
    start.mockRejectedValueOnce(new MicrophoneError('no-device')).mockResolvedValueOnce(fakeCapture());
    renderCheck();
    await advance();
    fireEvent.click(button('Try again'));
    await advance();
    expect(start).toHaveBeenCalledTimes(2);
    expect(meter()).toBeTruthy();
  });

  it("opens 'Microphone permission denied' when permission is refused, and reopens it from the panel", async () => {
    start.mockRejectedValueOnce(new MicrophoneError('denied'));
    renderCheck();
    await advance();
    const dialog = screen.getByRole('dialog', { name: 'Microphone permission denied' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    act(() => dialog.close());
    expect(dialog.open).toBe(false);
    fireEvent.click(button('How to allow the microphone'));
    expect(dialog.open).toBe(true);
  });

  it('treats an unexpected failure as an unsupported browser', async () => {
    start.mockRejectedValueOnce(new Error('boom'));
    renderCheck();
    await advance();
    expect(within(screen.getByRole('alert')).getByRole('heading').textContent).toBe('Your browser cannot record here');
  });
});
