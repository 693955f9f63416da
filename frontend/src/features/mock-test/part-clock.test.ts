import type { MockSession } from '@shared/api/mock';
import { describe, expect, it } from 'vitest';
import { clockText, milestoneReached, partDeadline, quickMockPartCapSeconds, secondsLeftAt } from '@frontend/features/mock-test/part-clock';

const position = (overrides: Partial<MockSession['position']> = {}): MockSession['position'] => ({
  status: 'in-progress',
  part: 0,
  item: 0,
  secondsLeft: 1740,
  partComplete: false,
  finished: false,
  timeUp: false,
  serverNow: 61_000,
  ...overrides,
});

const session = (startedAt: number | undefined, overrides: Partial<MockSession['position']> = {}) => ({
  parts: [{ name: 'Reading', timeLimitSeconds: 1800, questions: [], ...(startedAt !== undefined ? { startedAt } : {}) }],
  position: position(overrides),
});

describe('partDeadline', () => {
  it('moves the server deadline into browser time by the difference between the two clocks', () => {
    // Started at server time 1000 and read at server time 61000, when the browser said 5000.
    const deadline = partDeadline(session(1000), 5000);

    expect(deadline).toBe(1000 + 1_800_000 - 56_000);
    expect(secondsLeftAt(deadline, 5000)).toBe(1740);
  });

  it('is not moved by a browser clock that is hours wrong', () => {
    const wrong = 61_000 - 3 * 3_600_000;

    expect(secondsLeftAt(partDeadline(session(1000), wrong), wrong)).toBe(1740);
  });

  it('falls back on secondsLeft for a part with no start known', () => {
    expect(partDeadline(session(undefined, { secondsLeft: 90 }), 5000)).toBe(95_000);
  });

  it('caps the part in quick mock mode, counted from its start', () => {
    const deadline = partDeadline(session(1000), 5000, quickMockPartCapSeconds);

    expect(secondsLeftAt(deadline, 5000)).toBe(600 - 60);
  });
});

describe('secondsLeftAt', () => {
  it('counts a started second as a whole one and stops at 0', () => {
    expect(secondsLeftAt(10_000, 8_500)).toBe(2);
    expect(secondsLeftAt(10_000, 10_000)).toBe(0);
    expect(secondsLeftAt(10_000, 12_000)).toBe(0);
  });
});

describe('milestoneReached', () => {
  it('names the 10, 5 and 1 minute marks once each, as the clock passes them', () => {
    expect(milestoneReached(601, 600)).toBe(600);
    expect(milestoneReached(600, 599)).toBeUndefined();
    expect(milestoneReached(305, 290)).toBe(300);
    expect(milestoneReached(61, 60)).toBe(60);
    expect(milestoneReached(30, 29)).toBeUndefined();
  });
});

describe('clockText', () => {
  it('reads m:ss, and h:mm:ss from an hour', () => {
    expect(clockText(65)).toBe('1:05');
    expect(clockText(0)).toBe('0:00');
    expect(clockText(84 * 60)).toBe('1:24:00');
  });
});
