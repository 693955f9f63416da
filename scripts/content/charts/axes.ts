import { blockHeight, canvas, formatNumber, ink, linesWidth, num, text, textWidth, tickDecimals, wrapText, type NiceScale } from './svg';

/** The rectangle the data is drawn in, in canvas pixels. */
export interface PlotArea {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const tickSize = 13;
const axisLabelSize = 14;

/** Category labels wrapped to their slot, shrinking the font once before letting a long word overhang. */
function fitCategoryLabels(labels: readonly string[], slot: number): { lines: string[][]; size: number } {
  for (const size of [13, 12, 11]) {
    const lines = labels.map((label) => wrapText(label, slot - 6, size));
    if (lines.every((wrapped) => wrapped.length <= 3 && linesWidth(wrapped, size) <= slot - 2)) return { lines, size };
  }
  return { lines: labels.map((label) => wrapText(label, slot - 6, 11)), size: 11 };
}

/**
 * The plot area of a chart with categories along x and values up y: room on
 * the left for the tick labels and the rotated y label, below for the wrapped
 * category labels and the x label, and a little headroom for value labels.
 */
export function cartesianLayout(
  top: number,
  scale: NiceScale,
  categories: readonly string[],
): { area: PlotArea; labels: { lines: string[][]; size: number } } {
  const decimals = tickDecimals(scale.step);
  const tickWidth = Math.max(...scale.ticks.map((tick) => textWidth(formatNumber(tick, decimals), tickSize)));
  const left = canvas.margin + axisLabelSize * 1.3 + 10 + tickWidth + 8;
  const right = canvas.width - canvas.margin - 8;
  const slot = (right - left) / categories.length;
  const labels = fitCategoryLabels(categories, slot);
  const labelLines = Math.max(...labels.lines.map((lines) => lines.length));
  const bottom = canvas.height - canvas.margin - axisLabelSize - 14 - blockHeight(labelLines, labels.size);
  return { area: { left, top: top + 16, right, bottom: bottom - 8 }, labels };
}

/** The pixel y of a value on the scale. */
export function yOf(value: number, scale: NiceScale, area: PlotArea): number {
  return area.bottom - ((value - scale.min) / (scale.max - scale.min)) * (area.bottom - area.top);
}

/** Horizontal grid lines with round tick labels, the y axis label (rotated) and the x axis label. */
export function axes(scale: NiceScale, area: PlotArea, xLabel: string, yLabel: string): string {
  const decimals = tickDecimals(scale.step);
  const parts: string[] = [];
  for (const tick of scale.ticks) {
    const y = yOf(tick, scale, area);
    parts.push(`<line x1="${num(area.left)}" y1="${num(y)}" x2="${num(area.right)}" y2="${num(y)}" stroke="${tick === 0 ? ink.axis : ink.grid}" stroke-width="1"/>`);
    parts.push(text(area.left - 8, y + tickSize * 0.35, formatNumber(tick, decimals), { size: tickSize, anchor: 'end', fill: ink.muted, className: 'tick' }));
  }
  parts.push(`<line x1="${num(area.left)}" y1="${num(area.top)}" x2="${num(area.left)}" y2="${num(area.bottom)}" stroke="${ink.axis}" stroke-width="1"/>`);
  parts.push(`<line x1="${num(area.left)}" y1="${num(area.bottom)}" x2="${num(area.right)}" y2="${num(area.bottom)}" stroke="${ink.axis}" stroke-width="1"/>`);
  // The y label may be longer than the axis: shrink it rather than let it run off the canvas.
  const height = area.bottom - area.top;
  const ySize = Math.min(axisLabelSize, Math.floor((axisLabelSize * (height + 40)) / Math.max(1, textWidth(yLabel, axisLabelSize))));
  const yMid = (area.top + area.bottom) / 2;
  parts.push(text(canvas.margin + ySize, yMid, yLabel, { size: ySize, anchor: 'middle', rotate: -90, bold: true, className: 'y-label' }));
  parts.push(text((area.left + area.right) / 2, canvas.height - canvas.margin, xLabel, { size: axisLabelSize, anchor: 'middle', bold: true, className: 'x-label' }));
  return `<g class="axes">${parts.join('')}</g>`;
}

/** The category labels, each centred under its slot. */
export function categoryLabels(area: PlotArea, labels: { lines: string[][]; size: number }): string {
  const slot = (area.right - area.left) / labels.lines.length;
  const parts = labels.lines.map((lines, at) =>
    text(area.left + slot * (at + 0.5), area.bottom + 8 + labels.size, lines, { size: labels.size, anchor: 'middle', className: 'category' }),
  );
  return `<g class="categories">${parts.join('')}</g>`;
}
