import '@frontend/components/microphone-check/microphone-check.css';
import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { encodeWav } from '@shared/audio';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { MicrophoneError, startCapture } from '@frontend/components/recorder/capture/capture';
import type { Capture, MicrophoneProblem } from '@frontend/components/recorder/capture/capture';
import { loudestLevel, SILENCE_THRESHOLD } from '@frontend/components/recorder/capture/silence';
import { LevelMeter } from '@frontend/components/microphone-check/level-meter';
import { markMicrophoneChecked } from '@frontend/components/microphone-check/microphone-checked';
import { MicrophoneDeniedDialog } from '@frontend/components/microphone-check/microphone-denied-dialog';
import { MICROPHONE_CHECK_TEXTS as T } from '@frontend/components/microphone-check/texts';

/** Length of the test recording the student plays back. */
export const TEST_RECORDING_SECONDS = 3;

/** How often the meter reads the level: smooth enough to follow a voice, cheap to render. */
const METER_REFRESH_MS = 100;

type Phase = { kind: 'starting' } | { kind: 'live' } | { kind: 'recording'; startedAt: number } | { kind: 'problem'; problem: MicrophoneProblem };

interface TestRecording {
  url: string;
  heard: boolean;
}

const problemOf = (error: unknown): MicrophoneProblem => (error instanceof MicrophoneError ? error.problem : 'unsupported');

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface MicrophoneCheckProps {
  /** The student confirmed that the microphone works; the check is remembered for the visit. */
  onReady: () => void;
}

/**
 * 'Check your microphone', shown before the first speaking item of a visit (see
 * useMicrophoneChecked): a live level meter, a 3-second test recording played back, and
 * 'My microphone works' to go on. When the microphone cannot be used it says why: the
 * 'Microphone permission denied' dialog, or a message for no device, an insecure page or an
 * unsupported browser.
 */
