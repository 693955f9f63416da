/**
 * The clock every mock rule reads (part deadlines, the time-up move, timestamps). Tests that run
 * the domain in-process may replace it; everything else uses the system clock.
 */
let current: () => number = () => Date.now();

export function now(): number {
  return current();
}

/** Replaces the clock (tests); useClock() restores the system clock. */
export function useClock(clock?: () => number): void {
  current = clock ?? (() => Date.now());
}
