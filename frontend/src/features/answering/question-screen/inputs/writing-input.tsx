import { itemTypes } from '@shared/exam';
import type { InputProps } from '@frontend/features/answering/question-screen/inputs/input-props';
import { TextBox } from '@frontend/features/answering/question-screen/inputs/text-box';

/** Summaries, Email and Essay: the box with the type's rows (8, 6 or 15) and a word count. */
export function WritingInput({ question, answer, onAnswer, submitted }: InputProps<'text'>) {
  return (
    <div className="pte-writing">
      <TextBox value={answer.text} onChange={(text) => onAnswer({ kind: 'text', text })} rows={itemTypes[question.type].textRows ?? 6} disabled={submitted} />
    </div>
  );
}
