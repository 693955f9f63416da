import { words } from '@shared/text';
import { useId } from 'react';
import { QUESTION_SCREEN_TEXTS as T } from '@frontend/features/answering/question-screen/texts';
import type { InputProps } from '@frontend/features/answering/question-screen/inputs/input-props';

type WordState = 'correct' | 'wrong' | 'missed' | 'answer';

function tooltipOf(state: WordState | undefined, expected: string | undefined): string | undefined {
  switch (state) {
    case 'correct':
      return T.tooltips.correct;
    case 'wrong':
      return T.tooltips.wrong;
    case 'missed':
      return T.tooltips.missed(expected ?? '');
    default:
      return undefined;
  }
}

/**
 * Highlight Incorrect Words: the transcript's words toggle between selected and not. After submit
 * each word shows correct, wrong or missed with the spec's tooltips; show-answer mode reveals the
 * words the speaker said instead.
 */
export function HighlightWordsInput(props: InputProps<'words'>) {
  const { question, answer, onAnswer, submitted, showAnswer, mode } = props;
  const baseId = useId();
  const shown = words(question.transcript ?? '');
  const targets = question.indexToClick ?? [];
  const expectedAt = new Map(targets.map((index, position) => [index, question.correctAnswers?.[position]]));
  const selected = new Set(answer.selected);
  const practice = mode === 'practice';

  function stateOf(index: number): WordState | undefined {
    const isTarget = expectedAt.has(index);
    const isSelected = selected.has(index);
    if (practice && submitted) {
      if (isSelected) return isTarget ? 'correct' : 'wrong';
      if (isTarget) return 'missed';
    }
    if (practice && showAnswer && isTarget) return 'answer';
    return undefined;
  }

  function toggle(index: number) {
    if (submitted) return;
    const next = selected.has(index) ? answer.selected.filter((value) => value !== index) : [...answer.selected, index].sort((a, b) => a - b);
    onAnswer({ kind: 'words', selected: next });
  }

  return (
    <div className="pte-hiw">
      <p className="pte-input-hint">{T.highlightHint}</p>
      <p className="pte-hiw__text" role="group" aria-label={T.transcriptWords}>
        {shown.map((word, index) => {
          const state = stateOf(index);
          const tooltip = tooltipOf(state, expectedAt.get(index));
          const tooltipId = `${baseId}-${index}`;
          return (
            <span key={index} className="pte-hiw__item">
              <button
                type="button"
                className="pte-hiw__word"
                aria-pressed={selected.has(index)}
                aria-disabled={submitted}
                aria-describedby={tooltip ? tooltipId : undefined}
                data-state={state}
                onClick={() => toggle(index)}
              >
                {word}
              </button>
              {state === 'answer' && <span className="pte-hiw__said">{expectedAt.get(index)}</span>}
              {tooltip && (
                <span id={tooltipId} role="tooltip" className="pte-hiw__tooltip">
                  {tooltip}
                </span>
              )}{' '}
            </span>
          );
        })}
      </p>
    </div>
  );
}
