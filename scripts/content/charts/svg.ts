/** The canvas every chart is drawn on. */
export const canvas = { width: 800, height: 500, margin: 24 } as const;

/**
 * Okabe-Ito: distinguishable under the common colour-vision deficiencies.
 * Ordered so the first two or three series contrast most; yellow comes late
 * because it is weak against white.
 */
export const palette = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'] as const;

export const ink = { text: '#1a1a1a', muted: '#555555', grid: '#dddddd', axis: '#333333' } as const;

export const fontFamily = "Arial, Helvetica, 'Liberation Sans', sans-serif";

/** A colour of the palette, cycling when a chart has more entries than colours. */
export function colourAt(index: number): string {
  return palette[index % palette.length] ?? palette[0];
}

/** Text safe inside an XML element or a double-quoted attribute: escapeXml('R&D <5') === 'R&amp;D &lt;5'. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A coordinate with at most one decimal, so the SVG stays small and stable across runs. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

// Advance widths of Arial in thousandths of an em. Layout runs without a font engine, so text is
// measured from this table; unknown characters count as a wide letter.
const widths: Record<string, number> = {
  ' ': 278, '!': 278, '"': 355, '#': 556, $: 556, '%': 889, '&': 667, "'": 191, '(': 333, ')': 333, '*': 389, '+': 584,
  ',': 278, '-': 333, '.': 278, '/': 278, ':': 278, ';': 278, '<': 584, '=': 584, '>': 584, '?': 556, '@': 1015,
  A: 667, B: 667, C: 722, D: 722, E: 667, F: 611, G: 778, H: 722, I: 278, J: 500, K: 667, L: 556, M: 833, N: 722, O: 778,
  P: 667, Q: 778, R: 722, S: 667, T: 611, U: 722, V: 667, W: 944, X: 667, Y: 667, Z: 611,
  a: 556, b: 556, c: 500, d: 556, e: 556, f: 278, g: 556, h: 556, i: 222, j: 222, k: 500, l: 222, m: 833, n: 556, o: 556,
  p: 556, q: 556, r: 333, s: 500, t: 278, u: 556, v: 500, w: 722, x: 500, y: 500, z: 500,
};

/**
 * The width of a text line in pixels. It errs wide by 12 %, because a reader
 * without Arial falls back to a sans-serif such as DejaVu Sans, which is wider.
 */
export function textWidth(text: string, fontSize: number, bold = false): number {
  let units = 0;
  for (const char of text) units += widths[char] ?? (/\d/.test(char) ? 556 : 600);
  return (units / 1000) * fontSize * (bold ? 1.07 : 1) * 1.12;
}

