import { describe, expect, it } from 'vitest';
import { isSuccessful, passesSuccessRule } from './success';

describe('passesSuccessRule', () => {
  it.each([
    [{ kind: 'over', points: 7 } as const, 7, 15, false],
    [{ kind: 'over', points: 7 } as const, 8, 15, true],
    [{ kind: 'equals', points: 1 } as const, 1, 1, true],
    [{ kind: 'equals', points: 1 } as const, 0, 1, false],
    [{ kind: 'moreThanHalf' } as const, 2, 4, false],
    [{ kind: 'moreThanHalf' } as const, 3, 4, true],
    [{ kind: 'moreThanHalf' } as const, 3, 5, true],
    [{ kind: 'moreThanHalf' } as const, 0, 0, false],
    [{ kind: 'unscored' } as const, 0, 0, false],
  ])('%j with %i of %i passes: %s', (rule, score, max, expected) => {
    expect(passesSuccessRule(rule, score, max)).toBe(expected);
  });
});

describe('isSuccessful', () => {
  it.each([
    ['LST', 5, 10, false],
    ['LST', 6, 10, true],
    ['WWM', 7, 15, false],
    ['WWM', 8, 15, true],
    ['WWE', 8, 15, true],
    ['WWS', 3, 7, false],
    ['WWS', 4, 7, true],
    ['LCT', 4, 8, false],
    ['WSC', 5, 8, true],
    ['SDI', 7, 15, false],
    ['SRA', 8, 15, true],
    ['SRL', 5, 15, false],
    ['SRL', 6, 15, true],
    ['SRS', 6, 13, false],
    ['SRS', 7, 13, true],
    ['SIT', 6, 13, false],
    ['SIT', 7, 13, true],
    ['SSQ', 1, 1, true],
    ['SSQ', 0, 1, false],
    ['LWD', 4, 8, false],
    ['LWD', 5, 8, true],
  ] as const)('%s at %i of %i succeeds: %s', (code, score, max, expected) => {
    expect(isSuccessful(code, score, max)).toBe(expected);
  });
});
