import { describe, expect, it } from 'vitest';
import { isPartOver, mockGraceSeconds, nextPart, secondsLeft, settle, type MockPosition } from './clock';

const parts = [
  { timeLimitSeconds: 600, uids: ['RSA-0001', 'RSA-0002'] },
  { timeLimitSeconds: 300, uids: ['LWD-0001'] },
];
const start = 1_000_000;
const at = (partIndex: number, itemIndex: number, partStartedAt: number[]): MockPosition => ({ partIndex, itemIndex, partStartedAt, timeUp: false });

describe('secondsLeft', () => {
  it('counts the current part down in whole seconds and stops at 0', () => {
    expect(secondsLeft(parts, at(0, 0, [start]), start)).toBe(600);
    expect(secondsLeft(parts, at(0, 0, [start]), start + 1_500)).toBe(599);
    expect(secondsLeft(parts, at(0, 0, [start]), start + 700_000)).toBe(0);
    expect(secondsLeft(parts, at(2, 0, [start, start]), start)).toBe(0);
  });
});

describe('isPartOver', () => {
  it('keeps the part open through the grace after its time', () => {
    const position = at(0, 1, [start]);
    expect(isPartOver(parts, position, start + 600_000)).toBe(false);
    expect(isPartOver(parts, position, start + (600 + mockGraceSeconds) * 1000)).toBe(false);
    expect(isPartOver(parts, position, start + (600 + mockGraceSeconds) * 1000 + 1)).toBe(true);
  });
});

describe('settle', () => {
  it('leaves a part within its time as it is', () => {
    const position = at(0, 1, [start]);
    expect(settle(parts, position, start + 100_000)).toEqual({ position, changed: false });
  });

  it("moves to the next part when the time is over, marks it time-up and starts the next part's clock then", () => {
    // Act
    const later = start + 10_000_000;
    const { position, changed } = settle(parts, at(0, 1, [start]), later);
    // Assess
    expect(changed).toBe(true);
    expect(position).toEqual({ partIndex: 1, itemIndex: 0, partStartedAt: [start, later], timeUp: true });
    expect(secondsLeft(parts, position, later)).toBe(300);
  });

  it('finishes the test when the last part is over, and then changes nothing', () => {
    const { position } = settle(parts, at(1, 0, [start, start]), start + 400_000);
    expect(position).toMatchObject({ partIndex: 2, timeUp: true, partStartedAt: [start, start] });
    expect(settle(parts, position, start + 10_000_000).changed).toBe(false);
  });
});

describe('nextPart', () => {
  it('closes a part early and clears the time-up flag', () => {
    expect(nextPart(parts, { ...at(0, 2, [start]), timeUp: true }, start + 5_000, false)).toEqual({ partIndex: 1, itemIndex: 0, partStartedAt: [start, start + 5_000], timeUp: false });
  });
});
