// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MicrophoneError, microphoneProblemOf, startCapture } from '@frontend/components/recorder/capture/capture';
import type { MicrophoneProblem } from '@frontend/components/recorder/capture/capture';

// Stand-ins for the browser's media and Web Audio objects: enough of each for startCapture.

class FakeTrack extends EventTarget {
  stopped = false;
  constructor(readonly kind: 'audio' | 'video' = 'audio') {
    super();
  }
  stop() {
    this.stopped = true;
  }
}

class FakeStream {
  constructor(readonly tracks: FakeTrack[]) {}
  getTracks() {
    return this.tracks;
  }
  getAudioTracks() {
    return this.tracks.filter((track) => track.kind === 'audio');
  }
}

class FakeNode {
  connected: unknown[] = [];
  disconnected = false;
  connect<T>(next: T): T {
    this.connected.push(next);
    return next;
  }
  disconnect() {
    this.disconnected = true;
  }
}

class FakeAudioContext {
  static instances: FakeAudioContext[] = [];
  /** Rates the fake browser refuses for a MediaStreamSource, as older Firefox does with 16 kHz. */
  static refusedSourceRates: number[] = [];
  static failModule = false;
  /** false: the context starts suspended and resume() does nothing, as without a user gesture. */
  static autoplayAllowed = true;
  readonly sampleRate: number;
  state: AudioContextState = FakeAudioContext.autoplayAllowed ? 'running' : 'suspended';
  resumeCalls = 0;
  readonly destination = new FakeNode();
  readonly modules: string[] = [];
  readonly audioWorklet = {
    addModule: async (url: string) => {
      if (FakeAudioContext.failModule) throw new DOMException('Unable to load a worklet', 'AbortError');
      this.modules.push(url);
    },
  };
  constructor(options?: AudioContextOptions) {
    this.sampleRate = options?.sampleRate ?? 48_000;
    FakeAudioContext.instances.push(this);
  }
  createMediaStreamSource() {
    if (FakeAudioContext.refusedSourceRates.includes(this.sampleRate)) throw new DOMException('different sample-rate', 'NotSupportedError');
    return new FakeNode();
  }
  createGain() {
    return Object.assign(new FakeNode(), { gain: { value: 1 } });
  }
  resume() {
    this.resumeCalls += 1;
    if (FakeAudioContext.autoplayAllowed) this.state = 'running';
    return Promise.resolve();
  }
  close() {
    this.state = 'closed';
    return Promise.resolve();
  }
}

class FakeWorkletNode extends FakeNode {
  static last: FakeWorkletNode | undefined;
  /** Blocks the fake processor still holds, handed over on 'flush'. */
  pending: Float32Array[] = [];
  readonly port = {
    onmessage: null as ((event: { data: unknown }) => void) | null,
    postMessage: (message: unknown) => {
      if (message !== 'flush') return;
      queueMicrotask(() => {
        this.pending.splice(0).forEach((block) => this.post(block));
        this.post('flushed');
      });
    },
  };
  constructor(
    readonly context: FakeAudioContext,
    readonly name: string,
    readonly options: AudioWorkletNodeOptions,
  ) {
    super();
    FakeWorkletNode.last = this;
  }
  post(data: unknown) {
    this.port.onmessage?.({ data });
  }
}

const audioDevices = [{ kind: 'audioinput' }, { kind: 'audiooutput' }] as MediaDeviceInfo[];

function installMedia({ getUserMedia, devices = audioDevices }: { getUserMedia?: () => Promise<unknown>; devices?: MediaDeviceInfo[] } = {}) {
  const track = new FakeTrack();
  const media = {
    getUserMedia: vi.fn(getUserMedia ?? (() => Promise.resolve(new FakeStream([track])))),
    enumerateDevices: vi.fn(() => Promise.resolve(devices)),
  };
  Object.defineProperty(navigator, 'mediaDevices', { value: media, configurable: true });
  return { media, track };
}

const domError = (name: string) => new DOMException('refused', name);

async function problemOf(promise: Promise<unknown>): Promise<MicrophoneProblem | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(MicrophoneError);
    return (error as MicrophoneError).problem;
  }
}

