import type { Tag } from '@shared/api';

export type TagReport = Tag['report'];

/** A run of a marked stretch with the same problems under it (a grammar tag may overlap a spelling one). */
export interface MarkSegment {
  text: string;
  start: number;
  end: number;
  /** Grammar before spelling; never empty. */
  reports: TagReport[];
}

/**
 * The answer cut into plain text and marked stretches. Overlapping tags share one mark (one focus
 * stop, one popover listing all of them); tags that only touch stay separate marks.
 */
export type AnswerPiece =
  | { kind: 'text'; text: string; start: number; end: number }
  | { kind: 'mark'; text: string; start: number; end: number; tags: Tag[]; segments: MarkSegment[] };

interface Span {
  start: number;
  end: number;
  tag: Tag;
}

const reportOrder: readonly TagReport[] = ['grammar', 'spelling'];

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Whether `index` falls between the two halves of an astral character (an emoji), where no cut may go. */
function splitsPair(text: string, index: number): boolean {
  return index > 0 && index < text.length && isLowSurrogate(text.charCodeAt(index)) && isHighSurrogate(text.charCodeAt(index - 1));
}

/**
 * The stretch a tag marks, kept inside the text and off surrogate halves. An empty stretch (a
 * problem between two characters) marks the character after it, or the last one at the end, so
 * that there is something to hover and focus.
 */
function spanOf(text: string, tag: Tag): Span | undefined {
  if (text.length === 0) return undefined;
  const clamp = (position: number) => Math.min(Math.max(0, Number.isFinite(position) ? Math.trunc(position) : 0), text.length);
  let start = clamp(Math.min(tag.startPos, tag.endPos));
  let end = clamp(Math.max(tag.startPos, tag.endPos));
  if (splitsPair(text, start)) start -= 1;
  if (splitsPair(text, end)) end += 1;
  if (start === end) {
    if (end < text.length) end += splitsPair(text, end + 1) ? 2 : 1;
    else start -= splitsPair(text, start - 1) ? 2 : 1;
  }
  return { start, end, tag };
}

function segmentsOf(text: string, spans: readonly Span[], start: number, end: number): MarkSegment[] {
  const cuts = [...new Set([start, end, ...spans.flatMap((span) => [span.start, span.end])])].sort((a, b) => a - b);
  const segments: MarkSegment[] = [];
  for (let index = 0; index < cuts.length - 1; index += 1) {
    const from = cuts[index]!;
    const to = cuts[index + 1]!;
    const covering = new Set(spans.filter((span) => span.start <= from && span.end >= to).map((span) => span.tag.report));
    segments.push({ text: text.slice(from, to), start: from, end: to, reports: reportOrder.filter((report) => covering.has(report)) });
  }
  return segments;
}

/**
 * Cuts `text` at the tags' positions (startPos inclusive, endPos exclusive, as the analysis gives
 * them). Positions beyond the text are clamped, reversed ones swapped, exact duplicates dropped.
 * Joining the pieces' text gives `text` back.
 *
 * @example splitAnswer('I has a dogg', [grammar 2-5, spelling 8-12]) → 'I ', mark 'has', ' a ', mark 'dogg'
 */
export function splitAnswer(text: string, tags: readonly Tag[]): AnswerPiece[] {
  const seen = new Set<string>();
  const spans = tags
    .map((tag) => spanOf(text, tag))
    .filter((span): span is Span => {
      if (!span) return false;
      const key = JSON.stringify([span.tag.report, span.start, span.end, span.tag.hint]);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.start - b.start || a.end - b.end);

  // Overlapping spans (not merely touching ones) join one cluster.
  const clusters: { start: number; end: number; spans: Span[] }[] = [];
  for (const span of spans) {
    const last = clusters.at(-1);
    if (last && span.start < last.end) {
      last.end = Math.max(last.end, span.end);
      last.spans.push(span);
    } else clusters.push({ start: span.start, end: span.end, spans: [span] });
  }

  const pieces: AnswerPiece[] = [];
  let position = 0;
  for (const cluster of clusters) {
    if (cluster.start > position) pieces.push({ kind: 'text', text: text.slice(position, cluster.start), start: position, end: cluster.start });
    pieces.push({
      kind: 'mark',
      text: text.slice(cluster.start, cluster.end),
      start: cluster.start,
      end: cluster.end,
      tags: cluster.spans.map((span) => span.tag),
      segments: segmentsOf(text, cluster.spans, cluster.start, cluster.end),
    });
    position = cluster.end;
  }
  if (position < text.length) pieces.push({ kind: 'text', text: text.slice(position), start: position, end: text.length });
  return pieces;
}
