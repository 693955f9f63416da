import { PRACTICE_TEXTS as T } from '@frontend/features/practice/texts';
import { BlankText, blankState, ExpectedWord } from '@frontend/features/practice/inputs/blank-text';
import { clipboardGuard, revealsAnswer } from '@frontend/features/practice/inputs/input-props';
import type { InputProps } from '@frontend/features/practice/inputs/input-props';

/** Fill in the Blanks (Dropdown): one labelled select per blank, with that blank's options (wordsGiven). */
export function BlanksDropdownInput(props: InputProps<'blanks'>) {
  const { question, answer, onAnswer, submitted, mode } = props;
  const options = (question.wordsGiven ?? []) as string[][];
  const expected = question.correctAnswers ?? [];
  const reveal = revealsAnswer(props);
  return (
    <div className="pte-blanks" {...clipboardGuard(mode)}>
      <BlankText
        topic={question.topic ?? ''}
        renderBlank={(index) => {
          const value = answer.values[index] ?? null;
          const state = mode === 'practice' ? blankState(value, expected[index], submitted) : undefined;
          return (
            <span className="pte-blank" data-state={state}>
              <select
                className="pte-blank__select"
                aria-label={T.blank(index)}
                value={value ?? ''}
                disabled={submitted}
                onChange={(event) => {
                  const next = [...answer.values];
                  next[index] = event.currentTarget.value === '' ? null : event.currentTarget.value;
                  onAnswer({ kind: 'blanks', values: next });
                }}
              >
                <option value="">{T.chooseOption}</option>
                {(options[index] ?? []).map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
              <ExpectedWord word={expected[index]} show={reveal && state !== 'correct'} />
            </span>
          );
        }}
      />
    </div>
  );
}
