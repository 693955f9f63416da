import { describe, expect, it } from 'vitest';
import { freeMockTestIdOf, freeMockTitleOf, isMockTest1, mockKindOf, mockTestIdOf, mockTitleOf } from './catalogue';

describe('mock names', () => {
  it('numbers full and section mocks per list', () => {
    expect(mockTestIdOf('Academic', 'full', 1)).toBe('academic-full-1');
    expect(mockTitleOf('Academic', 'full', 1)).toBe('PTE Academic Mock Test 1');
    expect(mockTestIdOf('Core', 'Reading', 2)).toBe('core-reading-2');
    expect(mockTitleOf('Core', 'Reading', 2)).toBe('PTE Core Reading Mock Test 2');
    expect(freeMockTestIdOf('Core')).toBe('core-reading-free');
    expect(freeMockTitleOf('Academic')).toBe('PTE Academic Reading Free Mock Test');
  });

  it('calls mock test 1 the first numbered mock of a list, never a free or random one', () => {
    expect(isMockTest1({ number: 1 })).toBe(true);
    expect(isMockTest1({ number: 2 })).toBe(false);
    expect(isMockTest1({})).toBe(false);
    expect(isMockTest1({ number: null })).toBe(false);
  });

  it('pays full mocks with full credits and sections with section credits', () => {
    expect(mockKindOf('full')).toBe('full');
    expect(mockKindOf('Writing')).toBe('section');
  });
});
