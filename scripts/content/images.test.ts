import { describe, expect, it } from 'vitest';
import { InvalidChartError, parseChart, renderChart, type Chart } from './images';

const bar: Chart = {
  kind: 'bar',
  title: 'Energy & <Water> Use',
  xLabel: 'Sector',
  yLabel: 'Use (units)',
  categories: ['Homes', 'Industry', 'Farms'],
  series: [{ name: '2020', values: [40, 100, 25] }],
};

const charts: Chart[] = [
  bar,
  { kind: 'line', title: 'Visitors', xLabel: 'Year', yLabel: 'Visitors (thousands)', x: ['2019', '2020', '2021'], series: [{ name: 'Museum', values: [5, 2, 4] }] },
  { kind: 'pie', title: 'Household Waste', unit: 'tonnes', categories: ['Paper', 'Glass'], pies: [{ caption: '2022', values: [3, 1] }] },
  { kind: 'table', title: 'Enrolments', columns: ['Course', 'Students'], rows: [['Biology', '120'], ['History', '80']] },
  { kind: 'process', title: 'Making Tea', layout: 'linear', steps: [{ label: 'Boil' }, { label: 'Steep' }, { label: 'Strain' }, { label: 'Serve' }] },
  { kind: 'map', title: 'Campus Plan', grid: { cols: 10, rows: 8 }, panels: [{ caption: 'Today', features: [{ shape: 'rect', type: 'building', label: 'Library', x: 1, y: 1, w: 3, h: 2 }] }] },
];

const heights = (svg: string) => [...svg.matchAll(/<rect[^>]*class="bar"[^>]*height="([\d.]+)"/g)].map((match) => Number(match[1]));

describe('renderChart', () => {
  it.each(charts.map((chart) => [chart.kind, chart] as const))('draws a well-formed %s chart with its title', (_kind, chart) => {
    const svg = renderChart(chart);
    expect(svg.startsWith('<svg') || svg.startsWith('<?xml')).toBe(true);
    expect(svg.trim().endsWith('</svg>')).toBe(true);
    expect(svg).toContain(chart.title.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;'));
    // Every opened element is closed: a rough well-formedness check without an XML parser.
    const opened = (svg.match(/<[a-z][^>]*?(?<!\/)>/g) ?? []).length;
    const closed = (svg.match(/<\/[a-z]+>/g) ?? []).length;
    expect(opened).toBe(closed);
  });

  it('escapes XML special characters in labels', () => {
    const svg = renderChart(bar);
    expect(svg).toContain('Energy &amp; &lt;Water&gt; Use');
    expect(svg).not.toContain('<Water>');
  });

  it('scales bars to their values', () => {
    const found = heights(renderChart(bar));
    expect(found).toHaveLength(3);
    const [homes, industry, farms] = found as [number, number, number];
    expect(industry / homes).toBeCloseTo(100 / 40, 1);
    expect(industry / farms).toBeCloseTo(100 / 25, 1);
  });
});

describe('parseChart', () => {
  it('names the file and each problem of an invalid chart', () => {
    expect(() => parseChart('{"kind":"bar","title":"x"}', 'SDI-9999.json')).toThrow(InvalidChartError);
    expect(() => parseChart('not json', 'SDI-9999.json')).toThrow(/SDI-9999.json is not a valid chart/);
  });
});
