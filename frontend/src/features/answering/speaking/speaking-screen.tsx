import '@frontend/features/answering/speaking/speaking.css';
import { Alert, Text } from '@aws-amplify/ui-react';
import { itemTypes, waitingTimeOf } from '@shared/exam';
import type { Question } from '@shared/exam';
import type { ItemScore } from '@shared/scoring';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useCurrentUser } from '@frontend/app/session/use-session';
import { AnalysisOverlay } from '@frontend/components/analysis-overlay/analysis-overlay';
import { AudioPlayer } from '@frontend/components/audio-player/audio-player';
import { MicrophoneCheck } from '@frontend/components/microphone-check/microphone-check';
import { useMicrophoneChecked } from '@frontend/components/microphone-check/microphone-checked';
import { MicrophoneDeniedDialog } from '@frontend/components/microphone-check/microphone-denied-dialog';
import { RecorderPanel } from '@frontend/components/recorder/recorder-panel';
import { playerControlsDisabled } from '@frontend/components/recorder/recorder-machine';
import type { RecorderConfig } from '@frontend/components/recorder/recorder-machine';
import { useRecorder } from '@frontend/components/recorder/use-recorder';
import type { Take } from '@frontend/components/recorder/use-recorder';
import { DevModeToggle } from '@frontend/features/answering/speaking/dev-mode-toggle';
import { superQuickAudioSeconds, useDevModes } from '@frontend/features/answering/speaking/dev-modes';
import type { DevModes } from '@frontend/features/answering/speaking/dev-modes';
import { questionAudioUrl } from '@frontend/features/answering/speaking/media-urls';
import { RecordedSpeechDialog } from '@frontend/features/answering/speaking/recorded-speech-dialog';
import { SpeakingContent } from '@frontend/features/answering/speaking/speaking-content';
import { MicrophoneProblemAlert, NoCredit } from '@frontend/features/answering/speaking/speaking-notices';
import { playsBackAutomatically, stopsOnSilence } from '@frontend/app/session/speaking-settings';
import { SpeechResult } from '@frontend/features/answering/speaking/speech-result';
import { SPEAKING_TEXTS as T } from '@frontend/features/answering/speaking/texts';
import { useSpeakingCredits } from '@frontend/features/answering/speaking/use-speaking-credits';
import { useAnalyseSpeech } from '@frontend/features/answering/speaking/use-analyse-speech';
import { useSpeechParts } from '@frontend/features/answering/speaking/use-speech-parts';
import type { SentPart, SpeechPartCalls } from '@frontend/features/answering/speaking/use-speech-parts';

/** What a scored practice answer gives the screen's owner: the job and its score. */
export interface SpeechSubmitted {
  jobId: string;
  result: ItemScore;
}

export interface SpeakingScreenProps {
  question: Question;
  /** 'mock' is exam mode: no Start, no blur, no review or replay, no result, controls disabled. */
  mode: 'practice' | 'mock';
  /** Practice: called once per scored answer, so that the owner records the score. */
  onSubmitted?: (submitted: SpeechSubmitted) => void;
  /**
   * Mock mode: the finished recording goes to the owner, which uploads and saves it with the mock
   * test's own calls, with the parts sent while it was recorded (once they are sent).
   */
  onRecorded?: (take: Take, partsSent: Promise<SentPart[]>) => void;
  /** Mock mode: the mock test's own calls for sending the answer in parts while it is recorded, as practice does with its own. */
  partCalls?: SpeechPartCalls;
  /** Review mode (practice.md §4): the question's player stays disabled. */
  review?: boolean;
  /** Previous and next, under the recorder. */
  navigation?: ReactNode;
  /** Shown under the result: notes, previous attempts. */
  children?: ReactNode;
}

/** The recorder's configuration for a question (practice.md §4 and §9, platform.md §6). */
function recorderConfig(question: Question, devModes: DevModes, silenceStop: boolean): RecorderConfig {
  const type = itemTypes[question.type];
  const waitsFor = !question.track ? 'nothing' : type.flags.waitPlayerDidEnd ? 'player' : type.flags.waitAudioDidEnd ? 'audio' : 'nothing';
  return { waitingSeconds: waitingTimeOf(question.type, { skip: devModes.quickMock }), answeringSeconds: type.answeringTime, waitsFor, stopsOnSilence: silenceStop };
}

