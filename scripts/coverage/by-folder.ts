/**
 * Coverage per folder, from the json-summary the unit run writes (coverage/coverage-summary.json):
 * the line and branch figures of functions/ and shared/ and of each folder under them (and each
 * domain area), so that CI's log shows where the untested risk sits, not only the total.
 */

/** One figure of istanbul's summary: how many were covered of how many. */
interface Figure {
  total: number;
  covered: number;
}

export type CoverageSummary = Record<string, { lines: Figure; branches: Figure }>;

export interface FolderCoverage {
  folder: string;
  files: number;
  lines: Figure;
  branches: Figure;
}

/** The folders a file counts in: its top folder, the one below, and for functions/domain the area. */
function foldersOf(path: string): string[] {
  const parts = path.split('/');
  const folders = [parts[0]!];
  if (parts.length > 2) folders.push(`${parts[0]}/${parts[1]}/`);
  if (parts[0] === 'functions' && parts[1] === 'domain' && parts.length > 3) folders.push(`functions/domain/${parts[2]}/`);
  return folders;
}

/** Adds up the summary's files by folder, in folder order; paths are made relative to `root`. */
export function coverageByFolder(summary: CoverageSummary, root: string): FolderCoverage[] {
  const folders = new Map<string, FolderCoverage>();
  for (const [file, { lines, branches }] of Object.entries(summary)) {
    if (file === 'total') continue;
    const relative = file.startsWith(`${root}/`) ? file.slice(root.length + 1) : file;
    for (const folder of foldersOf(relative)) {
      const sum = folders.get(folder) ?? { folder, files: 0, lines: { total: 0, covered: 0 }, branches: { total: 0, covered: 0 } };
      sum.files += 1;
      sum.lines = { total: sum.lines.total + lines.total, covered: sum.lines.covered + lines.covered };
      sum.branches = { total: sum.branches.total + branches.total, covered: sum.branches.covered + branches.covered };
      folders.set(folder, sum);
    }
  }
  return [...folders.values()].sort((a, b) => a.folder.localeCompare(b.folder));
}

/** A figure as a percentage with one decimal, or n/a when there is nothing to cover. */
export function percent({ total, covered }: Figure): string {
  return total === 0 ? 'n/a' : `${((100 * covered) / total).toFixed(1)} %`;
}

/** The table CI prints. */
export function formatCoverage(rows: FolderCoverage[]): string {
  const width = Math.max(...rows.map((row) => row.folder.length), 'folder'.length);
  const line = (folder: string, lines: string, branches: string, files: string) => `${folder.padEnd(width)}  ${lines.padStart(8)}  ${branches.padStart(8)}  ${files.padStart(5)}`;
  return [line('folder', 'lines', 'branches', 'files'), ...rows.map((row) => line(row.folder, percent(row.lines), percent(row.branches), String(row.files)))].join('\n');
}
