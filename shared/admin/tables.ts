/**
 * The admin panel's tables (spec/platform.md §9: table pages persist rowsPerPage, rowsOrder and
 * rowsProperty): the page sizes offered, and one page of rows searched, ordered and cut the same
 * way on the server and in tests.
 */
export const rowsPerPageOptions = [10, 25, 50, 100] as const;
export type RowsPerPage = (typeof rowsPerPageOptions)[number];
export const defaultRowsPerPage: RowsPerPage = 10;

export const rowsOrders = ['asc', 'desc'] as const;
export type RowsOrder = (typeof rowsOrders)[number];

/** What a table asks for: a search text, the page (from 0), its size, the column it is ordered by and the order. */
export interface TableQuery<Property extends string> {
  search?: string | undefined;
  page: number;
  rowsPerPage: number;
  rowsProperty: Property;
  rowsOrder: RowsOrder;
}

/** One page of rows and how many rows matched in all. */
export interface TablePage<Row> {
  rows: Row[];
  total: number;
}

/**
 * The page of `rows` a table asks for: rows whose `searched` text contains the search (ignoring
 * case), ordered by `rowsProperty` (numbers as numbers, text by locale, absent last), then cut.
 * Example: pageRows(rows, { page: 0, rowsPerPage: 10, rowsProperty: 'email', rowsOrder: 'asc' }, (row) => row.email)
 */
export function pageRows<Row extends Record<Property, unknown>, Property extends string>(rows: readonly Row[], query: TableQuery<Property>, searched: (row: Row) => string): TablePage<Row> {
  const needle = query.search?.trim().toLowerCase() ?? '';
  const matching = needle ? rows.filter((row) => searched(row).toLowerCase().includes(needle)) : [...rows];
  const direction = query.rowsOrder === 'asc' ? 1 : -1;
  matching.sort((a, b) => compareValues(a[query.rowsProperty], b[query.rowsProperty], direction));
  const start = query.page * query.rowsPerPage;
  return { rows: matching.slice(start, start + query.rowsPerPage), total: matching.length };
}

function compareValues(a: unknown, b: unknown, direction: number): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return (a - b) * direction;
  if (typeof a === 'boolean' && typeof b === 'boolean') return (Number(a) - Number(b)) * direction;
  return String(a).localeCompare(String(b)) * direction;
}

/**
 * A CSV file (RFC 4180) of rows under a header: fields with a comma, a quote or a line break are
 * quoted, and a field a spreadsheet would run as a formula (=, +, -, @) is led by a quote mark.
 * Example: toCsv(['email'], [['ana@example.com']]) === 'email\r\nana@example.com\r\n'
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean | undefined)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

function csvField(value: string | number | boolean | undefined): string {
  if (value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
