import '@frontend/components/writing-analysis/writing-analysis.css';
import { WRITING_ANALYSIS_TEXTS as T } from '@frontend/components/writing-analysis/texts';

/**
 * "7/15" on screen, "Score 7 out of 15" for screen readers: a slash is read out badly, and
 * aria-label is not reliably read on a plain span or cell, so the spoken form is hidden text.
 */
export function ScoreText({ score, max }: { score: number | string; max: number | string }) {
  return (
    <>
      <span aria-hidden="true">{T.score(score, max)}</span>
      <span className="pte-sr-only">{T.scoreLabel(score, max)}</span>
    </>
  );
}
