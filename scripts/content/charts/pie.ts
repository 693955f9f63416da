import type { PieChart } from './schema';
import { canvas, colourAt, formatNumber, frame, ink, legend, num, squareSwatch, text, textWidth, wrapText } from './svg';

const labelSize = 13;

/** Black or white, whichever reads better on the colour (WCAG relative luminance). */
export function textColourOn(hex: string): string {
  const channel = (at: number) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.22 ? '#000000' : '#ffffff';
}

/** A share as a label: whole per cents, one decimal under 10 % where rounding would hide a difference. */
function shareLabel(share: number): string {
  const percent = share * 100;
  return `${formatNumber(Number(percent.toFixed(percent < 10 && !Number.isInteger(Number(percent.toFixed(1))) ? 1 : 0)))}%`;
}

function slicePath(cx: number, cy: number, r: number, from: number, to: number): string {
  const point = (angle: number) => `${num(cx + r * Math.sin(angle))} ${num(cy - r * Math.cos(angle))}`;
  const large = to - from > Math.PI ? 1 : 0;
  return `M${num(cx)} ${num(cy)}L${point(from)}A${num(r)} ${num(r)} 0 ${large} 1 ${point(to)}Z`;
}

/** One pie clockwise from twelve o'clock, shares written inside big slices and beside small ones. */
function pie(cx: number, cy: number, r: number, values: readonly number[], caption: string[], captionY: number): string {
  const total = values.reduce((sum, v) => sum + v, 0);
  const parts: string[] = [];
  let angle = 0;
  values.forEach((value, at) => {
    if (value === 0) return;
    const share = value / total;
    const sweep = share * 2 * Math.PI;
    const colour = colourAt(at);
    parts.push(
      share >= 0.9999
        ? `<circle class="slice" data-share="${num(share * 100)}" cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${colour}" stroke="#ffffff" stroke-width="1.5"/>`
        : `<path class="slice" data-share="${num(share * 100)}" d="${slicePath(cx, cy, r, angle, angle + sweep)}" fill="${colour}" stroke="#ffffff" stroke-width="1.5"/>`,
    );
    const middle = angle + sweep / 2;
    const label = shareLabel(share);
    // A label fits inside when the arc at 65 % of the radius is longer than the text.
    if (sweep * r * 0.65 > textWidth(label, labelSize, true) + 6 || share > 0.25) {
      const x = cx + r * 0.65 * Math.sin(middle);
      const y = cy - r * 0.65 * Math.cos(middle) + labelSize * 0.35;
      parts.push(text(x, y, label, { size: labelSize, bold: true, anchor: 'middle', fill: textColourOn(colour), className: 'share' }));
    } else {
      const x = cx + (r + 8) * Math.sin(middle);
      const y = cy - (r + 12) * Math.cos(middle) + labelSize * 0.35;
      const anchor = Math.sin(middle) > 0.2 ? 'start' : Math.sin(middle) < -0.2 ? 'end' : 'middle';
      parts.push(text(x, y, label, { size: labelSize, bold: true, anchor, className: 'share' }));
    }
    angle += sweep;
  });
  parts.push(text(cx, captionY, caption, { size: 15, bold: true, anchor: 'middle', className: 'caption' }));
  return `<g class="pie">${parts.join('')}</g>`;
}

function captionLines(chart: PieChart, values: readonly number[], caption: string): string[] {
  if (chart.unit === '%') return [caption];
  const total = values.reduce((sum, v) => sum + v, 0);
  return [caption, `Total: ${formatNumber(total)} ${chart.unit}`];
}

/**
 * One pie with its legend on the right, or two pies side by side over a
 * shared legend; the same category keeps the same colour in both.
 */
export function renderPieChart(chart: PieChart): string[] {
  const head = frame(chart.title, chart.subtitle);
  const body: string[] = [head.svg];
  const bottom = canvas.height - canvas.margin;
  const [first, second] = chart.pies;
  if (first === undefined) return body;
  if (second === undefined) {
    const captions = captionLines(chart, first.values, first.caption);
    const captionHeight = captions.length * 18;
    const r = Math.min(165, (bottom - head.top - captionHeight - 40) / 2);
    const cx = canvas.margin + 60 + r;
    const cy = head.top + 20 + r;
    body.push(pie(cx, cy, r, first.values, captions, cy + r + 34));
    body.push(sideLegend(chart.categories, cx + r + 70, cy));
    return body;
  }
  const key = legend(
    chart.categories.map((category, at) => ({ label: category, swatch: squareSwatch(colourAt(at)) })),
    0,
    canvas.width - 2 * canvas.margin,
  );
  const legendTop = bottom - key.height + 6;
  const captions = [captionLines(chart, first.values, first.caption), captionLines(chart, second.values, second.caption)];
  const captionHeight = Math.max(...captions.map((lines) => lines.length)) * 18;
  const r = Math.min(130, (legendTop - head.top - captionHeight - 44) / 2);
  const cy = head.top + captionHeight + 14 + r;
  chart.pies.forEach((one, at) => {
    const cx = canvas.width * (at === 0 ? 0.27 : 0.73);
    body.push(pie(cx, cy, r, one.values, captions[at] ?? [one.caption], head.top + 10));
  });
  body.push(legend(
    chart.categories.map((category, at) => ({ label: category, swatch: squareSwatch(colourAt(at)) })),
    legendTop,
    canvas.width - 2 * canvas.margin,
  ).svg);
  return body;
}

/** A vertical legend, centred on y, with labels wrapped to the space left of the canvas edge. */
function sideLegend(categories: readonly string[], left: number, y: number): string {
  const size = 14;
  const maxWidth = canvas.width - canvas.margin - left - 24;
  const entries = categories.map((category) => wrapText(category, maxWidth, size));
  const heights = entries.map((lines) => lines.length * size * 1.25 + 10);
  let top = y - heights.reduce((sum, h) => sum + h, 0) / 2;
  const parts = entries.map((lines, at) => {
    const entry =
      `<rect x="${num(left)}" y="${num(top + 1)}" width="14" height="14" fill="${colourAt(at)}"/>` +
      text(left + 24, top + size * 0.9, lines, { size, fill: ink.text });
    top += heights[at] ?? 0;
    return entry;
  });
  return `<g class="legend">${parts.join('')}</g>`;
}
