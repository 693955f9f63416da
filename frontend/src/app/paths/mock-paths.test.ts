import { describe, expect, it } from 'vitest';
import { mockListPath, readListPage, readListQuery, resultsPath, runnerPath } from '@frontend/app/paths/mock-paths';

describe('mock paths', () => {
  it('reads the category of the list from query id, whatever its case, full by default', () => {
    expect(readListQuery(new URLSearchParams('id=reading'))).toBe('Reading');
    expect(readListQuery(new URLSearchParams('id=FULL'))).toBe('full');
    expect(readListQuery(new URLSearchParams('id=nonsense'))).toBe('full');
    expect(readListQuery(new URLSearchParams())).toBe('full');
    expect(readListPage(new URLSearchParams('id=full&page=3'))).toBe(3);
    for (const wrong of ['', 'page=0', 'page=-2', 'page=1.5', 'page=two']) expect(readListPage(new URLSearchParams(wrong))).toBe(1);
  });

  it('writes the list, runner and results URLs of the spec', () => {
    expect(mockListPath('Listening')).toBe('/mock-test?id=Listening');
    expect(mockListPath('full', 1)).toBe('/mock-test?id=full');
    expect(mockListPath('full', 2)).toBe('/mock-test?id=full&page=2');
    expect(runnerPath('abc')).toBe('/mock-test/exercise?session=abc');
    expect(resultsPath('abc')).toBe('/mock-test/results?id=abc');
  });
});
