import { Text } from '@aws-amplify/ui-react';
import type { AnswerMark, MarkedAnswer } from '@frontend/features/answering/speaking/marked-answer';
import { SPEAKING_TEXTS } from '@frontend/features/answering/speaking/texts';

const T = SPEAKING_TEXTS.dialog;

const legendOrder: readonly Exclude<AnswerMark, 'plain'>[] = ['matched', 'missed', 'replaced', 'extra', 'unclear'];

/** One word with its mark: a style that differs by more than colour, and the mark said in words to screen readers. */
function Word({ text, mark, expected }: { text: string; mark: AnswerMark; expected?: string }) {
  if (mark === 'plain') return <span>{text}</span>;
  return (
    <span className="pte-speech-answer__word" data-mark={mark}>
      {text}
      <span className="pte-sr-only"> ({expected === undefined ? T.marks[mark] : `${T.marks[mark]}, ${T.expected(expected)}`})</span>
    </span>
  );
}

/**
 * 'Your answer:' of a speaking answer: the transcript with what the content score found marked,
 * a legend of the marks used, and the reference words or keywords not said; 'nothing recorded'
 * for an empty answer.
 */
export function MarkedAnswerView({ marked }: { marked: MarkedAnswer }) {
  if (marked.pieces.length === 0) {
    return (
      <Text as="p" margin="0" fontStyle="italic">
        {T.nothingRecorded}
      </Text>
    );
  }
  const used = new Set<AnswerMark>([...marked.pieces.map((piece) => piece.mark), ...(marked.missed.length > 0 ? (['missed'] as const) : [])]);
  return (
    <div className="pte-speech-answer">
      <p className="pte-speech-answer__text">
        {marked.pieces.map((piece, index) => (
          <span key={index}>
            {index > 0 && ' '}
            <Word {...piece} />
          </span>
        ))}
      </p>
      {marked.missed.length > 0 && (
        <p className="pte-speech-answer__text">
          <Text as="span" fontWeight="semibold">
            {T.missed}
          </Text>{' '}
          {marked.missed.map((word, index) => (
            <span key={index}>
              {index > 0 && ', '}
              <Word text={word} mark="missed" />
            </span>
          ))}
        </p>
      )}
      <ul className="pte-speech-answer__legend" aria-label={T.legend}>
        {legendOrder
          .filter((mark) => used.has(mark))
          .map((mark) => (
            <li key={mark}>
              <span className="pte-speech-answer__word" data-mark={mark} aria-hidden="true">
                {T.legendSample}
              </span>{' '}
              {T.marks[mark]}
            </li>
          ))}
      </ul>
    </div>
  );
}
