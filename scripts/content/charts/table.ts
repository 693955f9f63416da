import type { TableChart } from './schema';
import { canvas, frame, ink, num, text, textWidth, wrapText } from './svg';

const numeric = /^[-+]?[$]?[\d.,]+\s*%?$/;
const padding = 12;

/**
 * Column widths that fit each column's widest cell; a header wider than its
 * cells wraps, down to its longest word, instead of widening the column.
 */
function columnWidths(chart: TableChart, size: number): number[] {
  return chart.columns.map((column, at) => {
    const cells = chart.rows.map((row) => textWidth(row[at] ?? '', size, at === 0));
    const longestWord = Math.max(...column.split(/\s+/).map((word) => textWidth(word, size, true)));
    const header = Math.min(textWidth(column, size, true), Math.max(size * 8, longestWord));
    return Math.max(header, ...cells) + 2 * padding;
  });
}

/**
 * A table: bold shaded header (wrapped if needed), striped rows, numbers
 * right-aligned so their digits line up, and an optional note under it.
 */
export function renderTable(chart: TableChart): string[] {
  const head = frame(chart.title, chart.subtitle);
  const body: string[] = [head.svg];
  const maxWidth = canvas.width - 2 * canvas.margin;
  const noteSize = 13;
  const noteHeight = chart.note === undefined ? 0 : 30;
  let size = 15;
  let widths = columnWidths(chart, size);
  while (widths.reduce((a, b) => a + b, 0) > maxWidth && size > 11) {
    size -= 1;
    widths = columnWidths(chart, size);
  }
  // A narrow table (few short columns) is widened to read as a figure rather than a note.
  const minWidth = 480;
  const natural = widths.reduce((sum, w) => sum + w, 0);
  if (natural < minWidth) widths = widths.map((w) => w + (minWidth - natural) / widths.length);
  const headerLines = chart.columns.map((column, at) => wrapText(column, (widths[at] ?? 0) - 2 * padding, size, true));
  const headerHeight = Math.max(...headerLines.map((lines) => lines.length)) * size * 1.25 + 16;
  const available = canvas.height - canvas.margin - noteHeight - head.top - headerHeight;
  const rowHeight = Math.min(size * 2.5, available / chart.rows.length);
  const tableWidth = widths.reduce((a, b) => a + b, 0);
  const left = (canvas.width - tableWidth) / 2;
  const lefts = widths.map((_, at) => left + widths.slice(0, at).reduce((a, b) => a + b, 0));
  // Centred in the space under the title, so a short table does not leave the lower half empty.
  const top = head.top + Math.max(0, (available - rowHeight * chart.rows.length) / 2 - 10);
  const parts: string[] = [];
  parts.push(`<rect x="${num(left)}" y="${num(top)}" width="${num(tableWidth)}" height="${num(headerHeight)}" fill="#dbe9f6"/>`);
  chart.rows.forEach((_, r) => {
    if (r % 2 === 1) {
      parts.push(`<rect x="${num(left)}" y="${num(top + headerHeight + r * rowHeight)}" width="${num(tableWidth)}" height="${num(rowHeight)}" fill="#f3f6f9"/>`);
    }
  });
  const isNumericColumn = chart.columns.map((_, at) => at > 0 && chart.rows.every((row) => numeric.test(row[at] ?? '')));
  headerLines.forEach((lines, at) => {
    const x = isNumericColumn[at] ? (lefts[at] ?? 0) + (widths[at] ?? 0) - padding : (lefts[at] ?? 0) + padding;
    const y = top + (headerHeight - (lines.length - 1) * size * 1.25) / 2 + size * 0.35;
    parts.push(text(x, y, lines, { size, bold: true, anchor: isNumericColumn[at] ? 'end' : 'start', className: 'header' }));
  });
  chart.rows.forEach((row, r) => {
    const y = top + headerHeight + r * rowHeight + rowHeight / 2 + size * 0.35;
    row.forEach((cell, at) => {
      const x = isNumericColumn[at] ? (lefts[at] ?? 0) + (widths[at] ?? 0) - padding : (lefts[at] ?? 0) + padding;
      parts.push(text(x, y, cell, { size, bold: at === 0, anchor: isNumericColumn[at] ? 'end' : 'start', className: 'cell' }));
    });
  });
  const bottom = top + headerHeight + rowHeight * chart.rows.length;
  parts.push(`<rect x="${num(left)}" y="${num(top)}" width="${num(tableWidth)}" height="${num(bottom - top)}" fill="none" stroke="${ink.axis}" stroke-width="1"/>`);
  parts.push(`<line x1="${num(left)}" y1="${num(top + headerHeight)}" x2="${num(left + tableWidth)}" y2="${num(top + headerHeight)}" stroke="${ink.axis}" stroke-width="1"/>`);
  if (chart.note !== undefined) {
    parts.push(text(canvas.width / 2, bottom + 22, chart.note, { size: noteSize, italic: true, anchor: 'middle', fill: ink.muted, className: 'note' }));
  }
  body.push(`<g class="table">${parts.join('')}</g>`);
  return body;
}
