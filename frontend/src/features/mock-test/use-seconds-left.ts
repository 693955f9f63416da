import { useEffect, useState } from 'react';
import { secondsLeftAt } from '@frontend/features/mock-test/part-clock';

/**
 * Whole seconds left until `deadline` (browser ms), re-read as each second passes: the next tick
 * is set for the moment the shown number changes, so the clock never lags behind by a fraction.
 */
export function useSecondsLeft(deadline: number): number {
  const [left, setLeft] = useState(() => secondsLeftAt(deadline, Date.now()));
  useEffect(() => {
    let timer: number | undefined;
    const tick = () => {
      const now = Date.now();
      const seconds = secondsLeftAt(deadline, now);
      setLeft(seconds);
      if (seconds > 0) timer = window.setTimeout(tick, deadline - now - (seconds - 1) * 1000);
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [deadline]);
  return left;
}
