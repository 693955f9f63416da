import { axes, cartesianLayout, categoryLabels, yOf } from './axes';
import type { BarChart } from './schema';
import { canvas, colourAt, formatNumber, frame, legend, num, squareSwatch, text, textWidth, niceScale } from './svg';

const valueSize = 11;

/** Bars from zero, grouped side by side per category when there are several series. */
export function renderBarChart(chart: BarChart): string[] {
  const head = frame(chart.title, chart.subtitle);
  const body: string[] = [head.svg];
  let top = head.top;
  if (chart.series.length > 1) {
    const key = legend(
      chart.series.map((one, at) => ({ label: one.name, swatch: squareSwatch(colourAt(at)) })),
      top,
      canvas.width - 2 * canvas.margin,
    );
    body.push(key.svg);
    top += key.height;
  }
  const max = Math.max(...chart.series.flatMap((one) => one.values));
  const scale = niceScale(0, max);
  const { area, labels } = cartesianLayout(top, scale, chart.categories);
  body.push(axes(scale, area, chart.xLabel, chart.yLabel));

  const slot = (area.right - area.left) / chart.categories.length;
  const groupWidth = slot * (chart.series.length > 1 ? 0.8 : 0.6);
  const barWidth = groupWidth / chart.series.length;
  // Value labels only when every one fits over its bar; a partial set would mislead.
  const allValues = chart.series.flatMap((one) => one.values);
  const showValues = allValues.every((value) => textWidth(formatNumber(value), valueSize) <= barWidth + 4);
  const bars: string[] = [];
  chart.series.forEach((one, s) => {
    one.values.forEach((value, c) => {
      const x = area.left + slot * c + (slot - groupWidth) / 2 + barWidth * s;
      const y = yOf(value, scale, area);
      bars.push(
        `<rect class="bar" data-series="${s}" data-value="${value}" x="${num(x + 1)}" y="${num(y)}" width="${num(barWidth - 2)}" height="${num(area.bottom - y)}" fill="${colourAt(s)}"/>`,
      );
      if (showValues) bars.push(text(x + barWidth / 2, y - 4, formatNumber(value), { size: valueSize, anchor: 'middle', className: 'value' }));
    });
  });
  body.push(`<g class="bars">${bars.join('')}</g>`);
  body.push(categoryLabels(area, labels));
  return body;
}
