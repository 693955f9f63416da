import { describe, expect, it } from 'vitest';
import {
  answeringProgress,
  canStop,
  hasRecording,
  initialRecorderState,
  playerControlsDisabled,
  recorderReducer,
  type RecorderConfig,
  type RecorderEvent,
  type RecorderState,
} from '@frontend/components/recorder/recorder-machine';

const config = (overrides: Partial<RecorderConfig> = {}): RecorderConfig => ({ waitingSeconds: 3, answeringSeconds: 5, waitsFor: 'nothing', stopsOnSilence: true, ...overrides });

/** Feeds events in order, as the screen would over time. */
const run = (state: RecorderState, ...events: RecorderEvent[]) => events.reduce(recorderReducer, state);
const ticks = (count: number): RecorderEvent[] => Array.from({ length: count }, () => ({ type: 'TICK' }));

const START: RecorderEvent = { type: 'START' };
const CAPTURE_STARTED: RecorderEvent = { type: 'CAPTURE_STARTED' };
const recordingAfter = (seconds: number, overrides: Partial<RecorderConfig> = {}) =>
  run(initialRecorderState(config(overrides)), START, ...ticks(3), CAPTURE_STARTED, ...ticks(seconds));

describe('recorderReducer', () => {
  it('starts ready and ignores everything but START and RESET there', () => {
    const ready = initialRecorderState(config());
    for (const event of [{ type: 'TICK' }, { type: 'RECORD' }, { type: 'AUDIO_ENDED' }, { type: 'STOP' }, { type: 'SILENCE' }, { type: 'CAPTURE_STARTED' }] as RecorderEvent[]) {
      expect(recorderReducer(ready, event)).toBe(ready);
    }
    expect(recorderReducer(ready, START)).toMatchObject({ phase: 'waiting', secondsLeft: 3 });
  });

  it("counts 'Starts in {n}' down one second per tick, then opens the microphone at 0", () => {
    const waiting = run(initialRecorderState(config()), START);
    expect(run(waiting, ...ticks(1))).toMatchObject({ phase: 'waiting', secondsLeft: 2 });
    expect(run(waiting, ...ticks(2))).toMatchObject({ phase: 'waiting', secondsLeft: 1 });
    expect(run(waiting, ...ticks(3)).phase).toBe('opening');
  });

  it('opens the microphone at once when there is no countdown', () => {
    expect(run(initialRecorderState(config({ waitingSeconds: 0 })), START).phase).toBe('opening');
  });

  it('skips the rest of the countdown on the record button', () => {
    const waiting = run(initialRecorderState(config()), START, ...ticks(1));
    expect(recorderReducer(waiting, { type: 'RECORD' }).phase).toBe('opening');
  });

  it('waits for the audio before the countdown (waitAudioDidEnd), ignoring ticks and record meanwhile', () => {
    const playing = run(initialRecorderState(config({ waitsFor: 'audio' })), START);
    expect(playing.phase).toBe('playing');
    expect(run(playing, ...ticks(10), { type: 'RECORD' })).toBe(playing);
    expect(recorderReducer(playing, { type: 'AUDIO_ENDED' })).toMatchObject({ phase: 'waiting', secondsLeft: 3 });
  });

  it("starts recording when the player marks its end (waitPlayerDidEnd), without a countdown", () => {
    const playing = run(initialRecorderState(config({ waitsFor: 'player' })), START);
    expect(recorderReducer(playing, { type: 'AUDIO_ENDED' }).phase).toBe('opening');
  });

  it('records once the capture has started, from 0 s, and ignores ticks while opening', () => {
    const opening = run(initialRecorderState(config()), START, ...ticks(3));
    expect(run(opening, ...ticks(4))).toBe(opening);
    expect(recorderReducer(opening, CAPTURE_STARTED)).toMatchObject({ phase: 'recording', elapsed: 0 });
  });

  it('goes to access denied with the problem when the microphone cannot be opened', () => {
    const opening = run(initialRecorderState(config()), START, ...ticks(3));
    const denied = recorderReducer(opening, { type: 'CAPTURE_FAILED', problem: 'denied' });
    expect(denied).toMatchObject({ phase: 'accessDenied', problem: 'denied' });
    expect(run(denied, START, ...ticks(2), CAPTURE_STARTED)).toBe(denied);
    expect(recorderReducer(opening, { type: 'CAPTURE_FAILED', problem: 'no-device' })).toMatchObject({ problem: 'no-device' });
  });

  it('ticks the answering timer each second and ends when time is up', () => {
    expect(recordingAfter(4)).toMatchObject({ phase: 'recording', elapsed: 4 });
    expect(recordingAfter(5)).toMatchObject({ phase: 'ended', endedBy: 'timeUp', elapsed: 5 });
    expect(run(recordingAfter(5), ...ticks(3))).toMatchObject({ phase: 'ended', elapsed: 5 });
  });

  it('refuses stop and submit before 2 s of recording and accepts them from 2 s', () => {
    for (const type of ['STOP', 'SUBMIT'] as const) {
      expect(recorderReducer(recordingAfter(0), { type })).toMatchObject({ phase: 'recording', elapsed: 0 });
      expect(recorderReducer(recordingAfter(1), { type })).toMatchObject({ phase: 'recording', elapsed: 1 });
    }
    expect(recorderReducer(recordingAfter(2), { type: 'STOP' })).toMatchObject({ phase: 'ended', endedBy: 'stop', elapsed: 2 });
    expect(recorderReducer(recordingAfter(3), { type: 'SUBMIT' })).toMatchObject({ phase: 'ended', endedBy: 'submit', elapsed: 3 });
  });

  it('stops on silence, unless the student switched silence detection off', () => {
    expect(recorderReducer(recordingAfter(3), { type: 'SILENCE' })).toMatchObject({ phase: 'silenceDetected', elapsed: 3 });
    const on = recordingAfter(3, { stopsOnSilence: false });
    expect(recorderReducer(on, { type: 'SILENCE' })).toBe(on);
  });

  it('ignores silence outside recording, and everything but RESET once ended', () => {
    const waiting = run(initialRecorderState(config()), START);
    expect(recorderReducer(waiting, { type: 'SILENCE' })).toBe(waiting);
    expect(recorderReducer(waiting, { type: 'STOP' })).toBe(waiting);
    const ended = recorderReducer(recordingAfter(2), { type: 'STOP' });
    const silent = recorderReducer(recordingAfter(3), { type: 'SILENCE' });
    for (const state of [ended, silent]) {
      expect(run(state, START, { type: 'TICK' }, { type: 'STOP' }, { type: 'SILENCE' }, { type: 'RECORD' }, CAPTURE_STARTED)).toBe(state);
    }
  });

  it('goes back to ready on RESET from any phase, keeping its configuration', () => {
    const states = [
      run(initialRecorderState(config()), START),
      run(initialRecorderState(config({ waitsFor: 'audio' })), START),
      recordingAfter(1),
      recorderReducer(recordingAfter(2), { type: 'STOP' }),
      recorderReducer(recordingAfter(3), { type: 'SILENCE' }),
      recorderReducer(run(initialRecorderState(config()), START, ...ticks(3)), { type: 'CAPTURE_FAILED', problem: 'denied' }),
    ];
    for (const state of states) expect(recorderReducer(state, { type: 'RESET' })).toEqual({ phase: 'ready', config: state.config });
  });
});

