import { itemTypes } from '@shared/exam';
import { dictationChecklist } from '@shared/scoring';
import type { WordsEvidence } from '@shared/scoring';
import { QUESTION_SCREEN_TEXTS as T } from '@frontend/features/answering/question-screen/texts';
import { revealsAnswer } from '@frontend/features/answering/question-screen/inputs/input-props';
import type { InputProps } from '@frontend/features/answering/question-screen/inputs/input-props';
import { TextBox } from '@frontend/features/answering/question-screen/inputs/text-box';

/**
 * Write From Dictation: a 2-row box with a word count and the checklist (capital letter, full
 * stop). After submit the transcript is shown word by word, green when typed and red when not.
 */
export function DictationInput(props: InputProps<'text'>) {
  const { question, answer, onAnswer, submitted, showAnswer, mode, result } = props;
  const checklist = dictationChecklist(answer.text);
  const evidence = result?.traits.find((trait) => trait.evidence.kind === 'words')?.evidence as WordsEvidence | undefined;
  const practice = mode === 'practice';
  return (
    <div className="pte-dictation">
      <TextBox value={answer.text} onChange={(text) => onAnswer({ kind: 'text', text })} rows={itemTypes[question.type].textRows ?? 2} disabled={submitted} />
      <div className="pte-checklist" role="group" aria-label={T.checklist.heading}>
        {(
          [
            [T.checklist.capital, checklist.startsWithCapital],
            [T.checklist.fullStop, checklist.endsWithFullStop],
          ] as const
        ).map(([label, met]) => (
          <span key={label} className="pte-checklist__item" data-met={met}>
            <span aria-hidden="true">{met ? '✓' : '○'}</span> {label}
            <span className="pte-sr-only"> ({met ? T.checklist.met : T.checklist.notMet})</span>
          </span>
        ))}
      </div>
      {practice && submitted && evidence && (
        <div className="pte-dictation__transcript">
          <h3 className="pte-dictation__title">{T.transcript}</h3>
          <p className="pte-dictation__words">
            {evidence.words.map((word, index) => (
              <span key={index} className={word.matched ? 'pte-word pte-word--matched' : 'pte-word pte-word--missed'} data-matched={word.matched}>
                {word.word}
              </span>
            ))}
          </p>
        </div>
      )}
      {revealsAnswer(props) && !submitted && showAnswer && (
        <div className="pte-dictation__transcript">
          <h3 className="pte-dictation__title">{T.transcript}</h3>
          <p>{question.transcript}</p>
        </div>
      )}
    </div>
  );
}
