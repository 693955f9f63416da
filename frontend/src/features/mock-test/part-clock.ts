import type { MockSession } from '@shared/api/mock';

/** Developer quick mock mode (platform.md §6): no part lasts more than 10 minutes. */
export const quickMockPartCapSeconds = 10 * 60;

/** Remaining-time announcements of the part clock, in seconds left. */
export const clockMilestones = [10 * 60, 5 * 60, 60] as const;

/**
 * When the current part's clock reaches 0, in this browser's time (ms). The server gives the
 * part's start and its own time (serverNow) in the same answer, so the deadline is moved by the
 * difference between the two clocks and a wrong clock in the browser does not shift it. A part
 * with no start known falls back on secondsLeft. `capSeconds` shortens the part (quick mock mode).
 * Example: a 30-minute part started at server time 1000, read at server time 61000 when the
 * browser said 5000, ends at browser time 1000 + 1800000 - 56000.
 */
export function partDeadline(session: Pick<MockSession, 'parts' | 'position'>, receivedAt: number, capSeconds?: number): number {
  const { position } = session;
  const part = session.parts[position.part];
  const offset = position.serverNow - receivedAt;
  if (part?.startedAt === undefined) return receivedAt + position.secondsLeft * 1000;
  const limit = Math.min(part.timeLimitSeconds, capSeconds ?? Number.POSITIVE_INFINITY);
  return part.startedAt + limit * 1000 - offset;
}

/** Whole seconds left until the deadline (0 once past it). */
export function secondsLeftAt(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** The milestone just reached when the clock goes from `before` to `now` seconds left, if any. */
export function milestoneReached(before: number, now: number): number | undefined {
  return clockMilestones.find((milestone) => before > milestone && now <= milestone);
}

/** The clock as it reads: m:ss, or h:mm:ss from an hour. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
