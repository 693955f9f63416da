import { PRACTICE_TEXTS as T } from '@frontend/features/practice/texts';
import { BlankSlots, withBlank } from '@frontend/features/practice/inputs/blank-text';
import { clipboardGuard } from '@frontend/features/practice/inputs/input-props';
import type { InputProps } from '@frontend/features/practice/inputs/input-props';

/** Fill in the Blanks (Dropdown): one labelled select per blank, with that blank's options (wordsGiven). */
export function BlanksDropdownInput(props: InputProps<'blanks'>) {
  const { question, answer, onAnswer, submitted, mode } = props;
  const options = (question.wordsGiven ?? []) as string[][];
  return (
    <div className="pte-blanks" {...clipboardGuard(mode)}>
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
