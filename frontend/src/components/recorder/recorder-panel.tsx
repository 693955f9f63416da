import '@frontend/components/recorder/recorder.css';
import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { minimumRecordingSeconds } from '@shared/exam';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { MICROPHONE_CHECK_TEXTS } from '@frontend/components/microphone-check/texts';
import { answeringProgress, canStop, hasRecording } from '@frontend/components/recorder/recorder-machine';
import type { RecorderEvent, RecorderState } from '@frontend/components/recorder/recorder-machine';
import { RECORDER_TEXTS as T } from '@frontend/components/recorder/texts';

export interface RecorderPanelProps {
  state: RecorderState;
  /** Practice stops into a review of the recording; a mock test submits at once. */
  mode: 'practice' | 'mock';
  send: (event: RecorderEvent) => void;
  /** Shown instead of Start while it cannot be pressed: the microphone check, or the credit block. */
  startBlocker?: ReactNode;
  /** Focus Start when it appears (after the microphone check, whose button went away). */
  focusStart?: boolean;
  /** Under the controls: the credit line. */
  children?: ReactNode;
  /** The recording's result is shown: a stop on silence is no longer an alert, only how the recording ended. */
  answered?: boolean;
}

function statusText(state: RecorderState, answered: boolean): string {
  switch (state.phase) {
    case 'ready':
      return T.status.ready;
    case 'playing':
      return state.config.waitsFor === 'player' ? T.status.playingPlayer : T.status.playingAudio;
    case 'waiting':
      return T.status.startsIn(state.secondsLeft);
    case 'opening':
      return T.status.opening;
    case 'recording':
      return T.status.recording(state.config.answeringSeconds - state.elapsed);
    case 'ended':
      return T.status.ended[state.endedBy];
    case 'silenceDetected':
      return answered ? T.status.ended.silence : T.status.silenceDetected;
    case 'accessDenied':
      return state.problem === 'denied' ? MICROPHONE_CHECK_TEXTS.denied.title : MICROPHONE_CHECK_TEXTS.problems[state.problem].title;
  }
}

function Controls({ state, mode, send, startBlocker, focusStart }: Omit<RecorderPanelProps, 'children'>) {
  const hintId = useId();
  switch (state.phase) {
    case 'ready':
      if (mode === 'mock') return null;
      return (
        startBlocker ?? (
          <Button variation="primary" autoFocus={focusStart} onClick={() => send({ type: 'START' })}>
            {T.start}
          </Button>
        )
      );
    case 'playing':
    case 'waiting':
    case 'opening':
      return (
        <Flex direction="column" gap="xxs" alignItems="flex-start">
          <Button variation="primary" isDisabled={state.phase !== 'waiting'} onClick={() => send({ type: 'RECORD' })} aria-describedby={hintId}>
            {T.record}
          </Button>
          <Text id={hintId} as="span" fontSize="small" color="font.secondary">
            {T.recordHint}
          </Text>
        </Flex>
      );
    case 'recording': {
      const allowed = canStop(state);
      return (
        <Flex direction="column" gap="xxs" alignItems="flex-start">
          <Button variation={mode === 'mock' ? 'primary' : 'destructive'} isDisabled={!allowed} onClick={() => send({ type: mode === 'mock' ? 'SUBMIT' : 'STOP' })} aria-describedby={allowed ? undefined : hintId}>
            {mode === 'mock' ? T.submit : T.stop}
          </Button>
          {!allowed && (
            <Text id={hintId} as="span" fontSize="small" color="font.secondary">
              {T.stopHint(minimumRecordingSeconds)}
            </Text>
          )}
        </Flex>
      );
    }
    default:
      return null;
  }
}

/**
 * The recorder panel of a speaking item: what the recorder is doing ('Starts in {n}', the time
 * left) in a polite live region, the answering progress bar, and the one control that applies
 * now: Start, Record (skip the countdown), Stop or, in a mock test, Submit.
 */
export function RecorderPanel({ state, mode, send, startBlocker, focusStart, children, answered = false }: RecorderPanelProps) {
  const labelId = useId();
  const showsProgress = state.phase === 'recording' || hasRecording(state);
  const total = state.config.answeringSeconds;
  const elapsed = showsProgress ? state.elapsed : 0;
  return (
    <section className="pte-recorder" aria-labelledby={labelId} data-phase={state.phase}>
      <h2 id={labelId} className="pte-sr-only">
        {T.region}
      </h2>
      <Flex alignItems="center" gap="small" wrap="wrap">
        {state.phase === 'recording' && <span className="pte-recorder__dot" aria-hidden="true" />}
        <Text as="p" margin="0" role="status" aria-live="polite" aria-atomic="true" className="pte-recorder__status" data-alert={state.phase === 'accessDenied' || (state.phase === 'silenceDetected' && !answered)}>
          {statusText(state, answered)}
        </Text>
      </Flex>
      <div
        className="pte-recorder__progress"
        role="progressbar"
        aria-label={T.progress}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={elapsed}
        aria-valuetext={T.progressValue(elapsed, total)}
      >
        <div className="pte-recorder__bar" style={{ width: `${answeringProgress(state) * 100}%` }} />
      </div>
      <Controls state={state} mode={mode} send={send} startBlocker={startBlocker} focusStart={focusStart} />
      {children}
    </section>
  );
}
