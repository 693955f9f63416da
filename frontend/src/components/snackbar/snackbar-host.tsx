import '@frontend/components/snackbar/snackbar.css';
import { Alert } from '@aws-amplify/ui-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { snackbarDurationMs } from '@frontend/components/snackbar/snackbar-queue';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';

const emptyQueue: never[] = [];

/**
 * Shows the first snackbar of the queue, bottom centre, then clears it after its time (paused
 * while hovered or focused) or when closed.
 */
export function SnackbarHost() {
  const queue = useSyncExternalStore(snackbar.subscribe, snackbar.snapshot, () => emptyQueue);
  const current = queue[0];
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!current || paused) return;
    const timer = window.setTimeout(() => snackbar.dismiss(current.id), snackbarDurationMs(current.severity));
    return () => window.clearTimeout(timer);
  }, [current, paused]);

  return (
    // The region stays in the page so that what arrives is announced; it has no role of its own
    // so that pages can still find their own status messages by role.
    <div
      className="pte-snackbar-host"
      aria-live="polite"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {current && (
        <div className="pte-snackbar-backing" key={current.id}>
          <Alert
            className="pte-snackbar"
            role={current.severity === 'error' ? 'alert' : 'status'}
            variation={current.severity}
            isDismissible
            hasIcon
            onDismiss={() => snackbar.dismiss(current.id)}
            data-snackbar-kind={current.kind}
          >
            {current.text}
          </Alert>
        </div>
      )}
    </div>
  );
}
