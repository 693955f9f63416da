/**
 * Seconds a part stays open after its time is over, for an answer already on its way (a slow
 * network, a browser that ran its own timer a little late). After it the server refuses answers
 * to the part and moves the session on.
 */
export const mockGraceSeconds = 30;

/**
 * Seconds after submit at which an analysis job still pending counts as failed (0 points), so
 * that a job lost to the dead-letter queue never holds a report back forever.
 */
export const mockAnalysisTimeoutSeconds = 15 * 60;

/** Where a session stands: the part and item the student is on, and when each part started. */
export interface MockPosition {
  /** parts.length once every part is over. */
  partIndex: number;
  /** The item the student answers next; equal to the part's item count when every item is answered. */
  itemIndex: number;
  /** Milliseconds since the epoch at which each part started, for the parts reached so far. */
  partStartedAt: readonly number[];
  /** Set when the server moved the session on because a part's time ran out; cleared by the student's next step. */
  timeUp: boolean;
}

export interface MockClockPart {
  timeLimitSeconds: number;
  uids: readonly string[];
}

/** The time a part's clock reaches zero, in ms; undefined for a part not started. */
export function partDeadline(parts: readonly MockClockPart[], position: MockPosition, partIndex = position.partIndex): number | undefined {
  const started = position.partStartedAt[partIndex];
  const part = parts[partIndex];
  return started === undefined || part === undefined ? undefined : started + part.timeLimitSeconds * 1000;
}

/** Whole seconds left in the current part (0 when over or when every part is over). */
export function secondsLeft(parts: readonly MockClockPart[], position: MockPosition, now: number): number {
  const deadline = partDeadline(parts, position);
  return deadline === undefined ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** True when the current part's time and the grace are both over. */
export function isPartOver(parts: readonly MockClockPart[], position: MockPosition, now: number): boolean {
  const deadline = partDeadline(parts, position);
  return deadline !== undefined && now > deadline + mockGraceSeconds * 1000;
}

export function isFinished(parts: readonly MockClockPart[], position: Pick<MockPosition, 'partIndex'>): boolean {
  return position.partIndex >= parts.length;
}

/**
 * Closes the current part and opens the next one, whose clock starts at `now`; after the last
 * part the session is finished. Items not answered stay empty.
 */
export function nextPart(parts: readonly MockClockPart[], position: MockPosition, now: number, timeUp: boolean): MockPosition {
  const partIndex = Math.min(position.partIndex + 1, parts.length);
  const partStartedAt = partIndex < parts.length ? [...position.partStartedAt.slice(0, partIndex), now] : [...position.partStartedAt];
  return { partIndex, itemIndex: 0, partStartedAt, timeUp };
}

/**
 * The time-up rule: when the current part's time (plus the grace) is over, the session moves to
 * the next part and is marked timeUp; otherwise it stays. `changed` tells whether to store it.
 * The next part's clock starts when the move happens, which is the student's next request: a
 * student who closed the tab finds the part they were in over, and the next one waiting.
 * Example: settle(parts, { partIndex: 0, itemIndex: 3, partStartedAt: [0], timeUp: false }, 10e6).
 */
export function settle(parts: readonly MockClockPart[], position: MockPosition, now: number): { position: MockPosition; changed: boolean } {
  if (isFinished(parts, position) || !isPartOver(parts, position, now)) return { position, changed: false };
  return { position: nextPart(parts, position, now, true), changed: true };
}
