import { describe, expect, it } from 'vitest';
import { coverageByFolder, formatCoverage, percent, type CoverageSummary } from './by-folder';

const figure = (covered: number, total: number) => ({ covered, total });

describe('coverageByFolder', () => {
  it('adds up files by top folder, by the folder below it and by domain area', () => {
    const summary: CoverageSummary = {
      total: { lines: figure(0, 0), branches: figure(0, 0) },
      '/repo/functions/domain/accounts/users.ts': { lines: figure(8, 10), branches: figure(1, 2) },
      '/repo/functions/domain/accounts/sessions.ts': { lines: figure(2, 10), branches: figure(1, 2) },
      '/repo/functions/platform/router.ts': { lines: figure(10, 10), branches: figure(0, 0) },
      '/repo/shared/text/words.ts': { lines: figure(5, 5), branches: figure(4, 4) },
    };

    const rows = coverageByFolder(summary, '/repo');

    expect(rows.map((row) => [row.folder, row.files, row.lines.covered, row.lines.total])).toEqual([
      ['functions', 3, 20, 30],
      ['functions/domain/', 2, 10, 20],
      ['functions/domain/accounts/', 2, 10, 20],
      ['functions/platform/', 1, 10, 10],
      ['shared', 1, 5, 5],
      ['shared/text/', 1, 5, 5],
    ]);
  });
});

describe('formatCoverage', () => {
  it('prints lines and branches as percentages, and n/a where there is nothing to cover', () => {
    expect(percent(figure(1, 3))).toBe('33.3 %');
    expect(percent(figure(0, 0))).toBe('n/a');
    const table = formatCoverage([{ folder: 'functions', files: 3, lines: figure(20, 30), branches: figure(0, 0) }]);
    expect(table.split('\n')[1]).toMatch(/^functions\s+66\.7 %\s+n\/a\s+3$/);
  });
});
