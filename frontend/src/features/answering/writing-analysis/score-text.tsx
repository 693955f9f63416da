import '@frontend/features/answering/writing-analysis/writing-analysis.css';
import { WRITING_ANALYSIS_TEXTS as T } from '@frontend/features/answering/writing-analysis/texts';

/**
 * "7/15" on screen, "Score 7 out of 15" for screen readers: a slash is read out badly, and
 * aria-label is not reliably read on a plain span or cell, so the spoken form is hidden text.
 */
export function ScoreText({ score, max }: { score: number | string; max: number | string }) {
  // An item without points (Personal Introduction) has no score: '0/0' would read as a fail.
  if (max === 0) {
    return (
      <>
        <span aria-hidden="true">–</span>
        <span className="pte-sr-only">{T.notScored}</span>
      </>
    );
  }
  return (
    <>
      <span aria-hidden="true">{T.score(score, max)}</span>
      <span className="pte-sr-only">{T.scoreLabel(score, max)}</span>
    </>
  );
}
