import { encodeWav } from '@shared/audio';
import { timerTickMs } from '@shared/exam';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { startBrowserRecognition } from '@frontend/components/recorder/capture/browser-recognition';
import type { BrowserRecognition, BrowserTranscript } from '@frontend/components/recorder/capture/browser-recognition';
import { MicrophoneError, startCapture } from '@frontend/components/recorder/capture/capture';
import type { Capture } from '@frontend/components/recorder/capture/capture';
import { createSilenceDetector } from '@frontend/components/recorder/capture/silence';
import { hasRecording, initialRecorderState, recorderReducer } from '@frontend/components/recorder/recorder-machine';
import type { RecorderConfig, RecorderEvent } from '@frontend/components/recorder/recorder-machine';

/** How often the capture level is read for the silence stop: often enough to stop close to 3 s. */
export const SILENCE_POLL_MS = 100;

/** How often a recorder that hands its audio on (onAudio) drains the capture while recording. */
export const AUDIO_DRAIN_MS = 1000;

export interface RecorderOptions {
  /**
   * Called about every second while recording with the 16 kHz samples captured since the last
   * call and the answering time left, so an answer can be sent in parts as it is recorded; the
   * take still holds them all.
   */
  onAudio?: (samples: Float32Array, secondsLeft: number) => void;
}

/** One finished recording: the WAV to upload, a URL to play it back, and the browser's own transcript when it gave one. */
export interface Take {
  wav: Uint8Array;
  url: string;
  browserTranscript?: BrowserTranscript;
}

interface Live {
  capture?: Capture;
  recognition?: BrowserRecognition;
}

/** Stops and drops whatever is still open. */
function release(live: Live) {
  live.capture?.cancel();
  void live.recognition?.stop();
  live.capture = undefined;
  live.recognition = undefined;
}

/**
 * The recorder machine driven by the real world: a tick every timerTickMs while counting down or
 * recording, the microphone opened when the machine asks for it, the silence detector fed while
 * recording, the audio handed on while recording when asked (onAudio), and the recording turned
 * into a Take (16 kHz WAV) once it ends. Unmounting, or reset, discards everything.
 */
export function useRecorder(config: RecorderConfig, { onAudio }: RecorderOptions = {}) {
  const [state, dispatch] = useReducer(recorderReducer, config, initialRecorderState);
  const [take, setTake] = useState<Take>();
  const live = useRef<Live>({});
  // Reset and unmount start a new generation: a microphone or a take arriving for an older one is dropped.
  const generation = useRef(0);
  const { phase } = state;

  // Whatever is open when the item goes away (a new question, leaving the page) is dropped.
  useEffect(
    () => () => {
      generation.current += 1;
      release(live.current);
    },
    [],
  );

  useEffect(() => {
    if (phase !== 'waiting' && phase !== 'recording') return;
    const timer = setInterval(() => dispatch({ type: 'TICK' }), timerTickMs);
    return () => clearInterval(timer);
  }, [phase]);

  useEffect(() => {
    if (phase !== 'opening') return;
    const mine = generation.current;
    startCapture().then(
      (capture) => {
        if (generation.current !== mine) return capture.cancel();
        live.current = { capture, recognition: startBrowserRecognition() };
        dispatch({ type: 'CAPTURE_STARTED' });
      },
      (error: unknown) => {
        if (generation.current === mine) dispatch({ type: 'CAPTURE_FAILED', problem: error instanceof MicrophoneError ? error.problem : 'unsupported' });
      },
    );
  }, [phase]);

  const stopsOnSilence = state.config.stopsOnSilence;
  useEffect(() => {
    const capture = live.current.capture;
    if (phase !== 'recording' || !stopsOnSilence || !capture) return;
    const silent = createSilenceDetector();
    const timer = setInterval(() => {
      if (silent(capture.level(), capture.seconds())) dispatch({ type: 'SILENCE' });
    }, SILENCE_POLL_MS);
    return () => clearInterval(timer);
  }, [phase, stopsOnSilence]);

  const audioListener = useRef(onAudio);
  useEffect(() => {
    audioListener.current = onAudio;
  });
  const handsOnAudio = onAudio !== undefined;
  const { answeringSeconds } = state.config;
  useEffect(() => {
    const capture = live.current.capture;
    if (phase !== 'recording' || !handsOnAudio || !capture) return;
    const timer = setInterval(() => audioListener.current?.(capture.drain(), answeringSeconds - capture.seconds()), AUDIO_DRAIN_MS);
    return () => clearInterval(timer);
  }, [phase, handsOnAudio, answeringSeconds]);

  const finished = hasRecording(state);
  useEffect(() => {
    const { capture, recognition } = live.current;
    if (!finished || !capture) return;
    live.current = {};
    const mine = generation.current;
    void Promise.all([capture.stop(), recognition?.stop()]).then(([samples, browserTranscript]) => {
      if (generation.current !== mine) return;
      const wav = encodeWav(samples);
      const url = URL.createObjectURL(new Blob([wav as Uint8Array<ArrayBuffer>], { type: 'audio/wav' }));
      setTake(browserTranscript ? { wav, url, browserTranscript } : { wav, url });
    });
  }, [finished]);

  // The playback URL lives as long as its take.
  useEffect(() => {
    if (!take) return;
    return () => URL.revokeObjectURL(take.url);
  }, [take]);

  const send = useCallback((event: RecorderEvent) => {
    if (event.type === 'RESET') {
      generation.current += 1;
      release(live.current);
      setTake(undefined);
    }
    dispatch(event);
  }, []);

  return { state, take, send };
}
