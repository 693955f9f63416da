import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { itemTypes } from '@shared/exam';
import { emptyMockAnswer } from '@shared/mock';
import type { MockAnswer, MockQuestion } from '@shared/mock';
import { useEffect, useId, useRef, useState } from 'react';
import { MicrophoneCheck } from '@frontend/components/microphone-check/microphone-check';
import { useMicrophoneChecked } from '@frontend/components/microphone-check/microphone-checked';
import { QuestionScreen, SpeakingScreen } from '@frontend/features/answering';
import { RetryAlert } from '@frontend/components/retry-alert';
import { mockAnswerOf } from '@frontend/features/mock-test/mock-answer';
import { MOCK_TEST_TEXTS } from '@frontend/features/mock-test/texts';
import { useMockRecording } from '@frontend/features/mock-test/use-mock-recording';

const T = MOCK_TEST_TEXTS.runner;

export interface MockItemProps {
  question: MockQuestion;
  sessionId: string;
  anonymousId: string | undefined;
  /** A call of the runner is under way: Next waits. */
  busy: boolean;
  /** The part's clock reached 0: the item hands over the answer it holds, once. */
  expired: boolean;
  onNext: (answer: MockAnswer) => void;
  onTimeUp: (answer: MockAnswer) => void;
}

/** Calls `onTimeUp` once with the item's answer when the part's clock reaches 0. */
function useTimeUp(expired: boolean, answer: () => MockAnswer | Promise<MockAnswer>, onTimeUp: (answer: MockAnswer) => void) {
  const handed = useRef(false);
  useEffect(() => {
    if (!expired || handed.current) return;
    handed.current = true;
    void Promise.resolve(answer()).then(onTimeUp);
  });
}

/** A non-speaking item: the question screen in mock mode, whose Next saves the answer. */
function MockQuestionItem({ question, expired, onNext, onTimeUp }: MockItemProps) {
  const answer = useRef<MockAnswer>(emptyMockAnswer(question.type));
  useTimeUp(expired, () => answer.current, onTimeUp);
  return (
    <QuestionScreen
      question={question}
      mode="mock"
      onAnswerChange={(next) => {
        answer.current = mockAnswerOf(next);
      }}
      onSubmitted={(submitted) => onNext(mockAnswerOf(submitted))}
    />
  );
}

/** What happened to the recording, said in a live region; a failed upload can be tried again. */
function RecordingStatus({ status, onRetry }: { status: ReturnType<typeof useMockRecording>['status']; onRetry: () => void }) {
  if (status === 'failed') {
    return (
      <RetryAlert message={T.recording.failed} retry={T.recording.retry} onRetry={onRetry} />
    );
  }
  return (
    <Text as="p" margin="0" fontSize="small" color="font.secondary" aria-live="polite">
      {status === 'uploading' ? T.recording.uploading : status === 'saved' ? T.recording.saved : ''}
    </Text>
  );
}

/**
 * A speaking item: the microphone check first when this visit has not passed it, then the speaking
 * screen in exam mode. The recording is sent in parts while it is recorded and uploaded whole as
 * soon as it ends; Next saves it (or, before it ends, moves on without it).
 */
function MockSpeakingItem({ question, sessionId, anonymousId, busy, expired, onNext, onTimeUp }: MockItemProps) {
  const microphoneChecked = useMicrophoneChecked();
  const recording = useMockRecording({ sessionId, uid: question.uid, anonymousId });
  const hintId = useId();
  // Next hands the answer over once: it waits for the upload, so a second press could otherwise save the item twice.
  const [handed, setHanded] = useState(false);
  useTimeUp(expired, recording.answer, onTimeUp);
  if (!microphoneChecked) return <MicrophoneCheck onReady={() => undefined} />;
  const handOver = () => {
    setHanded(true);
    void recording.answer().then(onNext);
  };
  const next = (
    <Flex direction="column" gap="xxs" alignItems="flex-start">
      <Button variation={recording.status === 'none' ? undefined : 'primary'} isDisabled={busy || handed || recording.status === 'uploading'} aria-describedby={recording.status === 'none' ? hintId : undefined} onClick={handOver}>
        {T.next}
      </Button>
      {recording.status === 'none' && (
        <Text id={hintId} as="span" fontSize="small" color="font.secondary">
          {T.recording.nextHint}
        </Text>
      )}
    </Flex>
  );
  return (
    <SpeakingScreen question={question} mode="mock" partCalls={recording.partCalls} onRecorded={recording.upload} navigation={next}>
      <RecordingStatus status={recording.status} onRetry={recording.retry} />
    </SpeakingScreen>
  );
}

/** One item of a mock test, speaking or not, answered once: Next saves it and the runner moves on. */
export function MockItem(props: MockItemProps) {
  return itemTypes[props.question.type].answerKind === 'speech' ? <MockSpeakingItem {...props} /> : <MockQuestionItem {...props} />;
}
