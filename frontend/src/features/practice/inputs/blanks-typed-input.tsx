import { PRACTICE_TEXTS as T } from '@frontend/features/practice/texts';
import { BlankText, blankState, ExpectedWord } from '@frontend/features/practice/inputs/blank-text';
import { clipboardGuard, revealsAnswer } from '@frontend/features/practice/inputs/input-props';
import type { InputProps } from '@frontend/features/practice/inputs/input-props';

/** Fill in the Blanks (Type in): one labelled text box per blank of the transcript. */
export function BlanksTypedInput(props: InputProps<'blanks'>) {
  const { question, answer, onAnswer, submitted, mode } = props;
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
                onChange={(event) => {
                  const next = [...answer.values];
                  next[index] = event.currentTarget.value === '' ? null : event.currentTarget.value;
                  onAnswer({ kind: 'blanks', values: next });
                }}
              />
              <ExpectedWord word={expected[index]} show={reveal && state !== 'correct'} />
            </span>
          );
        }}
      />
    </div>
  );
}
