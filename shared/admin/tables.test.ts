import { describe, expect, it } from 'vitest';
import { pageRows, toCsv } from './tables';

const rows = [
  { email: 'ben@example.com', createdAt: 3 },
  { email: 'ana@example.com', createdAt: 1 },
  { email: 'cleo@test.org', createdAt: 2 },
];

describe('pageRows', () => {
  it('orders by the asked column and direction, then cuts the page', () => {
    expect(pageRows(rows, { page: 0, rowsPerPage: 2, rowsProperty: 'createdAt', rowsOrder: 'desc' }, (row) => row.email)).toEqual({ rows: [rows[0], rows[2]], total: 3 });
    expect(pageRows(rows, { page: 1, rowsPerPage: 2, rowsProperty: 'email', rowsOrder: 'asc' }, (row) => row.email)).toEqual({ rows: [rows[2]], total: 3 });
  });

  it('keeps the rows whose searched text holds the search, ignoring case, and counts only them', () => {
    expect(pageRows(rows, { search: ' EXAMPLE ', page: 0, rowsPerPage: 10, rowsProperty: 'email', rowsOrder: 'asc' }, (row) => row.email)).toEqual({ rows: [rows[1], rows[0]], total: 2 });
  });
});

describe('toCsv', () => {
  it('quotes fields with commas, quotes or line breaks and leaves others as they are', () => {
    expect(toCsv(['email', 'note'], [['ana@example.com', 'said "hi", then left'], ['ben@example.com', undefined]])).toBe('email,note\r\nana@example.com,"said ""hi"", then left"\r\nben@example.com,\r\n');
  });

  it('defuses a field a spreadsheet would run as a formula', () => {
    expect(toCsv(['email'], [['=HYPERLINK("x")']])).toBe('email\r\n"\'=HYPERLINK(""x"")"\r\n');
  });
});
