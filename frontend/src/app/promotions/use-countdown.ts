import { useEffect, useState } from 'react';

/** How far the server's clock is ahead of this browser's, from a dateNow it just answered. */
export const clockOffsetOf = (dateNow: number) => dateNow - Date.now();

/**
 * Milliseconds left until `endTime` on the server's clock (`clockOffset` from clockOffsetOf),
 * ticking every second while there is an end to count down to.
 */
export function useMsLeft(endTime: number | undefined, clockOffset: number): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  const counting = endTime !== undefined && endTime - (now + clockOffset) > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [counting]);
  return endTime === undefined ? undefined : endTime - (now + clockOffset);
}
