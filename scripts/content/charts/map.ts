import type { MapChart, MapFeature, MapFeatureType } from './schema';
import { blockHeight, canvas, frame, ink, linesWidth, num, text, textWidth, wrapText } from './svg';

/** Light tints of the palette for areas, each with a darker outline; every area is labelled too. */
const styles: Record<MapFeatureType, { fill: string; stroke: string; dash?: string }> = {
  building: { fill: '#d9d9d9', stroke: '#4d4d4d' },
  'new-building': { fill: '#f6c98a', stroke: '#a35200' },
  housing: { fill: '#ecd3e4', stroke: '#8a4f78' },
  green: { fill: '#cfe8d5', stroke: '#3d8a5c' },
  farmland: { fill: '#efe3c2', stroke: '#9c7a2e' },
  water: { fill: '#cde6f7', stroke: '#2f7fb5' },
  sport: { fill: '#f5efb8', stroke: '#8c7f16' },
  parking: { fill: '#f4f4f4', stroke: '#777777', dash: '4 3' },
  room: { fill: '#ffffff', stroke: '#333333' },
  road: { fill: 'none', stroke: '#b8b8b8' },
  path: { fill: 'none', stroke: '#dcc8a0' },
};

interface Grid {
  left: number;
  top: number;
  cell: number;
}

const toCanvas = (grid: Grid, [x, y]: readonly [number, number]): [number, number] => [grid.left + x * grid.cell, grid.top + y * grid.cell];

/** A label wrapped into the space, shrinking the font until it fits (down to 9 px). */
function areaLabel(label: string, cx: number, cy: number, width: number, height: number): string {
  let size = 13;
  let lines = wrapText(label, width - 8, size, true);
  while (size > 9 && (linesWidth(lines, size, true) > width - 4 || blockHeight(lines.length, size) > height - 4)) {
    size -= 1;
    lines = wrapText(label, width - 8, size, true);
  }
  const y = cy - blockHeight(lines.length, size) / 2 + size * 0.85;
  return text(cx, y, lines, { size, bold: true, anchor: 'middle', className: 'area-label' });
}

type Point = [number, number];

/** The segment a line's label sits on, and the point on it: labelAt of the whole length, or the middle of the longest segment. */
function labelAnchor(points: readonly Point[], labelAt: number | undefined): { from: Point; to: Point; at: Point; room: number } | undefined {
  const segments = points.slice(1).map((to, index) => {
    const from = points[index] ?? to;
    return { from, to, length: Math.hypot(to[0] - from[0], to[1] - from[1]) };
  });
  if (labelAt === undefined) {
    const longest = segments.reduce<(typeof segments)[number] | undefined>((best, one) => (best === undefined || one.length > best.length ? one : best), undefined);
    if (longest === undefined) return undefined;
    const { from, to, length } = longest;
    return { from, to, at: [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2], room: length };
  }
  let remaining = labelAt * segments.reduce((sum, one) => sum + one.length, 0);
  for (const { from, to, length } of segments) {
    if (remaining <= length || to === points[points.length - 1]) {
      const t = length === 0 ? 0 : Math.min(1, remaining / length);
      const at: Point = [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t];
      // The label is centred on `at`, so it has room for twice the shorter distance to the segment's ends.
      return { from, to, at, room: 2 * Math.min(t, 1 - t) * length };
    }
    remaining -= length;
  }
  return undefined;
}

/**
 * A road's name along it, turned to the road's direction (never upside
 * down): on the road when it is wide enough to hold the text, else just above it.
 */
function lineLabel(label: string, points: readonly Point[], width: number, labelAt: number | undefined): string {
  const anchor = labelAnchor(points, labelAt);
  if (anchor === undefined) return '';
  const { from, to, at, room } = anchor;
  let angle = (Math.atan2(to[1] - from[1], to[0] - from[0]) * 180) / Math.PI;
  if (angle > 90) angle -= 180;
  if (angle <= -90) angle += 180;
  const onRoad = width >= 13;
  const size = onRoad ? Math.min(12, width * 0.75) : 11;
  if (textWidth(label, size) > room - 8) return '';
  const offset = onRoad ? size * 0.35 : -width / 2 - 4;
  return text(at[0], at[1] + offset, label, { size, anchor: 'middle', rotate: angle === 0 ? undefined : angle, className: 'road-label' });
}

