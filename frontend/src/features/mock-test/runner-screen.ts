import type { MockPositionView, MockSession } from '@shared/api/mock';
import type { MockQuestion } from '@shared/mock';

/** What the runner shows: one item, the pause between two parts, the final submit, or a test already submitted. */
export type RunnerScreen =
  | { kind: 'item'; part: number; item: number; count: number; question: MockQuestion }
  /** The part is over (every item answered, or its time up); the next part's clock starts on Continue. */
  | { kind: 'break'; part: number; timeUp: boolean }
  /** Every part is over, or the last one is: the test waits for Submit. */
  | { kind: 'finish'; timeUp: boolean }
  | { kind: 'closed' };

/**
 * The screen of a session at a position (the server's), with `partOver` when this browser's
 * clock of the current part reached 0. The pause after the last part is the final submit.
 * Example: screenOf(session, { ...position, part: 0, item: 3 }, false) → the 4th item of part 1.
 */
export function screenOf(session: Pick<MockSession, 'parts'>, position: MockPositionView, partOver: boolean): RunnerScreen {
  if (position.status !== 'in-progress') return { kind: 'closed' };
  if (position.finished) return { kind: 'finish', timeUp: position.timeUp };
  const questions = session.parts[position.part]?.questions ?? [];
  const question = questions[position.item];
  if (question && !position.partComplete && !partOver) return { kind: 'item', part: position.part, item: position.item, count: questions.length, question };
  return position.part >= session.parts.length - 1 ? { kind: 'finish', timeUp: partOver } : { kind: 'break', part: position.part, timeUp: partOver };
}
