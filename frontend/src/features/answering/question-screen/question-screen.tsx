import '@frontend/features/answering/question-screen/question-screen.css';
import { Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { itemTypes } from '@shared/exam';
import type { Question } from '@shared/exam';
import type { Answer, ItemScore } from '@shared/scoring';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { AudioPlayer } from '@frontend/components/audio-player/audio-player';
import { ResultPanel } from '@frontend/components/result-panel/result-panel';
import { ScoreGuideDialog } from '@frontend/components/score-guide-dialog/score-guide-dialog';
import { useClipboardGuard } from '@frontend/features/answering/question-screen/inputs/input-props';
import type { PracticeMode } from '@frontend/features/answering/question-screen/inputs/input-props';
import { QuestionInput } from '@frontend/features/answering/question-screen/inputs/question-input';
import { emptyAnswerOf, isWritingType, letterOf, scorePracticeAnswer } from '@frontend/features/answering/question-screen/question-answer';
import { TargetTimer } from '@frontend/features/answering/question-screen/target-timer';
import { MarkedWriting, WritingAnalysisSection } from '@frontend/features/answering/question-screen/writing-analysis-section';
import { questionAudioUrl } from '@frontend/features/answering/speaking/media-urls';
import { useAnalyseWriting } from '@frontend/features/answering/writing-analysis/use-analyse-writing';
import { QUESTION_SCREEN_TEXTS as T } from '@frontend/features/answering/question-screen/texts';

export interface QuestionScreenProps {
  question: Question;
  mode: PracticeMode;
  /**
   * Called once per submit with the answer and, in practice, its result (practice records the
   * score). A mock test has no result: the server scores its answers.
   */
  onSubmitted?: (answer: Answer, result: ItemScore | undefined) => void;
  /** Every change of the answer, for an owner that must save it unsubmitted (a mock part's time-up). */
  onAnswerChange?: (answer: Answer) => void;
  /** Shown under the result: the notes about recording, the previous attempts. */
  children?: ReactNode;
  /** Previous and next, placed beside Submit. */
  navigation?: ReactNode;
}

/** The passage, prompt or text the student reads, where the type has one beside its input. */
function Passage({ question }: { question: Question }) {
  const layout = itemTypes[question.type].layout;
  const reads = layout === 'single-answer' || layout === 'multiple-answers' || layout === 'writing';
  if (!reads || !question.topic) return null;
  return (
    <div className="pte-passage">
      {question.topic.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

/** Show-answer mode: the explanation, sample answer or transcript the question carries. */
function AnswerCard({ question }: { question: Question }) {
  const type = itemTypes[question.type];
  const transcript = question.transcript && type.section === 'Listening' && type.layout !== 'dictation' && type.layout !== 'highlight-incorrect-words' ? question.transcript : undefined;
  if (!question.answer && !question.sampleAnswer && !transcript) return null;
  return (
    <section className="pte-answer-card" aria-label={T.answerHeading}>
      {question.answer && (
        <>
          <Heading level={3} fontSize="medium">
            {T.explanation}
          </Heading>
          <Text>{question.answer}</Text>
        </>
      )}
      {question.sampleAnswer && (
        <>
          <Heading level={3} fontSize="medium">
            {T.sampleAnswer}
          </Heading>
          <div className="pte-answer-card__sample">
            {question.sampleAnswer.split(/\n+/).map((line, index) => (
              <p key={index}>{line}</p>
            ))}
          </div>
        </>
      )}
      {transcript && (
        <>
          <Heading level={3} fontSize="medium">
            {T.transcript}
          </Heading>
          <Text>{transcript}</Text>
        </>
      )}
    </section>
  );
}

/**
 * Whether the screen shows its own timer: practice times every type that has one against its
 * target; a mock test times only the writing items one by one, as the exam does, and leaves the
 * others to their part's clock.
 */
function hasItemTimer(question: Question, mode: PracticeMode): boolean {
  return !itemTypes[question.type].flags.hideTimer && (mode === 'practice' || isWritingType(question));
}

/**
 * One question of a non-speaking type, the same in practice and in mock tests: the task, the
 * audio, the input, the target-time timer and Submit. Practice adds show answer and the result
 * panel; a mock test hides both, blocks the clipboard and moves on with Next.
 */
export function QuestionScreen({ question, mode, onSubmitted, onAnswerChange, children, navigation }: QuestionScreenProps) {
  const type = itemTypes[question.type];
  const [answer, setAnswer] = useState<Answer>(() => emptyAnswerOf(question));
  const [submitted, setSubmitted] = useState(false);
  const [showAnswer, setShowAnswer] = useState(false);
  const [result, setResult] = useState<ItemScore>();
  const [round, setRound] = useState(0);
  const waitsForAudio = Boolean(question.track) && (type.flags.waitAudioDidEnd || type.flags.waitPlayerDidEnd);
  const [audioDone, setAudioDone] = useState(false);
  const practice = mode === 'practice';
  const writing = isWritingType(question);

  const analysis = useAnalyseWriting(question.uid);
  const analysesWriting = writing && practice;
  const markedWriting = analysesWriting && analysis.state.result && analysis.state.text !== undefined ? { text: analysis.state.text, tags: analysis.state.result.tags } : undefined;
  const clipboardGuard = useClipboardGuard(mode);

  async function submit() {
    if (submitted) return;
    if (!practice) {
      setSubmitted(true);
      onSubmitted?.(answer, undefined);
      return;
    }
    const scored = scorePracticeAnswer(question, answer);
    setResult(scored);
    setSubmitted(true);
    setShowAnswer(false);
    if (!analysesWriting || answer.kind !== 'text') {
      onSubmitted?.(answer, scored);
      return;
    }
    // A writing answer's score is its AI analysis; a failed analysis lets the student submit again.
    const analysed = await analysis.analyse(answer.text, { isMockTest: false });
    if (!analysed) {
      setSubmitted(false);
      setResult(undefined);
      return;
    }
    onSubmitted?.(answer, { score: analysed.score, max: analysed.max, successful: analysed.successful, traits: [] });
  }

  function changeAnswer(next: Answer) {
    setAnswer(next);
    analysis.clearErrors();
    onAnswerChange?.(next);
  }

  function redo() {
    analysis.reset();
    setAnswer(emptyAnswerOf(question));
    setSubmitted(false);
    setShowAnswer(false);
    setResult(undefined);
    setRound((value) => value + 1);
  }

  const describeIndex = type.layout === 're-order' || type.layout === 'single-answer' || type.layout === 'multiple-answers' ? letterOf : undefined;

  return (
    <div className="pte-question" data-layout={type.layout} data-mode={mode} {...clipboardGuard}>
      <Flex className="pte-question__bar" justifyContent="space-between" alignItems="center" gap="small" wrap="wrap">
        <Text as="p" className="pte-question__task" margin="0">
          <span className="pte-sr-only">{T.task}: </span>
          {mode === 'mock' ? type.taskMock : type.task}
        </Text>
        {hasItemTimer(question, mode) && <TargetTimer key={round} targetSeconds={type.targetTime} running={!submitted} mode={mode} onTimeUp={() => void submit()} />}
      </Flex>

      {question.track && (
        <AudioPlayer src={questionAudioUrl(question.track)} label={question.title ?? question.uid} controlsDisabled={mode === 'mock'} autoPlay={mode === 'mock'} onEnded={() => setAudioDone(true)} />
      )}

      <div className={type.layout === 'single-answer' || type.layout === 'multiple-answers' ? 'pte-question__body pte-question__body--split' : 'pte-question__body'}>
        <Passage question={question} />
        <div className="pte-question__input" aria-busy={waitsForAudio && !audioDone}>
          {/* Once analysed, the answer is shown once, marked, where it was written; Redo brings the box back. */}
          {markedWriting ? (
            <MarkedWriting text={markedWriting.text} tags={markedWriting.tags} />
          ) : (
            <QuestionInput
              key={round}
              question={question}
              answer={answer}
              onAnswer={changeAnswer}
              submitted={submitted || (waitsForAudio && !audioDone) || (analysesWriting && analysis.state.creditExhausted)}
              showAnswer={practice && showAnswer}
              mode={mode}
              result={result}
            />
          )}
        </div>
      </div>

      <Flex className="pte-question__actions" gap="small" wrap="wrap" alignItems="center">
        {submitted && practice ? (
          <Button onClick={redo}>{T.redo}</Button>
        ) : (
          <Button variation="primary" onClick={() => void submit()} isDisabled={submitted || (analysesWriting && analysis.state.creditExhausted)}>
            {practice ? T.submit : T.next}
          </Button>
        )}
        {practice && type.flags.showAnswerButton && !submitted && (
          <Button onClick={() => setShowAnswer((value) => !value)} aria-pressed={showAnswer}>
            {showAnswer ? T.hideAnswer : T.showAnswer}
          </Button>
        )}
        {navigation && <div className="pte-question__nav">{navigation}</div>}
      </Flex>

      {practice && (showAnswer || submitted) && <AnswerCard question={question} />}

      {practice && submitted && result && (
        <ResultPanel result={result} heading={writing ? T.writingFormHeading : undefined} describeIndex={describeIndex}>
          {writing && (
            <Text color="font.secondary" fontSize="small">
              {T.writingNote}
            </Text>
          )}
          <div>
            <ScoreGuideDialog skills={type.skills.map((skill) => skill.name)} />
          </div>
        </ResultPanel>
      )}
      {analysesWriting && (
        <WritingAnalysisSection question={question} analysis={analysis} />
      )}
      {children}
    </div>
  );
}