beforeEach(() => {
  FakeAudioContext.instances = [];
  FakeAudioContext.refusedSourceRates = [];
  FakeAudioContext.failModule = false;
  FakeAudioContext.autoplayAllowed = true;
  FakeWorkletNode.last = undefined;
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('AudioWorkletNode', FakeWorkletNode);
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('microphoneProblemOf', () => {
  it.each([
    ['NotAllowedError', 'denied'],
    ['PermissionDeniedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'no-device'],
    ['DevicesNotFoundError', 'no-device'],
    ['OverconstrainedError', 'no-device'],
    ['NotReadableError', 'no-device'],
    ['AbortError', 'no-device'],
    ['TypeError', 'unsupported'],
    ['NotSupportedError', 'unsupported'],
    ['SomethingNewError', 'no-device'],
  ] as const)('maps %s to %s', (name, problem) => {
    expect(microphoneProblemOf(domError(name))).toBe(problem);
  });

  it('reads non-DOMException errors by name too (Chrome’s OverconstrainedError is its own class)', () => {
    expect(microphoneProblemOf({ name: 'OverconstrainedError', constraint: 'deviceId' })).toBe('no-device');
    expect(microphoneProblemOf(new TypeError('no audio'))).toBe('unsupported');
    expect(microphoneProblemOf(undefined)).toBe('no-device');
  });
});

describe('startCapture', () => {
  it("rejects with 'insecure' on a page that is not secure, before asking", async () => {
    const { media } = installMedia();
    Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
    expect(await problemOf(startCapture())).toBe('insecure');
    expect(media.getUserMedia).not.toHaveBeenCalled();
  });

  it.each([
    ['no navigator.mediaDevices', () => Reflect.deleteProperty(navigator, 'mediaDevices')],
    ['no AudioWorklet', () => vi.stubGlobal('AudioWorkletNode', undefined)],
    ['no AudioContext', () => vi.stubGlobal('AudioContext', undefined)],
  ])("rejects with 'unsupported' when the browser has %s, before asking", async (_, remove) => {
    const { media } = installMedia();
    remove();
    expect(await problemOf(startCapture())).toBe('unsupported');
    expect(media.getUserMedia).not.toHaveBeenCalled();
  });

  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'no-device'],
    ['OverconstrainedError', 'no-device'],
  ] as const)('maps a getUserMedia %s to %s and keeps it as the cause', async (name, problem) => {
    const refusal = domError(name);
    installMedia({ getUserMedia: () => Promise.reject(refusal) });
    const error = await startCapture().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MicrophoneError);
    expect((error as MicrophoneError).problem).toBe(problem);
    expect((error as MicrophoneError).cause).toBe(refusal);
    expect((error as MicrophoneError).name).toBe('MicrophoneError');
  });

  it("rejects with 'no-device' without asking when the device list has no microphone", async () => {
    const { media } = installMedia({ devices: [{ kind: 'audiooutput' }, { kind: 'videoinput' }] as MediaDeviceInfo[] });
    expect(await problemOf(startCapture())).toBe('no-device');
    expect(media.getUserMedia).not.toHaveBeenCalled();
  });

  it('asks anyway when the device list is empty, as some browsers keep it before permission', async () => {
    const { media } = installMedia({ devices: [] });
    const capture = await startCapture();
    expect(media.getUserMedia).toHaveBeenCalledWith({ audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false } });
    capture.cancel();
  });

  it("rejects with 'unsupported' and releases the microphone when the worklet cannot load", async () => {
    const { track } = installMedia();
    FakeAudioContext.failModule = true;
    expect(await problemOf(startCapture())).toBe('unsupported');
    expect(track.stopped).toBe(true);
    expect(FakeAudioContext.instances.every((context) => context.state === 'closed')).toBe(true);
  });

  it('captures at 16 kHz through the worklet: level of the latest block, seconds, and the samples on stop', async () => {
    const { track } = installMedia();
    const capture = await startCapture();
    const context = FakeAudioContext.instances[0]!;
    const node = FakeWorkletNode.last!;
    expect(context.sampleRate).toBe(16_000);
    expect(context.modules).toHaveLength(1);
    expect(node.name).toBe('pcm-capture');
    expect(node.options).toMatchObject({ channelCount: 1, channelCountMode: 'explicit', processorOptions: { blockSamples: 800 } });

    node.post(new Float32Array(800).fill(0.5));
    node.post(new Float32Array(800).fill(0.1));
    expect(capture.level()).toBeCloseTo(0.1, 6);
    expect(capture.seconds()).toBeCloseTo(0.1, 6);

    node.pending.push(new Float32Array(160).fill(-0.25));
    const samples = await capture.stop();
    expect(samples.length).toBe(1_760);
    expect([samples[0], samples[800], samples[1_759]]).toEqual([0.5, Math.fround(0.1), -0.25]);
    expect(track.stopped).toBe(true);
    expect(context.state).toBe('closed');
    expect(capture.level()).toBe(0);
    expect(await capture.stop()).toBe(samples);
  });

  it('hands out what was captured since the last drain, and stop() still gives the whole recording in order', async () => {
    installMedia();
    FakeAudioContext.refusedSourceRates = [16_000];
    const capture = await startCapture();
    const node = FakeWorkletNode.last!;
    node.post(new Float32Array(48_000).fill(0.2));
    const first = capture.drain();
    expect(first.length).toBe(16_000);
    expect(capture.drain().length).toBe(0);
    node.post(new Float32Array(24_000).fill(-0.4));
    const second = capture.drain();
    node.post(new Float32Array(4_800).fill(0.1));
    const samples = await capture.stop();
    expect(samples.length).toBe(16_000 + 8_000 + 1_600);
    // Each drained stretch is in the recording exactly as it was handed out (resampled once).
    expect(samples.subarray(0, 16_000)).toEqual(first);
    expect(samples.subarray(16_000, 24_000)).toEqual(second);
    expect(samples[25_000]).toBeCloseTo(0.1, 3);
  });

  it('drops the level to silence when the microphone is unplugged', async () => {
    const { track } = installMedia();
    const capture = await startCapture();
    FakeWorkletNode.last!.post(new Float32Array(800).fill(0.3));
    track.dispatchEvent(new Event('ended'));
    expect(capture.level()).toBe(0);
    capture.cancel();
  });

  it('falls back to the device rate when 16 kHz is refused, and resamples to 16 kHz on stop', async () => {
    installMedia();
    FakeAudioContext.refusedSourceRates = [16_000];
    const capture = await startCapture();
    const [refused, native] = FakeAudioContext.instances;
    expect(refused!.state).toBe('closed');
    expect(native!.sampleRate).toBe(48_000);
    expect(FakeWorkletNode.last!.options.processorOptions).toEqual({ blockSamples: 2_400 });
    FakeWorkletNode.last!.post(new Float32Array(48_000).fill(0.2));
    expect(capture.seconds()).toBeCloseTo(1, 6);
    const samples = await capture.stop();
    expect(samples.length).toBe(16_000);
    expect(samples[8_000]).toBeCloseTo(0.2, 4);
  });

  it('keeps no samples for a meter, and cancel() releases everything and discards', async () => {
    const { track } = installMedia();
    const meter = await startCapture({ keepAudio: false });
    FakeWorkletNode.last!.post(new Float32Array(800).fill(0.2));
    expect(meter.level()).toBeCloseTo(0.2, 6);
    expect((await meter.stop()).length).toBe(0);

    const capture = await startCapture();
    FakeWorkletNode.last!.post(new Float32Array(800).fill(0.2));
    capture.cancel();
    expect(track.stopped).toBe(true);
    expect(FakeAudioContext.instances.at(-1)!.state).toBe('closed');
    expect((await capture.stop()).length).toBe(0);
  });

  it('resumes a context that autoplay rules kept suspended at the next click, once', async () => {
    installMedia();
    FakeAudioContext.autoplayAllowed = false;
    const capture = await startCapture();
    const context = FakeAudioContext.instances[0]!;
    expect(context.resumeCalls).toBe(1);
    expect(context.state).toBe('suspended');
    document.dispatchEvent(new Event('pointerdown'));
    expect(context.resumeCalls).toBe(2);
    document.dispatchEvent(new Event('keydown'));
    expect(context.resumeCalls).toBe(2);
    capture.cancel();
  });
});
