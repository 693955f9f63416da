import { QUESTION_SCREEN_TEXTS as T } from '@frontend/features/answering/question-screen/texts';
import { BlankSlots, withBlank } from '@frontend/features/answering/question-screen/inputs/blank-text';
import type { InputProps } from '@frontend/features/answering/question-screen/inputs/input-props';

/** Fill in the Blanks (Dropdown): one labelled select per blank, with that blank's options (wordsGiven). */
export function BlanksDropdownInput(props: InputProps<'blanks'>) {
  const { question, answer, onAnswer, submitted } = props;
  const options = (question.wordsGiven ?? []) as string[][];
  return (
    <div className="pte-blanks">
      <BlankSlots
        props={props}
        renderControl={(index, value) => (
          <select
            className="pte-blank__select"
            aria-label={T.blank(index)}
            value={value ?? ''}
            disabled={submitted}
            onChange={(event) => onAnswer(withBlank(answer.values, index, event.currentTarget.value))}
          >
            <option value="">{T.chooseOption}</option>
            {(options[index] ?? []).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        )}
      />
    </div>
  );
}