function SpeakingItem({ question, mode, review = false, onSubmitted, onRecorded, partCalls, navigation, children, config, superQuick }: SpeakingScreenProps & { config: RecorderConfig; superQuick: boolean }) {
  const type = itemTypes[question.type];
  const practice = mode === 'practice';
  const user = useCurrentUser();
  const credits = useSpeakingCredits();
  // The answer goes in parts as it is recorded, so that its analysis has only the last seconds left: a mock's through the mock's calls.
  const parts = useSpeechParts({ uid: question.uid, anonymousId: credits.anonymousId, calls: partCalls });
  const { state, take, send } = useRecorder(config, practice || partCalls ? { onAudio: parts.hear } : {});
  const submission = useAnalyseSpeech({ uid: question.uid, anonymousId: credits.anonymousId, onAccepted: credits.spent, onRefused: credits.exhausted, onFailed: credits.givenBack });
  const microphoneChecked = useMicrophoneChecked();
  const [audioCut, setAudioCut] = useState(false);
  // Focus goes to Start when the control that had it went away: the passed microphone check, Cancel, Try again.
  const [focusStart, setFocusStart] = useState(false);
  const { phase } = state;

  // A mock test shows its item and the recorder runs at once.
  useEffect(() => {
    if (!practice) send({ type: 'START' });
  }, [practice, send]);

  // Super quick mode: the question's audio counts as ended after 5 seconds, and stops.
  useEffect(() => {
    if (!superQuick || phase !== 'playing') return;
    const timer = setTimeout(() => {
      setAudioCut(true);
      send({ type: 'AUDIO_ENDED' });
    }, superQuickAudioSeconds * 1000);
    return () => clearTimeout(timer);
  }, [superQuick, phase, send]);

  async function submit() {
    if (!take) return;
    const sent = await submission.send(take, parts.sent());
    if (!sent) return;
    const { jobId, result } = sent;
    onSubmitted?.({ jobId, result: { score: result.score, max: result.max, successful: result.successful, traits: [] } });
  }

  // What was not sent yet goes as the last part, while the student reviews the take in practice; a
  // mock test hands every recording over as soon as it is ready (once per take): there is no review.
  useEffect(() => {
    if (!take) return;
    parts.finish(take.wav);
    if (!practice) onRecorded?.(take, parts.sent());
  }, [take]);

  // Every recording is sent in parts of its own.
  useEffect(() => {
    if (phase === 'recording') parts.reset();
  }, [phase, parts.reset]);

  function tryAgain() {
    submission.reset();
    setAudioCut(false);
    setFocusStart(true);
    send({ type: 'RESET' });
  }

  const { status, result, error } = submission.state;
  const reviewing = practice && take !== undefined && status !== 'sending' && status !== 'done';
  const startBlocker = !practice ? undefined : credits.blocked ? <NoCredit /> : !microphoneChecked ? <MicrophoneCheck onReady={() => setFocusStart(true)} /> : undefined;

  return (
    <div className="pte-speaking" data-mode={mode} data-phase={phase}>
      <Text as="p" className="pte-speaking__task" margin="0">
        <span className="pte-sr-only">{T.task}: </span>
        {practice ? type.task : type.taskMock}
      </Text>

      <SpeakingContent question={question} revealed={!practice || phase !== 'ready'} />

      {question.track && (!practice || phase !== 'ready') && (
        <AudioPlayer
          key={audioCut ? 'cut' : 'whole'}
          src={questionAudioUrl(question.track)}
          label={question.title ?? T.audio}
          controlsDisabled={review || playerControlsDisabled(state, mode)}
          autoPlay={!audioCut}
          onEnded={() => send({ type: 'AUDIO_ENDED' })}
        />
      )}

      <RecorderPanel state={state} mode={mode} send={send} startBlocker={startBlocker} focusStart={focusStart} answered={practice && result !== undefined}>
        {practice && (
          <Text as="p" margin="0" fontSize="small" color="font.secondary">
            {credits.message}
          </Text>
        )}
      </RecorderPanel>

      {phase === 'accessDenied' && state.problem !== 'denied' && <MicrophoneProblemAlert problem={state.problem} onRetry={tryAgain} />}
      <MicrophoneDeniedDialog open={phase === 'accessDenied' && state.problem === 'denied'} />

      {!practice && error && (
        <Alert variation="error" role="alert">
          {error}
        </Alert>
      )}

      {take && practice && (
        <RecordedSpeechDialog
          open={reviewing}
          url={take.url}
          autoPlay={playsBackAutomatically(user)}
          silenceDetected={phase === 'silenceDetected'}
          error={error}
          onCancel={tryAgain}
          onSubmit={() => void submit()}
        />
      )}
      <AnalysisOverlay active={status === 'sending'} startedAt={submission.state.startedAt} />

      {practice && result && <SpeechResult analysis={result} question={question} onTryAgain={tryAgain} />}
      {navigation && <div className="pte-speaking__nav">{navigation}</div>}
      {children}
      <DevModeToggle />
    </div>
  );
}

/**
 * One speaking item (practice.md §2 and §4), the same in practice and in mock tests: the task, the
 * content blurred until Start, the question's audio, the recorder, the review of the recording,
 * the upload and analysis behind the overlay, and in practice the result with its AI analysis.
 * A new question (or a changed developer mode or silence setting) starts it afresh.
 */
export function SpeakingScreen(props: SpeakingScreenProps) {
  const devModes = useDevModes();
  const silenceStop = stopsOnSilence(useCurrentUser());
  const config = recorderConfig(props.question, devModes, silenceStop);
  return <SpeakingItem key={`${props.question.uid}:${JSON.stringify(config)}:${devModes.superQuick}`} {...props} config={config} superQuick={devModes.superQuick} />;
}
