import type { ProcessChart } from './schema';
import { blockHeight, canvas, colourAt, frame, ink, num, text, wrapText } from './svg';

const labelSize = 14;
const detailSize = 12;
const fill = '#e8f1fa';

interface Box {
  cx: number;
  cy: number;
  w: number;
  h: number;
}

interface StepText {
  label: string[];
  detail: string[];
}

function stepTexts(chart: ProcessChart, width: number): StepText[] {
  return chart.steps.map((step) => ({
    label: wrapText(step.label, width - 20, labelSize, true),
    detail: step.detail === undefined ? [] : wrapText(step.detail, width - 16, detailSize),
  }));
}

function contentHeight(step: StepText): number {
  const detail = step.detail.length === 0 ? 0 : 6 + blockHeight(step.detail.length, detailSize);
  return blockHeight(step.label.length, labelSize) + detail;
}

/** A rounded box with the step number in a badge on its corner, the label in bold and the detail under it. */
function drawBox(box: Box, step: StepText, number: number): string {
  const left = box.cx - box.w / 2;
  const top = box.cy - box.h / 2;
  const parts = [
    `<rect class="step" x="${num(left)}" y="${num(top)}" width="${num(box.w)}" height="${num(box.h)}" rx="8" fill="${fill}" stroke="${colourAt(0)}" stroke-width="1.5"/>`,
    `<circle cx="${num(left + 4)}" cy="${num(top + 4)}" r="12" fill="${colourAt(0)}"/>`,
    text(left + 4, top + 8.5, String(number), { size: 13, bold: true, anchor: 'middle', fill: '#ffffff' }),
  ];
  const contentTop = box.cy - contentHeight(step) / 2;
  parts.push(text(box.cx, contentTop + labelSize * 0.85, step.label, { size: labelSize, bold: true, anchor: 'middle', className: 'step-label' }));
  if (step.detail.length > 0) {
    const detailTop = contentTop + blockHeight(step.label.length, labelSize) + 6;
    parts.push(text(box.cx, detailTop + detailSize * 0.85, step.detail, { size: detailSize, anchor: 'middle', fill: ink.muted, className: 'step-detail' }));
  }
  return `<g>${parts.join('')}</g>`;
}

/** Where the ray from the box centre towards (dx, dy) leaves the box, plus a gap. */
function edgePoint(box: Box, dx: number, dy: number, gap: number): [number, number] {
  const length = Math.hypot(dx, dy);
  const ux = dx / length;
  const uy = dy / length;
  const t = Math.min(ux === 0 ? Infinity : box.w / 2 / Math.abs(ux), uy === 0 ? Infinity : box.h / 2 / Math.abs(uy)) + gap;
  return [box.cx + ux * t, box.cy + uy * t];
}

/** A straight arrow from one box's edge to the next box's edge, with a filled head. */
function arrow(from: Box, to: Box): string {
  const dx = to.cx - from.cx;
  const dy = to.cy - from.cy;
  const [x1, y1] = edgePoint(from, dx, dy, 4);
  const [x2, y2] = edgePoint(to, -dx, -dy, 4);
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = 10;
  const spread = 0.45;
  const back = (side: number) => `${num(x2 - head * Math.cos(angle + side * spread))} ${num(y2 - head * Math.sin(angle + side * spread))}`;
  const shaftEndX = x2 - head * 0.8 * Math.cos(angle);
  const shaftEndY = y2 - head * 0.8 * Math.sin(angle);
  return (
    `<line class="arrow" x1="${num(x1)}" y1="${num(y1)}" x2="${num(shaftEndX)}" y2="${num(shaftEndY)}" stroke="${ink.axis}" stroke-width="2"/>` +
    `<path d="M${num(x2)} ${num(y2)}L${back(1)}L${back(-1)}Z" fill="${ink.axis}"/>`
  );
}

/** Boxes left to right; five or more snake onto a second row that runs right to left. */
function linearBoxes(chart: ProcessChart, top: number, bottom: number): { boxes: Box[]; texts: StepText[] } {
  const n = chart.steps.length;
  const cols = n <= 4 ? n : Math.ceil(n / 2);
  const rows = n <= 4 ? 1 : 2;
  const gapX = 46;
  const w = Math.min(190, (canvas.width - 2 * canvas.margin - 16 - (cols - 1) * gapX) / cols);
  const texts = stepTexts(chart, w);
  const h = Math.max(84, ...texts.map((step) => contentHeight(step) + 28));
  const gapY = Math.min(70, (bottom - top - rows * h) / Math.max(1, rows));
  const blockTop = top + (bottom - top - (rows * h + (rows - 1) * gapY)) / 2;
  const rowWidth = cols * w + (cols - 1) * gapX;
  const left = (canvas.width - rowWidth) / 2;
  const boxes = chart.steps.map((_, at) => {
    const row = at < cols ? 0 : 1;
    const col = row === 0 ? at : cols - 1 - (at - cols);
    return { cx: left + col * (w + gapX) + w / 2, cy: blockTop + row * (h + gapY) + h / 2, w, h };
  });
  return { boxes, texts };
}

/** Boxes round an ellipse clockwise from twelve o'clock. */
function cycleBoxes(chart: ProcessChart, top: number, bottom: number): { boxes: Box[]; texts: StepText[] } {
  const n = chart.steps.length;
  const w = 168;
  const texts = stepTexts(chart, w);
  const h = Math.max(64, ...texts.map((step) => contentHeight(step) + 24));
  const cx = canvas.width / 2;
  const cy = (top + bottom) / 2;
  const rx = canvas.width / 2 - canvas.margin - w / 2 - 8;
  const ry = (bottom - top) / 2 - h / 2;
  const boxes = chart.steps.map((_, at) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * at) / n;
    return { cx: cx + rx * Math.cos(angle), cy: cy + ry * Math.sin(angle), w, h };
  });
  return { boxes, texts };
}

/** A flow of steps joined by arrows; a cycle also joins the last step back to the first. */
export function renderProcess(chart: ProcessChart): string[] {
  const head = frame(chart.title, chart.subtitle);
  const top = head.top + 6;
  const bottom = canvas.height - canvas.margin;
  const { boxes, texts } = chart.layout === 'cycle' ? cycleBoxes(chart, top, bottom) : linearBoxes(chart, top, bottom);
  const arrows: string[] = [];
  boxes.forEach((box, at) => {
    const next = boxes[at + 1] ?? (chart.layout === 'cycle' ? boxes[0] : undefined);
    if (next !== undefined) arrows.push(arrow(box, next));
  });
  const drawn = boxes.map((box, at) => drawBox(box, texts[at] ?? { label: [], detail: [] }, at + 1));
  return [head.svg, `<g class="arrows">${arrows.join('')}</g>`, `<g class="steps" data-layout="${chart.layout}">${drawn.join('')}</g>`];
}
