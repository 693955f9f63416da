import { Text } from '@aws-amplify/ui-react';
import type { SpeechAnalysis } from '@shared/api';
import type { Question } from '@shared/exam';
import { useMemo } from 'react';
import { AudioPlayer } from '@frontend/components/audio-player/audio-player';
import { contentEvidence, markAnswer } from '@frontend/features/answering/speaking/marked-answer';
import { MarkedAnswerView } from '@frontend/features/answering/speaking/marked-answer-view';
import { questionAudioUrl } from '@frontend/features/answering/speaking/media-urls';
import { SPEAKING_TEXTS } from '@frontend/features/answering/speaking/texts';
import { AiScoreDialogFrame, AiScoreSection } from '@frontend/features/answering/writing-analysis/ai-score-dialog';

const T = SPEAKING_TEXTS.dialog;

export interface SpeechScoreDialogProps {
  open: boolean;
  onClose: () => void;
  analysis: SpeechAnalysis;
  question: Question;
}

/**
 * The 'AI Score analysis' of a speaking answer (practice.md §2): enabling skill, score and comment
 * per trait, 'Your answer:' with the words the content score counted and missed, then 'Sample
 * answer:' or, for a question with a track and no sample, 'Real audio:'.
 */
export function SpeechScoreDialog({ open, onClose, analysis, question }: SpeechScoreDialogProps) {
  const marked = useMemo(() => markAnswer(analysis.transcript, contentEvidence(analysis)), [analysis]);
  const recording = T.recordingLength(analysis.recordingSeconds);
  // An unscored item (Personal Introduction) has no enabling skills: its one note goes in the Final row.
  const unscored = analysis.max === 0;
  return (
    <AiScoreDialogFrame
      open={open}
      onClose={onClose}
      successful={analysis.successful}
      rows={unscored ? [] : analysis.traits}
      total={{ score: analysis.score, max: analysis.max, note: unscored ? [...analysis.traits.map((trait) => trait.comment), recording].join(' ') : recording }}
    >
      <AiScoreSection heading={T.yourAnswer}>
        <MarkedAnswerView marked={marked} />
      </AiScoreSection>
      {question.sampleAnswer ? (
        <AiScoreSection heading={T.sampleAnswer}>
          <Text as="p" margin="0" className="pte-speaking__pre">
            {question.sampleAnswer}
          </Text>
        </AiScoreSection>
      ) : (
        question.track && (
          <AiScoreSection heading={T.realAudio}>
            {open && <AudioPlayer src={questionAudioUrl(question.track)} label={T.realAudio} />}
          </AiScoreSection>
        )
      )}
    </AiScoreDialogFrame>
  );
}
