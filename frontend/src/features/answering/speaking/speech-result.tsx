import { Button, Flex, Text } from '@aws-amplify/ui-react';
import type { SpeechAnalysis } from '@shared/api';
import type { Question } from '@shared/exam';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ResultPanel } from '@frontend/components/result-panel/result-panel';
import { contentEvidence, markAnswer } from '@frontend/features/answering/speaking/marked-answer';
import { MarkedAnswerView } from '@frontend/features/answering/speaking/marked-answer-view';
import { SpeechScoreDialog } from '@frontend/features/answering/speaking/speech-score-dialog';
import { SPEAKING_TEXTS } from '@frontend/features/answering/speaking/texts';

const T = SPEAKING_TEXTS.result;

/**
 * The result of a speaking answer in practice: the score in the result panel, what was heard with
 * the words the content score counted marked (or 'nothing recorded', with every score 0), 'See details' for the 'AI Score analysis', and Try again.
 */
export function SpeechResult({ analysis, question, onTryAgain }: { analysis: SpeechAnalysis; question: Question; onTryAgain: () => void }) {
  const [detailsOpen, setDetailsOpen] = useState(false);
  const empty = analysis.transcript === '';
  const marked = useMemo(() => markAnswer(analysis.transcript, contentEvidence(analysis)), [analysis]);
  // The result replaces the review dialog and the overlay: focus moves to it rather than to the page.
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="pte-speaking__result">
      <ResultPanel result={{ score: analysis.score, max: analysis.max, successful: analysis.successful, traits: [] }} heading={T.heading}>
        {empty ? (
          <Flex direction="column" gap="xxs">
            <Text as="p" margin="0" fontWeight="bold">
              {T.nothingRecorded}
            </Text>
            <Text as="p" margin="0" color="font.secondary">
              {T.nothingRecordedHint}
            </Text>
          </Flex>
        ) : (
          <div>
            <Text as="p" margin="0" fontWeight="semibold">
              {T.heard}
            </Text>
            <MarkedAnswerView marked={marked} />
          </div>
        )}
        <Flex gap="small" wrap="wrap">
          <Button variation="primary" onClick={() => setDetailsOpen(true)}>
            {T.seeDetails}
          </Button>
          <Button onClick={onTryAgain}>{T.tryAgain}</Button>
        </Flex>
      </ResultPanel>
      <SpeechScoreDialog open={detailsOpen} onClose={() => setDetailsOpen(false)} analysis={analysis} question={question} />
    </div>
  );
}
