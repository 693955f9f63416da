import { describe, expect, it } from 'vitest';
import { mockListPath, readListQuery, resultsPath, runnerPath } from '@frontend/app/paths/mock-paths';

describe('mock paths', () => {
  it('reads the category of the list from query id, whatever its case, full by default', () => {
    expect(readListQuery(new URLSearchParams('id=reading'))).toBe('Reading');
    expect(readListQuery(new URLSearchParams('id=FULL'))).toBe('full');
    expect(readListQuery(new URLSearchParams('id=nonsense'))).toBe('full');
    expect(readListQuery(new URLSearchParams())).toBe('full');
  });

  it('writes the list, runner and results URLs of the spec', () => {
    expect(mockListPath('Listening')).toBe('/mock-test?id=Listening');
    expect(runnerPath('abc')).toBe('/mock-test/exercise?session=abc');
    expect(resultsPath('abc')).toBe('/mock-test/results?id=abc');
  });
});
