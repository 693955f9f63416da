import { PRACTICE_TEXTS as T } from '@frontend/features/practice/texts';
import { BlankSlots, withBlank } from '@frontend/features/practice/inputs/blank-text';
import { clipboardGuard } from '@frontend/features/practice/inputs/input-props';
import type { InputProps } from '@frontend/features/practice/inputs/input-props';

/** Fill in the Blanks (Type in): one labelled text box per blank of the transcript. */
export function BlanksTypedInput(props: InputProps<'blanks'>) {
  const { question, answer, onAnswer, submitted, mode } = props;
  const expected = question.correctAnswers ?? [];
  return (
    <div className="pte-blanks" {...clipboardGuard(mode)}>
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
            {...clipboardGuard(mode)}
            onChange={(event) => onAnswer(withBlank(answer.values, index, event.currentTarget.value))}
          />
        )}
      />
    </div>
  );
}