describe('recorder guards and views', () => {
  it('allows stop only while recording for at least 2 s', () => {
    expect(canStop(initialRecorderState(config()))).toBe(false);
    expect(canStop(recordingAfter(1))).toBe(false);
    expect(canStop(recordingAfter(2))).toBe(true);
    expect(canStop(recorderReducer(recordingAfter(2), { type: 'STOP' }))).toBe(false);
  });

  it('has a recording once ended by any means', () => {
    expect(hasRecording(recordingAfter(2))).toBe(false);
    expect(hasRecording(recordingAfter(5))).toBe(true);
    expect(hasRecording(recorderReducer(recordingAfter(3), { type: 'SILENCE' }))).toBe(true);
  });

  it('disables the player controls until the recording has finished, and always in mock mode', () => {
    const before = [initialRecorderState(config()), run(initialRecorderState(config({ waitsFor: 'audio' })), START), run(initialRecorderState(config()), START), recordingAfter(1)];
    for (const state of before) expect(playerControlsDisabled(state, 'practice')).toBe(true);
    const after = recordingAfter(5);
    expect(playerControlsDisabled(after, 'practice')).toBe(false);
    expect(playerControlsDisabled(after, 'mock')).toBe(true);
  });

  it('fills the progress bar with the share of answering time used', () => {
    expect(answeringProgress(run(initialRecorderState(config()), START))).toBe(0);
    expect(answeringProgress(recordingAfter(0))).toBe(0);
    expect(answeringProgress(recordingAfter(2))).toBeCloseTo(0.4);
    expect(answeringProgress(recordingAfter(5))).toBe(1);
    expect(answeringProgress(recorderReducer(recordingAfter(2), { type: 'STOP' }))).toBeCloseTo(0.4);
  });
});
