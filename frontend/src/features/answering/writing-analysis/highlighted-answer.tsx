import '@frontend/features/answering/writing-analysis/writing-analysis.css';
import type { Tag } from '@shared/api';
import { useEffect, useId, useMemo, useState } from 'react';
import { splitAnswer } from '@frontend/features/answering/writing-analysis/answer-pieces';
import type { AnswerPiece, TagReport } from '@frontend/features/answering/writing-analysis/answer-pieces';
import { WRITING_ANALYSIS_TEXTS } from '@frontend/features/answering/writing-analysis/texts';

const T = WRITING_ANALYSIS_TEXTS.answer;

export interface HighlightedAnswerProps {
  /** The answer exactly as it was analysed: the tags' positions index it. */
  text: string;
  tags: readonly Tag[];
  /** Show the key to the two underline styles, with counts (default true). */
  showLegend?: boolean;
}

type MarkPiece = Extract<AnswerPiece, { kind: 'mark' }>;

function reportsOf(piece: MarkPiece): TagReport[] {
  const reports = new Set(piece.segments.flatMap((segment) => segment.reports));
  return (['grammar', 'spelling'] as const).filter((report) => reports.has(report));
}

interface MarkedStretchProps {
  piece: MarkPiece;
  open: boolean;
  onShow: (via: 'hover' | 'focus') => void;
  onHide: (via: 'hover' | 'focus') => void;
}

function MarkedStretch({ piece, open, onShow, onHide }: MarkedStretchProps) {
  const tipId = useId();
  const reports = reportsOf(piece);
  return (
    // The popover sits inside the hovered area, so the pointer can move onto it without closing it.
    <span className="pte-answer__anchor" onMouseEnter={() => onShow('hover')} onMouseLeave={() => onHide('hover')}>
      <span className="pte-sr-only">{T.markLabel(reports)} </span>
      <mark
        className="pte-answer__mark"
        data-reports={reports.join(' ')}
        tabIndex={0}
        aria-describedby={tipId}
        onFocus={() => onShow('focus')}
        onBlur={() => onHide('focus')}
      >
        {piece.segments.map((segment) => (
          <span key={segment.start} className="pte-answer__segment" data-reports={segment.reports.join(' ')}>
            {segment.text}
          </span>
        ))}
      </mark>
      <span id={tipId} role="tooltip" className="pte-answer__tip" hidden={!open}>
        {piece.tags.map((tag, index) => (
          <span key={index} className="pte-answer__tip-item" data-report={tag.report}>
            <span className="pte-answer__tip-kind">{T.report[tag.report]}</span> <span className="pte-answer__tip-hint">{tag.hint}</span>
            {tag.suggestions.length > 0 && (
              <span className="pte-answer__tip-suggestions">
                {' '}
                {T.suggestions} <span className="pte-answer__tip-list">{tag.suggestions.join(', ')}</span>
              </span>
            )}
          </span>
        ))}
      </span>
    </span>
  );
}

/**
 * The student's answer with its grammar and spelling problems marked (platform.md §2): a double
 * underline for grammar, a wavy one for spelling, each with a label for screen readers. Hovering or
 * focusing a mark opens a popover with the hint and the comma-separated suggestions; Escape
 * closes it. The text is rendered as React text nodes, never as HTML.
 */
export function HighlightedAnswer({ text, tags, showLegend = true }: HighlightedAnswerProps) {
  const pieces = useMemo(() => splitAnswer(text, tags), [text, tags]);
  const [hovered, setHovered] = useState<number>();
  const [focused, setFocused] = useState<number>();
  const [dismissed, setDismissed] = useState<number>();
  // The pointer wins over the keyboard while it is on a mark; leaving returns to the focused one.
  const active = hovered ?? focused;
  const open = active === dismissed ? undefined : active;

  // Escape closes the open popover, whether focus or the pointer opened it. Caught first (capture)
  // and marked handled, so that the same key does not also close a dialog around the answer.
  useEffect(() => {
    if (open === undefined) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      setDismissed(open);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open]);

  const counts = { grammar: 0, spelling: 0, style: 0 };
  for (const piece of pieces) if (piece.kind === 'mark') for (const tag of piece.tags) counts[tag.report] += 1;

  return (
    <div className="pte-answer">
      <p className="pte-answer__text">
        {pieces.map((piece, index) =>
          piece.kind === 'text' ? (
            piece.text
          ) : (
            <MarkedStretch
              key={piece.start}
              piece={piece}
              open={open === index}
              onShow={(via) => {
                setDismissed(undefined);
                (via === 'hover' ? setHovered : setFocused)(index);
              }}
              onHide={(via) => (via === 'hover' ? setHovered : setFocused)((current) => (current === index ? undefined : current))}
            />
          ),
        )}
      </p>
      {showLegend &&
        (counts.grammar + counts.spelling + counts.style === 0 ? (
          <p className="pte-answer__legend-empty">{T.noProblems}</p>
        ) : (
          <ul className="pte-answer__legend" aria-label={T.legend}>
            {(['grammar', 'spelling', 'style'] as const)
              .filter((report) => counts[report] > 0)
              .map((report) => (
                <li key={report}>
                  <span className="pte-answer__key" data-reports={report}>
                    {T.legendCount(T.report[report], counts[report])}
                  </span>
                </li>
              ))}
          </ul>
        ))}
    </div>
  );
}
