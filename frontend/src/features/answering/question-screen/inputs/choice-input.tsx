import { itemTypes } from '@shared/exam';
import { useId } from 'react';
import { QUESTION_SCREEN_TEXTS as T } from '@frontend/features/answering/question-screen/texts';
import { revealsAnswer } from '@frontend/features/answering/question-screen/inputs/input-props';
import type { InputProps } from '@frontend/features/answering/question-screen/inputs/input-props';
import { letterOf } from '@frontend/features/answering/question-screen/question-answer';

type ChoiceProps = InputProps<'choice'> | InputProps<'choices'>;

/**
 * Single and multiple answers, reading and listening (also Highlight Correct Summary and Select
 * Missing Word): radio buttons or checkboxes; once revealed, correct choices are green and wrong
 * picks red.
 */
export function ChoiceInput(props: ChoiceProps) {
  const { question, submitted } = props;
  const legendId = useId();
  const name = useId();
  const multiple = props.answer.kind === 'choices';
  const choices = question.multichoice ?? [];
  const correct = new Set(multiple ? (question.correctIndexes ?? []) : [question.correctIndex ?? -1]);
  const picked = new Set(props.answer.kind === 'choices' ? props.answer.selected : props.answer.selected === null ? [] : [props.answer.selected]);
  const reveal = revealsAnswer(props);
  const long = itemTypes[question.type].code === 'LHS';

  function toggle(index: number) {
    if (props.answer.kind === 'choices') {
      const next = picked.has(index) ? props.answer.selected.filter((value) => value !== index) : [...props.answer.selected, index].sort((a, b) => a - b);
      (props as InputProps<'choices'>).onAnswer({ kind: 'choices', selected: next });
    } else {
      (props as InputProps<'choice'>).onAnswer({ kind: 'choice', selected: index });
    }
  }

  return (
    <fieldset className="pte-choices" aria-labelledby={legendId} disabled={submitted}>
      <legend id={legendId} className="pte-choices__legend">
        {question.question ?? (multiple ? T.selectSeveral : T.selectOne)}
        <span className="pte-choices__hint">{multiple ? T.selectSeveral : T.selectOne}</span>
      </legend>
      {choices.map((choice, index) => {
        const isCorrect = correct.has(index);
        const isPicked = picked.has(index);
        const state = !reveal ? undefined : isCorrect ? 'correct' : isPicked ? 'wrong' : undefined;
        return (
          <label key={index} className={long ? 'pte-choice pte-choice--long' : 'pte-choice'} data-state={state} data-picked={isPicked}>
            <input type={multiple ? 'checkbox' : 'radio'} name={name} checked={isPicked} onChange={() => toggle(index)} />
            <span className="pte-choice__letter" aria-hidden="true">
              {letterOf(index)}
            </span>
            <span className="pte-choice__text">{choice}</span>
            {state === 'correct' && <span className="pte-choice__mark">{T.correctChoice}</span>}
            {state === 'wrong' && <span className="pte-choice__mark">{T.yourChoice}</span>}
          </label>
        );
      })}
    </fieldset>
  );
}
