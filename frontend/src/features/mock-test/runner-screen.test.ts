import type { MockPositionView, MockSession } from '@shared/api/mock';
import { describe, expect, it } from 'vitest';
import { screenOf } from '@frontend/features/mock-test/runner-screen';

const question = (uid: string) => ({ uid, type: 'RSA' as const, section: 'Reading' as const });
const session: Pick<MockSession, 'parts'> = {
  parts: [
    { name: 'Speaking & Writing', timeLimitSeconds: 600, questions: [question('RSA-0001'), question('RSA-0002')] },
    { name: 'Reading', timeLimitSeconds: 600, questions: [question('RSA-0003')] },
  ],
};
const at = (overrides: Partial<MockPositionView>): MockPositionView => ({
  status: 'in-progress',
  part: 0,
  item: 0,
  secondsLeft: 300,
  partComplete: false,
  finished: false,
  timeUp: false,
  serverNow: 0,
  ...overrides,
});

describe('screenOf', () => {
  it('shows the item the server stands at, with its number in the part', () => {
    expect(screenOf(session, at({ item: 1 }), false)).toEqual({ kind: 'item', part: 0, item: 1, count: 2, question: question('RSA-0002') });
  });

  it('pauses between parts once a part is complete, or its time is up in the browser', () => {
    expect(screenOf(session, at({ item: 2, partComplete: true }), false)).toEqual({ kind: 'break', part: 0, timeUp: false });
    expect(screenOf(session, at({ item: 1 }), true)).toEqual({ kind: 'break', part: 0, timeUp: true });
  });

  it('ends with the submit screen after the last part, or once every part is over', () => {
    expect(screenOf(session, at({ part: 1, item: 1, partComplete: true }), false)).toEqual({ kind: 'finish', timeUp: false });
    expect(screenOf(session, at({ part: 1 }), true)).toEqual({ kind: 'finish', timeUp: true });
    expect(screenOf(session, at({ part: 2, finished: true, timeUp: true }), false)).toEqual({ kind: 'finish', timeUp: true });
  });

  it('shows a submitted session as closed', () => {
    expect(screenOf(session, at({ status: 'submitted' }), false)).toEqual({ kind: 'closed' });
  });
});
