import { countWords } from '@shared/text';
import { useId } from 'react';
import { QUESTION_SCREEN_TEXTS as T } from '@frontend/features/answering/question-screen/texts';

export interface TextBoxProps {
  value: string;
  onChange: (value: string) => void;
  rows: number;
  label?: string;
  disabled: boolean;
}

/** The answer box of dictation and writing types: the type's rows and a live word count (practice.md §5). */
export function TextBox({ value, onChange, rows, label = T.answerBox, disabled }: TextBoxProps) {
  const id = useId();
  const countId = useId();
  return (
    <div className="pte-text-box">
      <label htmlFor={id} className="pte-text-box__label">
        {label}
      </label>
      <textarea
        id={id}
        className="pte-text-box__area"
        rows={rows}
        value={value}
        readOnly={disabled}
        aria-describedby={countId}
        spellCheck={false}
        autoCapitalize="sentences"
        onChange={(event) => onChange(event.currentTarget.value)}
       
      />
      <p id={countId} className="pte-text-box__count" aria-live="polite">
        {T.wordCount(countWords(value))}
      </p>
    </div>
  );
}
