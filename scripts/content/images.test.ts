import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ChartSchema, escapeXml, generateImages, InvalidChartError, niceScale, parseChart, renderChart, type Chart } from './images';

/**
 * Well-formedness without an XML library: every tag closes in order, every
 * attribute value is quoted, and no bare & or < appears in text or attributes.
 */
function xmlProblems(svg: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|<|&(?!(?:amp|lt|gt|quot|apos|#\d+);)/g;
  for (const match of svg.matchAll(token)) {
    const [whole, closing, name, , selfClosing] = match;
    if (name === undefined) {
      problems.push(`stray "${whole}" at ${match.index}`);
    } else if (closing === '/') {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? 'nothing'}>`);
    } else if (selfClosing !== '/') {
      stack.push(name);
    }
  }
  if (stack.length > 0) problems.push(`unclosed ${stack.join(', ')}`);
  if (!svg.startsWith('<svg ')) problems.push('does not start with <svg');
  return problems;
}

/** The numeric attributes of the first element matching a class, e.g. attributesOf(svg, 'bar'). */
function elements(svg: string, className: string): Record<string, string>[] {
  const pattern = new RegExp(`<\\w+ class="${className}"([^>]*)>`, 'g');
  return [...svg.matchAll(pattern)].map((match) => Object.fromEntries([...(match[1] ?? '').matchAll(/([\w-]+)="([^"]*)"/g)].map(([, key, value]) => [key, value])));
}

const charts: Record<Chart['kind'], Chart> = {
  bar: {
    kind: 'bar',
    title: 'Energy use by sector',
    xLabel: 'Sector',
    yLabel: 'Energy (TWh)',
    categories: ['Homes', 'Industry', 'Transport'],
    series: [
      { name: '2010', values: [50, 100, 25] },
      { name: '2020', values: [40, 90, 30] },
    ],
  },
  line: {
    kind: 'line',
    title: 'Rainfall over time',
    xLabel: 'Year',
    yLabel: 'Rainfall (mm)',
    x: ['2000', '2010', '2020'],
    series: [{ name: 'City', values: [600, 650, 700] }],
  },
  pie: { kind: 'pie', title: 'Household budget', unit: '%', categories: ['Housing', 'Food', 'Travel'], pies: [{ caption: '2024', values: [50, 30, 20] }] },
  table: { kind: 'table', title: 'School sizes', columns: ['School', 'Pupils'], rows: [['North', '1,200'], ['South', '850']], note: 'Pupils in 2024.' },
  process: {
    kind: 'process',
    title: 'Making glass',
    layout: 'cycle',
    steps: [{ label: 'Melting' }, { label: 'Shaping' }, { label: 'Cooling' }, { label: 'Recycling', detail: 'Broken glass returns to the furnace' }],
  },
  map: {
    kind: 'map',
    title: 'Campus plan',
    grid: { cols: 10, rows: 8 },
    panels: [
      { caption: 'Before', features: [{ type: 'building', shape: 'rect', x: 1, y: 1, w: 4, h: 3, label: 'Library' }] },
      {
        caption: 'After',
        features: [
          { type: 'road', shape: 'line', points: [[0, 6], [10, 6]], label: 'Ring Road' },
          { type: 'green', shape: 'polygon', points: [[6, 1], [9, 1], [9, 4]], label: 'Park' },
        ],
      },
    ],
  },
};

describe('renderChart', () => {
  it.each(Object.entries(charts))('draws a well-formed 800 x 500 SVG with a white background for a %s chart', (_kind, chart) => {
    // Act
    const svg = renderChart(chart);

    // Assess
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).toContain('viewBox="0 0 800 500"');
    expect(svg).toMatch(/<rect class="background" width="800" height="500" fill="#ffffff"\/>/);
    expect(svg).toContain(`<title id="chart-title">${escapeXml(chart.title)}</title>`);
    expect(svg).toContain(`data-kind="${chart.kind}"`);
  });

  it('writes the title, the axis labels, the categories and a legend for several series', () => {
    const svg = renderChart(charts.bar);

    expect(svg).toContain('>Energy use by sector</text>');
    expect(svg).toContain('>Energy (TWh)</text>');
    expect(svg).toContain('>Sector</text>');
    for (const category of ['Homes', 'Industry', 'Transport']) expect(svg).toContain(`>${category}</text>`);
    expect(svg).toMatch(/<g class="legend">.*>2010<\/text>.*>2020<\/text>/);
  });

  it('draws no legend for a single series', () => {
    expect(renderChart(charts.line)).not.toContain('class="legend"');
  });

  it('escapes & and < in every text it writes', () => {
    const chart: Chart = { ...charts.table, title: 'R&D spending <2020>', columns: ['Firm & sector', 'Share'], rows: [['A<B', '5%'], ['C', '7%']] } as Chart;

    const svg = renderChart(chart);

    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).toContain('R&amp;D spending &lt;2020&gt;');
    expect(svg).toContain('Firm &amp; sector');
    expect(svg).toContain('>A&lt;B</text>');
    expect(svg).not.toContain('R&D');
  });

  it('scales bars so the tallest reaches the top of the plot area and a half value reaches half way', () => {
    // Prepare: 100 is a round tick, so it is the axis maximum.
    const svg = renderChart(charts.bar);
    const bars = elements(svg, 'bar');
    const at = (value: number) => bars.find((bar) => bar['data-value'] === String(value));
    const tallest = at(100);
    const half = at(50);
    const ticks = [...svg.matchAll(/<line x1="[\d.]+" y1="([\d.]+)" x2="[\d.]+" y2="[\d.]+" stroke="#(?:dddddd|333333)"/g)].map((m) => Number(m[1]));
    const plotTop = Math.min(...ticks);
    const baseline = Math.max(...ticks);

    expect(bars).toHaveLength(6);
    expect(Number(tallest?.y)).toBeCloseTo(plotTop, 0);
    expect(Number(tallest?.y) + Number(tallest?.height)).toBeCloseTo(baseline, 0);
    expect(Number(half?.height)).toBeCloseTo(Number(tallest?.height) / 2, 0);
  });

  it('gives pie slices angles in proportion to the values', () => {
    const slices = elements(renderChart(charts.pie), 'slice');

    expect(slices.map((slice) => slice['data-share'])).toEqual(['50', '30', '20']);
    expect(renderChart(charts.pie)).toContain('>Housing</text>');
  });

  it('draws one box per step and, in a cycle, one arrow per step', () => {
    const svg = renderChart(charts.process);

    expect(elements(svg, 'step')).toHaveLength(4);
    expect(elements(svg, 'arrow')).toHaveLength(4);
    expect(renderChart({ ...charts.process, layout: 'linear' } as Chart).match(/class="arrow"/g)).toHaveLength(3);
  });

  it('labels map features and captions each panel', () => {
    const svg = renderChart(charts.map);

    for (const label of ['Before', 'After', 'Library', 'Ring Road', 'Park', 'N']) expect(svg).toContain(`>${label}</text>`);
    expect(elements(svg, 'feature')).toHaveLength(3);
  });
});

describe('niceScale', () => {
  it.each([
    [0, 96, 100, 20],
    [0, 310, 350, 50],
    [0, 2.1, 2.5, 0.5],
    [0, 1150, 1200, 200],
    [4.2, 21.6, 25, 5],
  ])('covers %d..%d with round ticks up to %d in steps of %d', (min, max, top, step) => {
    const scale = niceScale(min, max);

    expect(scale.max).toBe(top);
    expect(scale.step).toBe(step);
    expect(scale.ticks.at(-1)).toBe(top);
    expect(scale.ticks.length).toBeLessThanOrEqual(9);
  });
});

describe('parseChart', () => {
  it('names the file and the field of each problem', () => {
    const bad = JSON.stringify({ ...charts.bar, series: [{ name: 'A', values: [1, 2] }] });

    expect(() => parseChart(bad, 'SDI-9999.json')).toThrow(InvalidChartError);
    expect(() => parseChart(bad, 'SDI-9999.json')).toThrow(/SDI-9999\.json[\s\S]*series\.0\.values: has 2 values for 3 categories/);
    expect(() => parseChart('{', 'broken.json')).toThrow(/broken\.json[\s\S]*not JSON/);
  });

  it('accepts every chart kind', () => {
    for (const chart of Object.values(charts)) expect(ChartSchema.safeParse(chart).success).toBe(true);
  });
});

describe('generateImages', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  });

  it('writes missing SVGs and leaves up-to-date ones alone', () => {
    dir = mkdtempSync(join(tmpdir(), 'sdi-images-'));
    writeFileSync(join(dir, 'SDI-0001.json'), JSON.stringify(charts.bar));

    const first = generateImages(dir);
    const second = generateImages(dir);

    expect(first.written).toHaveLength(1);
    expect(second).toEqual({ written: [], unchanged: 1 });
    expect(readFileSync(join(dir, 'SDI-0001.svg'), 'utf8')).toBe(renderChart(charts.bar));
  });

  it('writes nothing when any chart file is invalid', () => {
    dir = mkdtempSync(join(tmpdir(), 'sdi-images-'));
    writeFileSync(join(dir, 'SDI-0001.json'), JSON.stringify(charts.bar));
    writeFileSync(join(dir, 'SDI-0002.json'), JSON.stringify({ kind: 'bar', title: 'No data' }));

    expect(() => generateImages(dir)).toThrow(/SDI-0002\.json/);
    expect(() => readFileSync(join(dir ?? '', 'SDI-0001.svg'))).toThrow();
  });
});

describe('the Describe Image charts in content/images', () => {
  it('are all valid and their SVGs are up to date', () => {
    const dirOf = join(import.meta.dirname, '../../content/images');
    for (let n = 1; n <= 30; n += 1) {
      const uid = `SDI-${String(n).padStart(4, '0')}`;
      const chart = parseChart(readFileSync(join(dirOf, `${uid}.json`), 'utf8'), `${uid}.json`);
      expect(readFileSync(join(dirOf, `${uid}.svg`), 'utf8'), uid).toBe(renderChart(chart));
    }
  });
});
