import { recordingSampleRate } from '@shared/audio';
import { PCM_BLOCK_SECONDS, PCM_CAPTURE_PROCESSOR } from '@frontend/components/recorder/capture/pcm-capture-protocol';
import type { PcmCaptureCommand, PcmCaptureMessage, PcmCaptureOptions } from '@frontend/components/recorder/capture/pcm-capture-protocol';
// Vite builds the processor as a JS asset of its own and gives its URL, which addModule loads.
import workletUrl from '@frontend/components/recorder/capture/pcm-capture.worklet.ts?worker&url';
import { resample } from '@frontend/components/recorder/capture/resample';
import { rms } from '@frontend/components/recorder/capture/silence';

/** Why the microphone cannot be used; the microphone check has a message for each. */
export type MicrophoneProblem = 'denied' | 'no-device' | 'insecure' | 'unsupported';

/** The one error startCapture rejects with; `cause` holds the browser's error when there was one. */
export class MicrophoneError extends Error {
  readonly problem: MicrophoneProblem;

  constructor(problem: MicrophoneProblem, options?: { cause?: unknown }) {
    super(`The microphone cannot be used: ${problem}`, options);
    this.name = 'MicrophoneError';
    this.problem = problem;
  }
}

export interface Capture {
  /** RMS level of the latest audio (about the last 50 ms), 0-1, for meters and silence detection. */
  level(): number;
  /** Seconds captured so far. */
  seconds(): number;
  /**
   * The 16 kHz samples captured since the last drain (parts of an answer sent while it is
   * recorded). stop() still resolves with every sample, drained or not, in order: the drained
   * stretches exactly as they were handed out.
   */
  drain(): Float32Array;
  /** Stops the microphone (all tracks, the AudioContext) and resolves with the 16 kHz mono samples. */
  stop(): Promise<Float32Array>;
  /** Stops and discards. */
  cancel(): void;
}

export interface CaptureOptions {
  /**
   * false for a level meter only: no samples are kept, so an open meter does not grow in
   * memory, and stop() resolves an empty array. Default true.
   */
  keepAudio?: boolean;
}

/** The processing the measured recipe turns off: the scorer wants the voice as it was spoken. */
export const MICROPHONE_CONSTRAINTS: MediaStreamConstraints = {
  audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false },
};

/** How long stop() waits for the worklet to hand over its last partial block. */
const FLUSH_TIMEOUT_MS = 200;

/**
 * The problem behind a getUserMedia rejection, read from the error's name (the legacy Chrome
 * names too). A microphone that exists but cannot start (NotReadableError: another app holds
 * it, or the system blocks it; AbortError) is reported as 'no-device', whose message lists
 * those checks; so is any error not known here.
 */
export function microphoneProblemOf(error: unknown): MicrophoneProblem {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'TypeError':
    case 'NotSupportedError':
      return 'unsupported';
    default:
      // NotFoundError, DevicesNotFoundError, OverconstrainedError, NotReadableError, AbortError.
      return 'no-device';
  }
}

/**
 * Whether the browser says there is no microphone at all. Before permission a browser lists at
 * most one device of each kind, or none: only a list with other devices but no audio input is
 * trusted, and an empty one means "unknown, ask".
 */
async function lacksMicrophone(media: MediaDevices): Promise<boolean> {
  if (typeof media.enumerateDevices !== 'function') return false;
  try {
    const devices = await media.enumerateDevices();
    return devices.length > 0 && !devices.some((device) => device.kind === 'audioinput');
  } catch {
    return false;
  }
}

function concat(blocks: readonly Float32Array[]): Float32Array {
  const joined = new Float32Array(blocks.reduce((total, block) => total + block.length, 0));
  let offset = 0;
  for (const block of blocks) {
    joined.set(block, offset);
    offset += block.length;
  }
  return joined;
}

/**
 * A 16 kHz context where the browser allows it. Otherwise (older Firefox refuses a
 * MediaStreamSource whose rate differs from the device's) a context at the device's rate,
 * and stop() resamples to 16 kHz.
 */
function connectSource(stream: MediaStream): { context: AudioContext; source: MediaStreamAudioSourceNode } {
  let context: AudioContext | undefined;
  try {
    context = new AudioContext({ sampleRate: recordingSampleRate });
    return { context, source: context.createMediaStreamSource(stream) };
  } catch {
    void context?.close().catch(() => undefined);
  }
  const native = new AudioContext();
  try {
    return { context: native, source: native.createMediaStreamSource(stream) };
  } catch (error) {
    void native.close().catch(() => undefined);
    throw error;
  }
}

/**
 * A context created outside a user gesture starts suspended (autoplay rules); it resumes at the
 * next click or key press on the page. Returns a function that removes the listeners.
 */
function resumeOnGesture(context: AudioContext): () => void {
  const resume = () => {
    void context.resume().catch(() => undefined);
    remove();
  };
  const remove = () => {
    document.removeEventListener('pointerdown', resume, true);
    document.removeEventListener('keydown', resume, true);
  };
  void context.resume().catch(() => undefined);
  if (context.state !== 'suspended') return () => undefined;
  document.addEventListener('pointerdown', resume, true);
  document.addEventListener('keydown', resume, true);
  return remove;
}

