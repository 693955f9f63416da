import { describe, expect, it } from 'vitest';
import { resolveStage, sanitiseStage } from './stage';

describe('stage', () => {
  it.each([
    ['main', 'main'],
    ['feature/Mock-Tests', 'feature-mock-tests'],
    ['--Fix__Login!!', 'fix-login'],
    ['a-very-long-branch-name-that-goes-on', 'a-very-long-branch-n'],
    ['ends-at-twenty-with-', 'ends-at-twenty-with'],
  ])('makes %s into %s', (branch, stage) => {
    expect(sanitiseStage(branch)).toBe(stage);
  });

  it('prefers the -c stage= context over the branch', () => {
    expect(resolveStage('Prod')).toBe('prod');
  });

  it('refuses a name with nothing usable in it', () => {
    expect(() => resolveStage('///')).toThrow('pass -c stage=<name>');
  });
});
