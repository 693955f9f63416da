/** When each step of the analysis overlay begins (platform.md §4, practice.md §9: 3, 12 and 30 seconds). */
export const OVERLAY_STEP_STARTS_MS = {
  analysing: 3_000,
  stillWorking: 12_000,
  /** Loading stops here: the overlay hides; the screen still waits for the job, which the server always ends. */
  gaveUp: 30_000,
} as const;

export type OverlayStep = 'uploading' | 'analysing' | 'stillWorking' | 'gaveUp';

/** The overlay's step `elapsedMs` after the answer was sent: overlayStep(2_999) === 'uploading', overlayStep(3_000) === 'analysing'. */
export function overlayStep(elapsedMs: number): OverlayStep {
  if (elapsedMs >= OVERLAY_STEP_STARTS_MS.gaveUp) return 'gaveUp';
  if (elapsedMs >= OVERLAY_STEP_STARTS_MS.stillWorking) return 'stillWorking';
  if (elapsedMs >= OVERLAY_STEP_STARTS_MS.analysing) return 'analysing';
  return 'uploading';
}

/**
 * How long until the step after the one at `elapsedMs` begins, or undefined once loading has
 * stopped; the overlay sleeps exactly that long instead of ticking every second.
 */
export function msUntilNextStep(elapsedMs: number): number | undefined {
  const next = Object.values(OVERLAY_STEP_STARTS_MS).find((start) => start > elapsedMs);
  return next === undefined ? undefined : next - elapsedMs;
}
