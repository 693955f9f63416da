// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BROWSER_RECOGNITION_STOP_TIMEOUT_MS, startBrowserRecognition } from '@frontend/components/recorder/capture/browser-recognition';

/** A stand-in for Chrome's webkitSpeechRecognition that the test drives. */
class FakeRecognition {
  static last: FakeRecognition | undefined;
  static refuseStart = false;
  lang = '';
  continuous = false;
  interimResults = true;
  maxAlternatives = 0;
  onresult: ((event: { resultIndex: number; results: unknown }) => void) | null = null;
  onerror: ((event: { error?: string }) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  /** false: stop() never leads to 'end', as a hung recognizer. */
  endsOnStop = true;
  aborted = false;
  private results: { isFinal: boolean; 0: { transcript: string; confidence: number }; length: 1 }[] = [];

  constructor() {
    FakeRecognition.last = this;
  }
  start() {
    if (FakeRecognition.refuseStart) throw new DOMException('already started', 'InvalidStateError');
    this.started = true;
  }
  stop() {
    if (this.endsOnStop) queueMicrotask(() => this.onend?.());
  }
  abort() {
    this.aborted = true;
  }
  say(transcript: string, confidence: number, isFinal = true) {
    this.results.push({ isFinal, 0: { transcript, confidence }, length: 1 });
    this.onresult?.({ resultIndex: this.results.length - 1, results: this.results });
  }
}

beforeEach(() => {
  FakeRecognition.last = undefined;
  FakeRecognition.refuseStart = false;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('startBrowserRecognition', () => {
  it('is undefined in a browser without speech recognition', () => {
    expect(startBrowserRecognition()).toBeUndefined();
  });

  it('listens in en-US, continuously, final results only, and joins the phrases on stop', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const recognition = startBrowserRecognition()!;
    const fake = FakeRecognition.last!;
    expect(fake).toMatchObject({ lang: 'en-US', continuous: true, interimResults: false, started: true });
    fake.say('my name is', 0.9);
    fake.say('john and', 0.5, false);
    fake.say(' john and i live in london ', 0.7);
    expect(await recognition.stop()).toEqual({ text: 'my name is john and i live in london', confidence: 0.8 });
    expect(await recognition.stop()).toEqual({ text: 'my name is john and i live in london', confidence: 0.8 });
  });

  it('prefers the unprefixed SpeechRecognition', () => {
    class Unprefixed extends FakeRecognition {}
    vi.stubGlobal('SpeechRecognition', Unprefixed);
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    startBrowserRecognition();
    expect(FakeRecognition.last).toBeInstanceOf(Unprefixed);
  });

  it.each([
    [
      'an error (no network, no permission)',
      (fake: FakeRecognition) => {
        fake.say('hello', 0.9);
        fake.onerror?.({ error: 'network' });
      },
    ],
    ['nothing recognized', () => undefined],
  ])('resolves undefined after %s', async (_, happen) => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const recognition = startBrowserRecognition()!;
    happen(FakeRecognition.last!);
    expect(await recognition.stop()).toBeUndefined();
  });

  it('is undefined when the browser refuses to start it', () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    FakeRecognition.refuseStart = true;
    expect(startBrowserRecognition()).toBeUndefined();
  });

  it('gives up waiting for a recognizer that never ends, keeping what it heard', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const recognition = startBrowserRecognition()!;
    const fake = FakeRecognition.last!;
    fake.endsOnStop = false;
    fake.say('hello', 0.6);
    const result = recognition.stop();
    await vi.advanceTimersByTimeAsync(BROWSER_RECOGNITION_STOP_TIMEOUT_MS);
    expect(await result).toEqual({ text: 'hello', confidence: 0.6 });
    expect(fake.aborted).toBe(true);
  });

  it('resolves at once when the recognizer had already ended by itself', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const recognition = startBrowserRecognition()!;
    const fake = FakeRecognition.last!;
    fake.say('hello', 0.6);
    fake.endsOnStop = false;
    fake.onend?.();
    expect(await recognition.stop()).toEqual({ text: 'hello', confidence: 0.6 });
  });
});
