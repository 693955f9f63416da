import { renderBarChart } from './bar';
import { renderLineChart } from './line';
import { renderMap } from './map';
import { renderPieChart } from './pie';
import { renderProcess } from './process';
import type { Chart } from './schema';
import { document } from './svg';
import { renderTable } from './table';

/** The SVG document of a chart (800 x 500, white background, the title as its accessible name). */
export function renderChart(chart: Chart): string {
  return document(chart.title, chart.kind, bodyOf(chart));
}

function bodyOf(chart: Chart): string[] {
  switch (chart.kind) {
    case 'bar':
      return renderBarChart(chart);
    case 'line':
      return renderLineChart(chart);
    case 'pie':
      return renderPieChart(chart);
    case 'table':
      return renderTable(chart);
    case 'process':
      return renderProcess(chart);
    case 'map':
      return renderMap(chart);
  }
}
