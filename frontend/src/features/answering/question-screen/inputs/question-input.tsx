import { itemTypes } from '@shared/exam';
import type { Answer } from '@shared/scoring';
import { BlanksDragInput } from '@frontend/features/answering/question-screen/inputs/blanks-drag-input';
import { BlanksDropdownInput } from '@frontend/features/answering/question-screen/inputs/blanks-dropdown-input';
import { BlanksTypedInput } from '@frontend/features/answering/question-screen/inputs/blanks-typed-input';
import { ChoiceInput } from '@frontend/features/answering/question-screen/inputs/choice-input';
import { DictationInput } from '@frontend/features/answering/question-screen/inputs/dictation-input';
import { HighlightWordsInput } from '@frontend/features/answering/question-screen/inputs/highlight-words-input';
import type { InputProps } from '@frontend/features/answering/question-screen/inputs/input-props';
import { ReorderInput } from '@frontend/features/answering/question-screen/inputs/reorder-input';
import { WritingInput } from '@frontend/features/answering/question-screen/inputs/writing-input';

/** The input of a question's layout (the catalogue's `layout`), with the same props in practice and mock tests. */
export function QuestionInput(props: InputProps<Answer['kind']>) {
  const { question, answer } = props;
  const layout = itemTypes[question.type].layout;
  // Each layout has one answer kind in the catalogue, so the casts below only narrow what is already true.
  switch (layout) {
    case 'single-answer':
    case 'multiple-answers':
      return answer.kind === 'choice' || answer.kind === 'choices' ? <ChoiceInput {...(props as InputProps<'choice'>)} /> : null;
    case 're-order':
      return answer.kind === 'order' ? <ReorderInput {...(props as InputProps<'order'>)} /> : null;
    case 'blanks-drag':
      return answer.kind === 'blanks' ? <BlanksDragInput {...(props as InputProps<'blanks'>)} /> : null;
    case 'blanks-dropdown':
      return answer.kind === 'blanks' ? <BlanksDropdownInput {...(props as InputProps<'blanks'>)} /> : null;
    case 'blanks-typed':
      return answer.kind === 'blanks' ? <BlanksTypedInput {...(props as InputProps<'blanks'>)} /> : null;
    case 'highlight-incorrect-words':
      return answer.kind === 'words' ? <HighlightWordsInput {...(props as InputProps<'words'>)} /> : null;
    case 'dictation':
      return answer.kind === 'text' ? <DictationInput {...(props as InputProps<'text'>)} /> : null;
    case 'writing':
      return answer.kind === 'text' ? <WritingInput {...(props as InputProps<'text'>)} /> : null;
    case 'speaking':
      return null;
  }
}