/** Words packed greedily into lines no wider than maxWidth; a single over-long word gets its own line. */
export function wrapText(text: string, maxWidth: number, fontSize: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && textWidth(candidate, fontSize, bold) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** The width of the widest line. */
export function linesWidth(lines: readonly string[], fontSize: number, bold = false): number {
  return Math.max(0, ...lines.map((line) => textWidth(line, fontSize, bold)));
}

export interface TextOptions {
  size?: number;
  anchor?: 'start' | 'middle' | 'end';
  bold?: boolean;
  italic?: boolean;
  fill?: string;
  /** Degrees about the text's own anchor point. */
  rotate?: number;
  className?: string;
  /** Line height as a multiple of the size. */
  leading?: number;
}

/**
 * A text element, one tspan per line, whose first baseline sits at y. Lines
 * are escaped here, so callers pass plain text.
 */
export function text(x: number, y: number, content: string | readonly string[], options: TextOptions = {}): string {
  const { size = 14, anchor = 'start', bold = false, italic = false, fill = ink.text, rotate, className, leading = 1.25 } = options;
  const lines = typeof content === 'string' ? [content] : content;
  const attributes = [
    `x="${num(x)}"`,
    `y="${num(y)}"`,
    `font-size="${size}"`,
    anchor === 'start' ? '' : `text-anchor="${anchor}"`,
    bold ? 'font-weight="bold"' : '',
    italic ? 'font-style="italic"' : '',
    fill === ink.text ? '' : `fill="${fill}"`,
    rotate === undefined ? '' : `transform="rotate(${num(rotate)} ${num(x)} ${num(y)})"`,
    className === undefined ? '' : `class="${className}"`,
  ].filter((a) => a !== '');
  if (lines.length === 1) return `<text ${attributes.join(' ')}>${escapeXml(lines[0] ?? '')}</text>`;
  const spans = lines.map((line, at) => `<tspan x="${num(x)}" dy="${at === 0 ? 0 : num(size * leading)}">${escapeXml(line)}</tspan>`);
  return `<text ${attributes.join(' ')}>${spans.join('')}</text>`;
}

/** Text block height: the first line's cap height plus the following lines' leading. */
export function blockHeight(lineCount: number, size: number, leading = 1.25): number {
  return lineCount === 0 ? 0 : size + (lineCount - 1) * size * leading;
}

export interface NiceScale {
  min: number;
  max: number;
  step: number;
  ticks: number[];
}

function decimalsOf(step: number): number {
  return Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
}

/**
 * An axis covering min..max with round ticks: the smallest step of 1, 2 or 5
 * times a power of ten that needs at most maxIntervals intervals, e.g.
 * niceScale(0, 87) → 0..90 step 10, niceScale(0, 310) → 0..350 step 50.
 */
export function niceScale(min: number, max: number, maxIntervals = 8): NiceScale {
  if (max <= min) max = min + 1;
  let exponent = Math.floor(Math.log10((max - min) / maxIntervals));
  for (;;) {
    for (const multiple of [1, 2, 5]) {
      const step = multiple * 10 ** exponent;
      const decimals = decimalsOf(step);
      const fix = (v: number) => Number(v.toFixed(decimals));
      const low = fix(Math.floor(min / step + 1e-9) * step);
      const high = fix(Math.ceil(max / step - 1e-9) * step);
      if (Math.round((high - low) / step) <= maxIntervals) {
        const ticks: number[] = [];
        for (let tick = low; tick <= high + step / 2; tick = fix(tick + step)) ticks.push(tick);
        return { min: low, max: high, step, ticks };
      }
    }
    exponent += 1;
  }
}

/** A number with thousands separators and the decimals it needs, e.g. formatNumber(12500) === '12,500'. */
export function formatNumber(value: number, decimals?: number): string {
  const places = decimals ?? (Number.isInteger(value) ? 0 : Math.min(2, (String(value).split('.')[1] ?? '').length));
  return value.toLocaleString('en-GB', { minimumFractionDigits: places, maximumFractionDigits: places });
}

/** The decimals a tick label needs at this step, so 0.5 steps read 0.5, 1.0, 1.5 and not 0.5, 1, 1.5. */
export function tickDecimals(step: number): number {
  return decimalsOf(step);
}

/** A legend: swatches (or marker symbols) with labels, packed into centred rows no wider than maxWidth. */
export function legend(
  entries: readonly { label: string; swatch: (x: number, y: number) => string }[],
  top: number,
  maxWidth: number,
  size = 13,
): { svg: string; height: number } {
  const gap = 22;
  const swatchWidth = 22;
  const rows: { label: string; swatch: (x: number, y: number) => string; width: number }[][] = [[]];
  let rowWidth = 0;
  for (const entry of entries) {
    const width = swatchWidth + textWidth(entry.label, size);
    const current = rows[rows.length - 1] ?? [];
    if (current.length > 0 && rowWidth + gap + width > maxWidth) {
      rows.push([{ ...entry, width }]);
      rowWidth = width;
    } else {
      current.push({ ...entry, width });
      rowWidth += (current.length > 1 ? gap : 0) + width;
    }
  }
  const rowHeight = size + 10;
  const parts: string[] = [];
  rows.forEach((row, r) => {
    const total = row.reduce((sum, entry) => sum + entry.width, 0) + gap * (row.length - 1);
    let x = (canvas.width - total) / 2;
    const y = top + r * rowHeight;
    for (const entry of row) {
      parts.push(entry.swatch(x, y + size / 2), text(x + swatchWidth, y + size * 0.85, entry.label, { size }));
      x += entry.width + gap;
    }
  });
  return { svg: `<g class="legend">${parts.join('')}</g>`, height: rows.length * rowHeight };
}

/** A filled square swatch centred vertically on y. */
export function squareSwatch(colour: string): (x: number, y: number) => string {
  return (x, y) => `<rect x="${num(x)}" y="${num(y - 6)}" width="14" height="12" fill="${colour}"/>`;
}

export interface Frame {
  /** The svg elements of the background, title and subtitle. */
  svg: string;
  /** Where the chart body may start. */
  top: number;
}

/** The white background (so the image reads on a dark page), the wrapped title and the subtitle. */
export function frame(title: string, subtitle: string | undefined): Frame {
  const parts = [`<rect class="background" width="${canvas.width}" height="${canvas.height}" fill="#ffffff"/>`];
  const titleSize = 20;
  const maxWidth = canvas.width - 2 * canvas.margin;
  const titleLines = wrapText(title, maxWidth, titleSize, true);
  let y = canvas.margin + titleSize * 0.8;
  parts.push(text(canvas.width / 2, y, titleLines, { size: titleSize, bold: true, anchor: 'middle', className: 'title' }));
  y += (titleLines.length - 1) * titleSize * 1.25;
  if (subtitle !== undefined) {
    const subtitleSize = 14;
    const subtitleLines = wrapText(subtitle, maxWidth, subtitleSize);
    y += subtitleSize * 1.5;
    parts.push(text(canvas.width / 2, y, subtitleLines, { size: subtitleSize, anchor: 'middle', fill: ink.muted, className: 'subtitle' }));
    y += (subtitleLines.length - 1) * subtitleSize * 1.25;
  }
  return { svg: parts.join('\n'), top: y + 18 };
}

/** The whole document: an accessible, self-contained SVG with the chart's title as its name. */
export function document(title: string, kind: string, body: readonly string[]): string {
  const name = escapeXml(title);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas.width}" height="${canvas.height}" viewBox="0 0 ${canvas.width} ${canvas.height}" role="img" aria-labelledby="chart-title" data-kind="${kind}" font-family="${fontFamily}">`,
    `<title id="chart-title">${name}</title>`,
    ...body,
    '</svg>',
    '',
  ].join('\n');
}