export function MicrophoneCheck({ onReady }: MicrophoneCheckProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  const [level, setLevel] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [test, setTest] = useState<TestRecording>();
  const [deniedOpen, setDeniedOpen] = useState(false);
  const titleId = useId();
  const meterRef = useRef<Capture | undefined>(undefined);
  const testRef = useRef<Capture | undefined>(undefined);
  // Every start and stop bumps the generation; an async step that finds it changed (unmounted,
  // StrictMode's second mount, a newer attempt) lets go of what it opened.
  const generationRef = useRef(0);
  const testUrlRef = useRef<string | undefined>(undefined);

  const releaseAll = useCallback(() => {
    generationRef.current += 1;
    meterRef.current?.cancel();
    testRef.current?.cancel();
    meterRef.current = undefined;
    testRef.current = undefined;
  }, []);

  const fail = useCallback((problem: MicrophoneProblem) => {
    setPhase({ kind: 'problem', problem });
    setLevel(0);
    setDeniedOpen(problem === 'denied');
  }, []);

  const openMeter = useCallback(async () => {
    const generation = generationRef.current;
    try {
      const capture = await startCapture({ keepAudio: false });
      if (generation !== generationRef.current) return capture.cancel();
      meterRef.current = capture;
      setPhase({ kind: 'live' });
    } catch (error) {
      if (generation === generationRef.current) fail(problemOf(error));
    }
  }, [fail]);

  useEffect(() => {
    void openMeter();
    return releaseAll;
  }, [openMeter, releaseAll]);

  useEffect(
    () => () => {
      if (testUrlRef.current) URL.revokeObjectURL(testUrlRef.current);
    },
    [],
  );

  const running = phase.kind === 'live' || phase.kind === 'recording';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setLevel((testRef.current ?? meterRef.current)?.level() ?? 0);
      setNow(Date.now());
    }, METER_REFRESH_MS);
    return () => clearInterval(timer);
  }, [running]);

  async function recordTest() {
    if (phase.kind === 'recording') return;
    releaseAll();
    const generation = generationRef.current;
    try {
      const capture = await startCapture();
      if (generation !== generationRef.current) return capture.cancel();
      testRef.current = capture;
      setNow(Date.now());
      setPhase({ kind: 'recording', startedAt: Date.now() });
      await wait(TEST_RECORDING_SECONDS * 1000);
      if (generation !== generationRef.current) return;
      const samples = await capture.stop();
      testRef.current = undefined;
      if (generation !== generationRef.current) return;
      if (testUrlRef.current) URL.revokeObjectURL(testUrlRef.current);
      const wav = encodeWav(samples);
      const url = URL.createObjectURL(new Blob([wav.buffer as ArrayBuffer], { type: 'audio/wav' }));
      testUrlRef.current = url;
      setTest({ url, heard: loudestLevel(samples) >= SILENCE_THRESHOLD });
      setPhase({ kind: 'live' });
      void openMeter();
    } catch (error) {
      if (generation === generationRef.current) fail(problemOf(error));
    }
  }

  function retry() {
    releaseAll();
    setPhase({ kind: 'starting' });
    void openMeter();
  }

  function ready() {
    releaseAll();
    markMicrophoneChecked();
    onReady();
  }

  const recording = phase.kind === 'recording';
  const secondsLeft = recording ? Math.max(1, Math.ceil(TEST_RECORDING_SECONDS - (now - phase.startedAt) / 1000)) : 0;

  return (
    <section className="pte-mic-check" aria-labelledby={titleId}>
      <Heading level={2} id={titleId} fontSize="large">
        {T.title}
      </Heading>
      {phase.kind === 'problem' ? (
        <ProblemMessage problem={phase.problem} onRetry={retry} onShowDeniedHelp={() => setDeniedOpen(true)} />
      ) : (
        <>
          <Text margin="0">{T.intro}</Text>
          <Flex direction="column" gap="xs">
            <LevelMeter level={level} />
            <Text margin="0" fontSize="small" color="font.secondary">
              {T.meterHint}
            </Text>
          </Flex>
          <Text as="p" margin="0" role="status" aria-live="polite" className="pte-mic-check__status">
            {phase.kind === 'starting' ? T.starting : recording ? T.recording(secondsLeft) : ''}
          </Text>
          {test && !recording && (
            <Flex direction="column" gap="xs">
              <Text as="p" margin="0">
                {T.playbackHint}
              </Text>
              <audio className="pte-mic-check__playback" src={test.url} controls autoPlay aria-label={T.playbackLabel} />
              {!test.heard && (
                <Text as="p" margin="0" role="alert" color="font.warning">
                  {T.nothingHeard}
                </Text>
              )}
            </Flex>
          )}
          <Flex wrap="wrap" gap="small">
            <Button onClick={() => void recordTest()} isDisabled={phase.kind === 'starting'} aria-disabled={recording || undefined}>
              {test ? T.recordAgain : T.recordTest}
            </Button>
            <Button variation="primary" onClick={ready} isDisabled={phase.kind !== 'live'}>
              {T.ready}
            </Button>
          </Flex>
        </>
      )}
      <MicrophoneDeniedDialog open={deniedOpen} onClose={() => setDeniedOpen(false)} />
    </section>
  );
}

interface ProblemMessageProps {
  problem: MicrophoneProblem;
  onRetry: () => void;
  onShowDeniedHelp: () => void;
}

/** What went wrong and what to do, in the panel (the denied case also has its dialog). */
function ProblemMessage({ problem, onRetry, onShowDeniedHelp }: ProblemMessageProps) {
  const text = problem === 'denied' ? { title: T.denied.title, body: T.denied.intro } : T.problems[problem];
  const noDevice = T.problems['no-device'];
  return (
    <div className="pte-mic-check__problem" role="alert">
      <Heading level={3} fontSize="medium">
        {text.title}
      </Heading>
      <Text margin="0">{text.body}</Text>
      {problem === 'no-device' && (
        <>
          <ul className="pte-mic-check__checks">
            {noDevice.checks.map((check) => (
              <li key={check}>{check}</li>
            ))}
          </ul>
          <Text margin="0">{noDevice.after}</Text>
          <Flex>
            <Button variation="primary" onClick={onRetry}>
              {T.tryAgain}
            </Button>
          </Flex>
        </>
      )}
      {problem === 'denied' && (
        <Flex>
          <Button variation="primary" onClick={onShowDeniedHelp} aria-haspopup="dialog">
            {T.denied.showHelp}
          </Button>
        </Flex>
      )}
    </div>
  );
}