function drawFeature(feature: MapFeature, grid: Grid): { shape: string; label: string } {
  const style = styles[feature.type];
  const dash = style.dash === undefined ? '' : ` stroke-dasharray="${style.dash}"`;
  if (feature.shape === 'line') {
    const points = feature.points.map((point) => toCanvas(grid, point));
    const width = (feature.width ?? (feature.type === 'road' ? 0.8 : 0.25)) * grid.cell;
    const path = points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');
    const line = `<polyline class="feature" data-type="${feature.type}" points="${path}" fill="none" stroke="${style.stroke}" stroke-width="${num(width)}" stroke-linejoin="round"${dash}/>`;
    return { shape: line, label: feature.label === undefined ? '' : lineLabel(feature.label, points, width, feature.labelAt) };
  }
  if (feature.shape === 'rect') {
    const [x, y] = toCanvas(grid, [feature.x, feature.y]);
    const w = feature.w * grid.cell;
    const h = feature.h * grid.cell;
    const rect = `<rect class="feature" data-type="${feature.type}" x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${style.fill}" stroke="${style.stroke}" stroke-width="1.5"${dash}/>`;
    return { shape: rect, label: feature.label === undefined ? '' : areaLabel(feature.label, x + w / 2, y + h / 2, w, h) };
  }
  const points = feature.points.map((point) => toCanvas(grid, point));
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const polygon = `<polygon class="feature" data-type="${feature.type}" points="${points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ')}" fill="${style.fill}" stroke="${style.stroke}" stroke-width="1.5"${dash}/>`;
  if (feature.label === undefined) return { shape: polygon, label: '' };
  // The label sits at the vertices' mean within the middle of the bounding box, where a convex shape is solid.
  const cx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const cy = ys.reduce((a, b) => a + b, 0) / ys.length;
  const width = (Math.max(...xs) - Math.min(...xs)) * 0.75;
  const height = (Math.max(...ys) - Math.min(...ys)) * 0.75;
  return { shape: polygon, label: areaLabel(feature.label, cx, cy, width, height) };
}

function compass(x: number, y: number): string {
  return (
    `<g class="compass"><path d="M${num(x)} ${num(y - 16)}L${num(x + 7)} ${num(y + 8)}L${num(x)} ${num(y + 3)}L${num(x - 7)} ${num(y + 8)}Z" fill="${ink.axis}"/>` +
    text(x, y - 21, 'N', { size: 14, bold: true, anchor: 'middle' }) +
    '</g>'
  );
}

/**
 * One plan, or two side by side (before and after) on the same grid and
 * scale, each captioned, with a north arrow on the right.
 */
export function renderMap(chart: MapChart): string[] {
  const head = frame(chart.title, chart.subtitle);
  const body: string[] = [head.svg];
  const compassWidth = 40;
  const gap = 24;
  const captionHeight = 26;
  const count = chart.panels.length;
  const areaWidth = canvas.width - 2 * canvas.margin - compassWidth;
  const panelWidth = (areaWidth - gap * (count - 1)) / count;
  const panelHeight = canvas.height - canvas.margin - head.top - captionHeight;
  const cell = Math.min(panelWidth / chart.grid.cols, panelHeight / chart.grid.rows);
  const width = cell * chart.grid.cols;
  const height = cell * chart.grid.rows;
  const totalWidth = width * count + gap * (count - 1);
  const left = canvas.margin + (areaWidth - totalWidth) / 2;
  const top = head.top + captionHeight + (panelHeight - height) / 2;
  chart.panels.forEach((panel, p) => {
    const grid = { left: left + p * (width + gap), top, cell };
    const features = panel.features.map((feature) => drawFeature(feature, grid));
    // Labels after all shapes, so a road drawn later never covers another feature's name.
    const parts = [
      text(grid.left + width / 2, top - 9, panel.caption, { size: 15, bold: true, anchor: 'middle', className: 'caption' }),
      `<rect x="${num(grid.left)}" y="${num(top)}" width="${num(width)}" height="${num(height)}" fill="#fbfbf8" stroke="${ink.axis}" stroke-width="1.5"/>`,
      ...features.map(({ shape }) => shape),
      ...features.map(({ label }) => label),
    ];
    body.push(`<g class="panel">${parts.join('')}</g>`);
  });
  body.push(compass(canvas.width - canvas.margin - compassWidth / 2 + 4, top + 30));
  return body;
}
