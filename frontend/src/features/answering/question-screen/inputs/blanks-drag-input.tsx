import { useState } from 'react';
import type { DragEvent } from 'react';
import { QUESTION_SCREEN_TEXTS as T } from '@frontend/features/answering/question-screen/texts';
import { BlankSlots } from '@frontend/features/answering/question-screen/inputs/blank-text';
import type { InputProps } from '@frontend/features/answering/question-screen/inputs/input-props';

const dragType = 'application/x-pte-word';

interface Dragged {
  word: string;
  /** The blank it comes from, when dragged out of one. */
  from?: number;
}

function readDragged(event: DragEvent): Dragged | undefined {
  try {
    const raw = event.dataTransfer.getData(dragType);
    if (raw) return JSON.parse(raw) as Dragged;
  } catch {
    // Not ours.
  }
  const word = event.dataTransfer.getData('text/plain');
  return word ? { word } : undefined;
}

/**
 * Fill in the Blanks (Drag and Drop): words from the bank are dragged into the blanks and back.
 * Without a mouse, select a word (Enter or Space) and then a blank; a filled blank, selected with
 * no word chosen, gives its word back to the bank.
 */
export function BlanksDragInput(props: InputProps<'blanks'>) {
  const { question, answer, onAnswer, submitted } = props;
  const bank = (question.wordsGiven ?? []) as string[];
  const [chosen, setChosen] = useState<number | null>(null);
  const [over, setOver] = useState<number | 'bank' | null>(null);

  // Each placed value uses up one bank word of the same text.
  const used = new Set<number>();
  for (const value of answer.values) {
    if (value === null) continue;
    const at = bank.findIndex((word, index) => word === value && !used.has(index));
    if (at !== -1) used.add(at);
  }
  const available = bank.map((word, index) => ({ word, index })).filter(({ index }) => !used.has(index));

  const place = (blank: number, word: string | null, from?: number) => {
    const next = [...answer.values];
    if (from !== undefined && from !== blank) next[from] = next[blank] ?? null;
    next[blank] = word;
    onAnswer({ kind: 'blanks', values: next });
  };

  function selectBlank(blank: number) {
    if (submitted) return;
    const chosenWord = chosen === null ? undefined : bank[chosen];
    if (chosenWord !== undefined) {
      place(blank, chosenWord);
      setChosen(null);
    } else if (answer.values[blank] != null) {
      place(blank, null);
    }
  }

  const dragStart = (dragged: Dragged) => (event: DragEvent) => {
    event.dataTransfer.setData(dragType, JSON.stringify(dragged));
    event.dataTransfer.setData('text/plain', dragged.word);
    event.dataTransfer.effectAllowed = 'move';
  };

  const dropOn = (target: number | 'bank') =>
    submitted
      ? {}
      : {
          onDragOver: (event: DragEvent) => {
            event.preventDefault();
            setOver(target);
          },
          onDragLeave: () => setOver(null),
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            setOver(null);
            const dragged = readDragged(event);
            if (!dragged) return;
            if (target === 'bank') {
              if (dragged.from !== undefined) place(dragged.from, null);
            } else {
              place(target, dragged.word, dragged.from);
            }
          },
        };

  return (
    <div className="pte-blanks">
      <BlankSlots
        props={props}
        renderControl={(index, value) => (
          <button
            type="button"
            className="pte-blank__slot"
            data-filled={value !== null}
            data-over={over === index}
            aria-label={value === null ? T.blankEmpty(index) : T.blankFilled(index, value)}
            aria-disabled={submitted}
            onClick={() => selectBlank(index)}
            draggable={!submitted && value !== null}
            onDragStart={value === null ? undefined : dragStart({ word: value, from: index })}
            {...dropOn(index)}
          >
            {value ?? '\u00a0'}
          </button>
        )}
      />
      <div className="pte-word-bank" role="group" aria-label={T.wordBank} data-over={over === 'bank'} {...dropOn('bank')}>
        <p className="pte-input-hint">{T.wordBankHint}</p>
        <div className="pte-word-bank__words">
          {available.map(({ word, index }) => (
            <button
              key={index}
              type="button"
              className="pte-word-chip"
              aria-pressed={chosen === index}
              aria-label={T.placeWord(word)}
              disabled={submitted}
              draggable={!submitted}
              onDragStart={dragStart({ word })}
              onClick={() => setChosen(chosen === index ? null : index)}
            >
              {word}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
