import { QUESTION_SCREEN_TEXTS as T } from '@frontend/features/answering/question-screen/texts';
import { BlankSlots, withBlank } from '@frontend/features/answering/question-screen/inputs/blank-text';
import type { InputProps } from '@frontend/features/answering/question-screen/inputs/input-props';

/** Fill in the Blanks (Type in): one labelled text box per blank of the transcript. */
export function BlanksTypedInput(props: InputProps<'blanks'>) {
  const { question, answer, onAnswer, submitted } = props;
  const expected = question.correctAnswers ?? [];
  return (
    <div className="pte-blanks">
      <BlankSlots
        props={props}
        renderControl={(index, value) => (
          <input
            className="pte-blank__input"
            type="text"
            aria-label={T.blank(index)}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={value ?? ''}
            readOnly={submitted}
            size={Math.max(8, (expected[index]?.length ?? 8) + 2)}
           
            onChange={(event) => onAnswer(withBlank(answer.values, index, event.currentTarget.value))}
          />
        )}
      />
    </div>
  );
}
