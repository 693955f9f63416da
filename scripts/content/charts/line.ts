import { axes, cartesianLayout, categoryLabels, yOf } from './axes';
import type { LineChart } from './schema';
import { canvas, colourAt, formatNumber, frame, legend, niceScale, num, text } from './svg';

// A marker shape and a dash pattern per series, so the lines stay apart in greyscale too.
const dashes = ['', '8 5', '2 4'] as const;

function marker(shape: number, x: number, y: number, colour: string): string {
  if (shape === 1) return `<rect x="${num(x - 4.5)}" y="${num(y - 4.5)}" width="9" height="9" fill="${colour}"/>`;
  if (shape === 2) return `<path d="M${num(x)} ${num(y - 6)}L${num(x + 5.5)} ${num(y + 4)}L${num(x - 5.5)} ${num(y + 4)}Z" fill="${colour}"/>`;
  return `<circle cx="${num(x)}" cy="${num(y)}" r="4.5" fill="${colour}"/>`;
}

function lineSwatch(series: number): (x: number, y: number) => string {
  const colour = colourAt(series);
  const dash = dashes[series] ?? '';
  return (x, y) =>
    `<line x1="${num(x - 4)}" y1="${num(y)}" x2="${num(x + 18)}" y2="${num(y)}" stroke="${colour}" stroke-width="2.5"${dash === '' ? '' : ` stroke-dasharray="${dash}"`}/>` +
    marker(series, x + 7, y, colour);
}

/**
 * The axis starts at zero unless the data sit high above it, where a zero
 * baseline would flatten the trend the reader is asked to describe.
 */
function valueRange(values: readonly number[]): [number, number] {
  const min = Math.min(...values);
  const max = Math.max(...values);
  if (min >= 0 && min < max * 0.5) return [0, max];
  return [min, max];
}

/** One to three series over time, with markers; a single series also shows its values. */
export function renderLineChart(chart: LineChart): string[] {
  const head = frame(chart.title, chart.subtitle);
  const body: string[] = [head.svg];
  let top = head.top;
  if (chart.series.length > 1) {
    const key = legend(
      chart.series.map((one, at) => ({ label: one.name, swatch: lineSwatch(at) })),
      top,
      canvas.width - 2 * canvas.margin,
    );
    body.push(key.svg);
    top += key.height;
  }
  const [min, max] = valueRange(chart.series.flatMap((one) => one.values));
  const scale = niceScale(min, max);
  const { area, labels } = cartesianLayout(top, scale, chart.x);
  body.push(axes(scale, area, chart.xLabel, chart.yLabel));
  const slot = (area.right - area.left) / chart.x.length;
  const xOf = (at: number) => area.left + slot * (at + 0.5);

  const lines: string[] = [];
  chart.series.forEach((one, s) => {
    const colour = colourAt(s);
    const dash = dashes[s] ?? '';
    const points = one.values.map((value, at) => `${num(xOf(at))},${num(yOf(value, scale, area))}`).join(' ');
    lines.push(
      `<polyline class="series" data-series="${s}" points="${points}" fill="none" stroke="${colour}" stroke-width="2.5" stroke-linejoin="round"${dash === '' ? '' : ` stroke-dasharray="${dash}"`}/>`,
    );
    one.values.forEach((value, at) => {
      const y = yOf(value, scale, area);
      lines.push(marker(s, xOf(at), y, colour));
      if (chart.series.length === 1) lines.push(text(xOf(at), y - 10, formatNumber(value), { size: 11, anchor: 'middle', className: 'value' }));
    });
  });
  body.push(`<g class="lines">${lines.join('')}</g>`);
  body.push(categoryLabels(area, labels));
  return body;
}
