import { Alert, Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import type { Tag } from '@shared/api';
import type { Question } from '@shared/exam';
import { useState } from 'react';
import { AnalysisOverlay } from '@frontend/components/analysis-overlay/analysis-overlay';
import { AiScoreDialog } from '@frontend/features/answering/writing-analysis/ai-score-dialog';
import { HighlightedAnswer } from '@frontend/features/answering/writing-analysis/highlighted-answer';
import { PreviousWritings } from '@frontend/features/answering/writing-analysis/previous-writings';
import type { useAnalyseWriting } from '@frontend/features/answering/writing-analysis/use-analyse-writing';
import { QUESTION_SCREEN_TEXTS as T } from '@frontend/features/answering/question-screen/texts';

interface WritingAnalysisSectionProps {
  question: Question;
  analysis: ReturnType<typeof useAnalyseWriting>;
  /** The analysis gave up (30 s) or failed: the screen lets the student submit again. */
}

/** The analysed answer in place of the box it was written in: the marks, their legend and how to read them. */
export function MarkedWriting({ text, tags }: { text: string; tags: Tag[] }) {
  return (
    <section className="pte-marked-writing" aria-label={T.markedAnswerLabel}>
      <Text fontSize="small" color="font.secondary">
        {T.markedAnswerHint}
      </Text>
      <HighlightedAnswer text={text} tags={tags} showLegend />
    </section>
  );
}

/** The AI analysis of a writing answer on the practice screen: overlay, score and its details, previous submissions. */
export function WritingAnalysisSection({ question, analysis }: WritingAnalysisSectionProps) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const { state } = analysis;
  return (
    <>
      <AnalysisOverlay active={state.loading} startedAt={state.startedAt ?? Date.now()} />
      {state.error && (
        <Alert variation="error" role="alert">
          {state.error}
        </Alert>
      )}
      {state.result && state.text !== undefined && (
        <section className="pte-writing-analysis" aria-labelledby={`ai-${question.uid}`}>
          <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="small">
            <Heading level={3} id={`ai-${question.uid}`}>
              {T.aiScore(state.result.score, state.result.max)}
            </Heading>
            <Button onClick={() => setDetailsOpen(true)}>{T.seeDetails}</Button>
          </Flex>
          {state.result.templateWarning && <Alert variation="warning">{state.result.templateWarning}</Alert>}
          <AiScoreDialog open={detailsOpen} onClose={() => setDetailsOpen(false)} analysis={state.result} answer={state.text} {...(question.sampleAnswer ? { sampleAnswer: question.sampleAnswer } : {})} />
        </section>
      )}
      <PreviousWritings uid={question.uid} />
    </>
  );
}