async function openGraph(stream: MediaStream, keepAudio: boolean): Promise<Capture> {
  const { context, source } = connectSource(stream);
  try {
    await context.audioWorklet.addModule(workletUrl);
  } catch (error) {
    void context.close().catch(() => undefined);
    throw error;
  }
  const processorOptions: PcmCaptureOptions = { blockSamples: Math.round(context.sampleRate * PCM_BLOCK_SECONDS) };
  // channelCount 1 / 'explicit': the browser mixes a stereo device down before the processor.
  const node = new AudioWorkletNode(context, PCM_CAPTURE_PROCESSOR, {
    numberOfInputs: 1,
    numberOfOutputs: 1,
    outputChannelCount: [1],
    channelCount: 1,
    channelCountMode: 'explicit',
    channelInterpretation: 'speakers',
    processorOptions,
  });
  // A node is only processed while it leads to the destination; the zero gain keeps the
  // student from hearing themselves.
  const mute = context.createGain();
  mute.gain.value = 0;
  source.connect(node).connect(mute).connect(context.destination);

  const blocks: Float32Array[] = [];
  let captured = 0;
  let latestLevel = 0;
  let onFlushed: (() => void) | undefined;
  node.port.onmessage = (event: MessageEvent<PcmCaptureMessage>) => {
    const { data } = event;
    if (data === 'flushed') {
      onFlushed?.();
      return;
    }
    captured += data.length;
    latestLevel = rms(data);
    if (keepAudio) blocks.push(data);
  };

  // An unplugged microphone ends its track: the level drops to silence instead of freezing
  // on the last word, so the meter and the silence stop see it.
  const tracks = stream.getTracks();
  const onTrackEnded = () => {
    latestLevel = 0;
  };
  tracks.forEach((track) => track.addEventListener('ended', onTrackEnded));
  const removeGestureListeners = resumeOnGesture(context);

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    removeGestureListeners();
    node.port.onmessage = null;
    tracks.forEach((track) => {
      track.removeEventListener('ended', onTrackEnded);
      track.stop();
    });
    source.disconnect();
    node.disconnect();
    mute.disconnect();
    void context.close().catch(() => undefined);
    latestLevel = 0;
  };

  // The worklet posts 50 ms blocks; ask it for the partial one, but never wait long (a
  // suspended context does not answer).
  const flush = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, FLUSH_TIMEOUT_MS);
      onFlushed = () => {
        clearTimeout(timer);
        resolve();
      };
      node.port.postMessage('flush' satisfies PcmCaptureCommand);
    });

  // What was drained, at 16 kHz: resampled once, so that the whole recording holds each drained
  // stretch sample for sample.
  const drained: Float32Array[] = [];
  const takeBlocks = () => {
    const samples = concat(blocks);
    blocks.length = 0;
    return context.sampleRate === recordingSampleRate ? samples : resample(samples, context.sampleRate, recordingSampleRate);
  };

  let stopped: Promise<Float32Array> | undefined;
  return {
    level: () => latestLevel,
    seconds: () => captured / context.sampleRate,
    drain() {
      const samples = takeBlocks();
      drained.push(samples);
      return samples;
    },
    stop() {
      stopped ??= (async () => {
        if (!released) await flush();
        release();
        const samples = concat([...drained, takeBlocks()]);
        drained.length = 0;
        return samples;
      })();
      return stopped;
    },
    cancel() {
      release();
      blocks.length = 0;
      drained.length = 0;
      stopped ??= Promise.resolve(new Float32Array(0));
    },
  };
}

/**
 * Opens the microphone and starts capturing; rejects with MicrophoneError. Call from a user
 * gesture where possible (otherwise the audio starts at the next click or key press).
 * The checks that need no prompt come first: a page that is not secure, a browser without
 * getUserMedia or AudioWorklet, a device list without a microphone.
 */
export async function startCapture({ keepAudio = true }: CaptureOptions = {}): Promise<Capture> {
  if (window.isSecureContext === false) throw new MicrophoneError('insecure');
  const media = navigator.mediaDevices as MediaDevices | undefined;
  if (typeof media?.getUserMedia !== 'function' || typeof AudioContext === 'undefined' || typeof AudioWorkletNode === 'undefined') {
    throw new MicrophoneError('unsupported');
  }
  if (await lacksMicrophone(media)) throw new MicrophoneError('no-device');

  let stream: MediaStream;
  try {
    stream = await media.getUserMedia(MICROPHONE_CONSTRAINTS);
  } catch (error) {
    throw new MicrophoneError(microphoneProblemOf(error), { cause: error });
  }
  if (stream.getAudioTracks().length === 0) {
    stream.getTracks().forEach((track) => track.stop());
    throw new MicrophoneError('no-device');
  }
  try {
    return await openGraph(stream, keepAudio);
  } catch (error) {
    stream.getTracks().forEach((track) => track.stop());
    throw new MicrophoneError('unsupported', { cause: error });
  }
}
