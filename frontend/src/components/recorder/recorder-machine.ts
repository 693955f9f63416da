import { minimumRecordingSeconds } from '@shared/exam';
import type { MicrophoneProblem } from '@frontend/components/recorder/capture/capture';

/**
 * The speaking recorder as one pure state machine (practice.md §4, Speaking recording).
 *
 *   ready ─START─► playing ─AUDIO_ENDED─► waiting ─TICK to 0 / RECORD─► opening ─CAPTURE_STARTED─► recording
 *        └──────────────────────────────► waiting                          │        └CAPTURE_FAILED─► accessDenied
 *                          playing ─AUDIO_ENDED (player)──────────────────►┘
 *   recording ─TICK to the end / STOP, SUBMIT after 2 s─► ended;  ─SILENCE─► silenceDetected
 *   ended, silenceDetected, accessDenied ─RESET─► ready
 *
 * Timing comes from outside: the screen sends TICK every timerTickMs, AUDIO_ENDED when the
 * question's player has finished, SILENCE when the capture's silence detector fires.
 */

/** What the recorder waits for before its countdown or its recording. */
export type RecorderWaitsFor =
  /** Nothing: the countdown starts at once. */
  | 'nothing'
  /** waitAudioDidEnd: the countdown starts when the question's audio has ended. */
  | 'audio'
  /** waitPlayerDidEnd: recording starts as soon as the player marks the end. */
  | 'player';

export interface RecorderConfig {
  /** Seconds of the 'Starts in {n}' countdown (the type's waitingTime, 4 in quick mock mode). */
  waitingSeconds: number;
  /** Seconds of recording before time is up (the type's answeringTime). */
  answeringSeconds: number;
  waitsFor: RecorderWaitsFor;
  /** Three seconds of silence stop the recording, unless the student switched it off (should_auto_silence_off). */
  stopsOnSilence: boolean;
}

/** How a recording ended normally: its time ran out, or the student pressed stop or submit. */
export type EndedBy = 'timeUp' | 'stop' | 'submit';

export type RecorderState =
  /** Before Start (practice): the content is blurred, nothing runs. */
  | { phase: 'ready'; config: RecorderConfig }
  /** The question's audio plays; the countdown or the recording waits for its end. */
  | { phase: 'playing'; config: RecorderConfig }
  /** 'Starts in {n}'. */
  | { phase: 'waiting'; config: RecorderConfig; secondsLeft: number }
  /** The microphone is being opened (the browser may be asking for permission). */
  | { phase: 'opening'; config: RecorderConfig }
  /** Answering: `elapsed` whole seconds recorded, the progress bar at elapsed / answeringSeconds. */
  | { phase: 'recording'; config: RecorderConfig; elapsed: number }
  | { phase: 'ended'; config: RecorderConfig; elapsed: number; endedBy: EndedBy }
  /** Ended by three seconds of silence. */
  | { phase: 'silenceDetected'; config: RecorderConfig; elapsed: number }
  | { phase: 'accessDenied'; config: RecorderConfig; problem: MicrophoneProblem };

export type RecorderEvent =
  /** Practice's Start button, or a mock test showing the item. */
  | { type: 'START' }
  /** The question's audio ended (or was cut short in super quick mode). */
  | { type: 'AUDIO_ENDED' }
  /** One timer interval passed. */
  | { type: 'TICK' }
  /** The record button: skip the rest of the countdown. */
  | { type: 'RECORD' }
  | { type: 'CAPTURE_STARTED' }
  | { type: 'CAPTURE_FAILED'; problem: MicrophoneProblem }
  | { type: 'STOP' }
  | { type: 'SUBMIT' }
  | { type: 'SILENCE' }
  /** Discard everything and go back to ready (Cancel, try again). */
  | { type: 'RESET' };

export function initialRecorderState(config: RecorderConfig): RecorderState {
  return { phase: 'ready', config };
}

/** The countdown, or straight to opening the microphone when there is none. */
function countdown(config: RecorderConfig): RecorderState {
  return config.waitingSeconds > 0 ? { phase: 'waiting', config, secondsLeft: config.waitingSeconds } : { phase: 'opening', config };
}

/** Whether stop (and submit) would be accepted now: only after minimumRecordingSeconds of recording. */
export function canStop(state: RecorderState): boolean {
  return state.phase === 'recording' && state.elapsed >= minimumRecordingSeconds;
}

/** Whether the recording is over and there is something to play back or send. */
export function hasRecording(state: RecorderState): state is Extract<RecorderState, { phase: 'ended' | 'silenceDetected' }> {
  return state.phase === 'ended' || state.phase === 'silenceDetected';
}

/**
 * Whether the question's player controls are disabled (practice.md §4): always in a mock test,
 * and otherwise until the recording has finished (before the timer starts, while waiting and
 * while recording).
 */
export function playerControlsDisabled(state: RecorderState, mode: 'practice' | 'mock'): boolean {
  return mode === 'mock' || !hasRecording(state);
}

/** Share of the answering time used, 0-1, for the progress bar. */
export function answeringProgress(state: RecorderState): number {
  if (state.phase === 'recording' || hasRecording(state)) {
    return state.config.answeringSeconds > 0 ? Math.min(1, state.elapsed / state.config.answeringSeconds) : 1;
  }
  return 0;
}

export function recorderReducer(state: RecorderState, event: RecorderEvent): RecorderState {
  const { config } = state;
  if (event.type === 'RESET') return initialRecorderState(config);
  switch (state.phase) {
    case 'ready':
      if (event.type !== 'START') return state;
      return config.waitsFor === 'nothing' ? countdown(config) : { phase: 'playing', config };
    case 'playing':
      if (event.type !== 'AUDIO_ENDED') return state;
      return config.waitsFor === 'player' ? { phase: 'opening', config } : countdown(config);
    case 'waiting':
      if (event.type === 'RECORD') return { phase: 'opening', config };
      if (event.type !== 'TICK') return state;
      return state.secondsLeft > 1 ? { ...state, secondsLeft: state.secondsLeft - 1 } : { phase: 'opening', config };
    case 'opening':
      if (event.type === 'CAPTURE_STARTED') return { phase: 'recording', config, elapsed: 0 };
      if (event.type === 'CAPTURE_FAILED') return { phase: 'accessDenied', config, problem: event.problem };
      return state;
    case 'recording':
      switch (event.type) {
        case 'TICK': {
          const elapsed = state.elapsed + 1;
          return elapsed >= config.answeringSeconds ? { phase: 'ended', config, elapsed: config.answeringSeconds, endedBy: 'timeUp' } : { ...state, elapsed };
        }
        case 'STOP':
        case 'SUBMIT':
          return canStop(state) ? { phase: 'ended', config, elapsed: state.elapsed, endedBy: event.type === 'STOP' ? 'stop' : 'submit' } : state;
        case 'SILENCE':
          return config.stopsOnSilence ? { phase: 'silenceDetected', config, elapsed: state.elapsed } : state;
        default:
          return state;
      }
    case 'ended':
    case 'silenceDetected':
    case 'accessDenied':
      return state;
  }
}
