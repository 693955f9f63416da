import { Button } from '@aws-amplify/ui-react';
import { useId, useState } from 'react';
import type { DragEvent, KeyboardEvent } from 'react';
import { QUESTION_SCREEN_TEXTS as T } from '@frontend/features/answering/question-screen/texts';
import { revealsAnswer } from '@frontend/features/answering/question-screen/inputs/input-props';
import type { InputProps } from '@frontend/features/answering/question-screen/inputs/input-props';
import { letterOf } from '@frontend/features/answering/question-screen/question-answer';

const dragType = 'application/x-pte-paragraph';

function draggedParagraph(event: DragEvent): number | undefined {
  const raw = event.dataTransfer.getData(dragType) || event.dataTransfer.getData('text/plain');
  const value = Number(raw);
  return raw !== '' && Number.isInteger(value) ? value : undefined;
}

/**
 * Re-order Paragraphs: the source panel holds the shuffled boxes, the target panel the student's
 * order. Boxes are dragged between and within the panels, or moved with their buttons and with
 * Alt + arrow keys, so the keyboard does everything the mouse does.
 */
export function ReorderInput(props: InputProps<'order'>) {
  const { question, answer, onAnswer, submitted, mode } = props;
  const paragraphs = question.paragraphs ?? [];
  const order = answer.order;
  const placed = new Set(order);
  const source = paragraphs.map((_, index) => index).filter((index) => !placed.has(index));
  const reveal = revealsAnswer(props);
  const correctOrder = question.correctIndexes ?? [];
  const correctNext = new Map(correctOrder.slice(0, -1).map((paragraph, position) => [paragraph, correctOrder[position + 1]]));
  const [dropAt, setDropAt] = useState<number | 'end' | 'source' | null>(null);
  const sourceId = useId();
  const targetId = useId();

  const set = (next: number[]) => onAnswer({ kind: 'order', order: next });
  const insert = (paragraph: number, at: number) => {
    const without = order.filter((value) => value !== paragraph);
    const position = Math.max(0, Math.min(at, without.length));
    set([...without.slice(0, position), paragraph, ...without.slice(position)]);
  };
  const remove = (paragraph: number) => set(order.filter((value) => value !== paragraph));
  const move = (paragraph: number, by: -1 | 1) => {
    const position = order.indexOf(paragraph);
    const to = position + by;
    if (position === -1 || to < 0 || to >= order.length) return;
    const next = [...order];
    next[position] = next[to]!;
    next[to] = paragraph;
    set(next);
  };

  function linkState(paragraph: number, position: number): 'linked' | 'broken' | undefined {
    if (!submitted || mode === 'mock') return undefined;
    const before = order[position - 1];
    const after = order[position + 1];
    const linked = (after !== undefined && correctNext.get(paragraph) === after) || (before !== undefined && correctNext.get(before) === paragraph);
    return linked ? 'linked' : 'broken';
  }

  function onTargetKey(event: KeyboardEvent, paragraph: number) {
    if (!event.altKey || submitted) return;
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(paragraph, -1);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(paragraph, 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      remove(paragraph);
    }
  }

  const dragProps = (paragraph: number) =>
    submitted
      ? {}
      : {
          draggable: true,
          onDragStart: (event: DragEvent) => {
            event.dataTransfer.setData(dragType, String(paragraph));
            event.dataTransfer.setData('text/plain', String(paragraph));
            event.dataTransfer.effectAllowed = 'move';
          },
          onDragEnd: () => setDropAt(null),
        };

  const dropZone = (at: number | 'end' | 'source') =>
    submitted
      ? {}
      : {
          onDragOver: (event: DragEvent) => {
            event.preventDefault();
            event.stopPropagation();
            setDropAt(at);
          },
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            event.stopPropagation();
            setDropAt(null);
            const paragraph = draggedParagraph(event);
            if (paragraph === undefined) return;
            if (at === 'source') return remove(paragraph);
            if (at === 'end') return insert(paragraph, order.length);
            // Dropped on a box: it goes just before that box, counted once the dragged box is lifted out.
            const from = order.indexOf(paragraph);
            insert(paragraph, from !== -1 && from < at ? at - 1 : at);
          },
        };

  return (
    <div className="pte-reorder">
      <p className="pte-input-hint">{T.reorderHint}</p>
      <div className="pte-reorder__panels">
        <section className="pte-reorder__panel" aria-labelledby={sourceId} data-drop={dropAt === 'source'} {...dropZone('source')}>
          <h3 id={sourceId} className="pte-reorder__title">
            {T.source}
          </h3>
          {source.length === 0 ? (
            <p className="pte-reorder__empty">{T.emptySource}</p>
          ) : (
            <ul className="pte-reorder__list">
              {source.map((paragraph) => (
                <li key={paragraph} className="pte-paragraph" {...dragProps(paragraph)} aria-label={T.paragraph(letterOf(paragraph))}>
                  <span className="pte-paragraph__letter" aria-hidden="true">
                    {letterOf(paragraph)}
                  </span>
                  <span className="pte-paragraph__text">{paragraphs[paragraph]}</span>
                  <span className="pte-paragraph__actions">
                    <Button size="small" onClick={() => insert(paragraph, order.length)} isDisabled={submitted} aria-label={T.add(letterOf(paragraph))}>
                      →
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="pte-reorder__panel pte-reorder__panel--target" aria-labelledby={targetId} data-drop={dropAt === 'end'} {...dropZone('end')}>
          <h3 id={targetId} className="pte-reorder__title">
            {T.target}
          </h3>
          {order.length === 0 ? (
            <p className="pte-reorder__empty">{T.emptyTarget}</p>
          ) : (
            <ol className="pte-reorder__list">
              {order.map((paragraph, position) => (
                <li
                  key={paragraph}
                  className="pte-paragraph"
                  tabIndex={submitted ? undefined : 0}
                  aria-label={T.paragraph(letterOf(paragraph))}
                  data-state={linkState(paragraph, position)}
                  data-drop={dropAt === position}
                  onKeyDown={(event) => onTargetKey(event, paragraph)}
                  {...dragProps(paragraph)}
                  {...dropZone(position)}
                >
                  <span className="pte-paragraph__letter" aria-hidden="true">
                    {letterOf(paragraph)}
                  </span>
                  <span className="pte-paragraph__text">{paragraphs[paragraph]}</span>
                  {!submitted && (
                    <span className="pte-paragraph__actions">
                      <Button size="small" onClick={() => move(paragraph, -1)} isDisabled={position === 0} aria-label={T.moveUp(letterOf(paragraph))}>
                        ↑
                      </Button>
                      <Button size="small" onClick={() => move(paragraph, 1)} isDisabled={position === order.length - 1} aria-label={T.moveDown(letterOf(paragraph))}>
                        ↓
                      </Button>
                      <Button size="small" onClick={() => remove(paragraph)} aria-label={T.remove(letterOf(paragraph))}>
                        ←
                      </Button>
                    </span>
                  )}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
      {reveal && (
        <p className="pte-reorder__answer">
          <strong>{T.correctOrder}:</strong> {correctOrder.map(letterOf).join(', ')}
        </p>
      )}
    </div>
  );
}
