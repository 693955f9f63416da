import { itemTypes } from '@shared/exam';
import { clipboardGuard } from '@frontend/features/practice/inputs/input-props';
import type { InputProps } from '@frontend/features/practice/inputs/input-props';
import { TextBox } from '@frontend/features/practice/inputs/text-box';

/** Summaries, Email and Essay: the box with the type's rows (8, 6 or 15) and a word count. */
export function WritingInput({ question, answer, onAnswer, submitted, mode }: InputProps<'text'>) {
  return (
    <div className="pte-writing" {...clipboardGuard(mode)}>
      <TextBox value={answer.text} onChange={(text) => onAnswer({ kind: 'text', text })} rows={itemTypes[question.type].textRows ?? 6} disabled={submitted} mode={mode} />
    </div>
  );
}
