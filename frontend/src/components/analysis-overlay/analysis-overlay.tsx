import '@frontend/components/analysis-overlay/analysis-overlay.css';
import { Loader, Text } from '@aws-amplify/ui-react';
import { useEffect, useId, useState } from 'react';
import { msUntilNextStep, overlayStep } from '@frontend/components/analysis-overlay/overlay-step';
import { ANALYSIS_OVERLAY_TEXTS as T } from '@frontend/components/analysis-overlay/texts';
import { useModal } from '@frontend/components/use-modal';

export interface AnalysisOverlayProps {
  /** Whether an analysis is loading; the overlay shows only while it is. */
  active: boolean;
  /** When the answer was sent (epoch ms, `Date.now()`); the steps count from here, so a re-render does not restart them. */
  startedAt: number | undefined;
}

/**
 * The analysis overlay of writing and speaking answers (platform.md §4): 'Uploading your answer',
 * 'Analysis in progress...' from 3 s, 'Still working on it...' from 12 s, and at 30 s loading
 * stops: it hides, while the screen goes on waiting for the job and shows its result when it
 * ends. A modal dialog, so the screen behind cannot be used meanwhile; Escape hides
 * it (the analysis carries on), so a keyboard user is never trapped for half a minute.
 */
export function AnalysisOverlay({ active, startedAt }: AnalysisOverlayProps) {
  const titleId = useId();
  const [now, setNow] = useState(() => Date.now());
  const [dismissedAt, setDismissedAt] = useState<number>();

  const start = startedAt ?? now;
  const step = overlayStep(now - start);
  const running = active && startedAt !== undefined;
  const shown = running && step !== 'gaveUp' && dismissedAt !== startedAt;
  const dialogRef = useModal(shown);

  // Sleep until the next step begins, then re-render with the clock read again.
  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(Date.now());
    tick();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const wait = msUntilNextStep(Date.now() - start);
      if (wait === undefined) return;
      timer = setTimeout(() => {
        tick();
        schedule();
      }, wait);
    };
    schedule();
    return () => clearTimeout(timer);
  }, [running, start]);

  return (
    <dialog
      ref={dialogRef}
      className="pte-analysis-overlay"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape hides the overlay rather than closing it under React's control.
        event.preventDefault();
        setDismissedAt(startedAt);
      }}
    >
      <div className="pte-analysis-overlay__panel">
        <span aria-hidden="true">
          <Loader size="large" />
        </span>
        <h2 id={titleId} className="pte-sr-only">
          {T.title}
        </h2>
        {/* Polite live region: each new step is read out without moving focus. */}
        <Text as="p" role="status" aria-live="polite" margin="0" className="pte-analysis-overlay__step">
          {shown ? T.steps[step as Exclude<typeof step, 'gaveUp'>] : ''}
        </Text>
      </div>
    </dialog>
  );
}
