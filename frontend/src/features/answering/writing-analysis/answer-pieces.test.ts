import type { Tag } from '@shared/api';
import { describe, expect, it } from 'vitest';
import { splitAnswer } from '@frontend/features/answering/writing-analysis/answer-pieces';
import type { AnswerPiece } from '@frontend/features/answering/writing-analysis/answer-pieces';

const tag = (report: Tag['report'], startPos: number, endPos: number, hint = `${report} ${startPos}-${endPos}`): Tag => ({
  report,
  startPos,
  endPos,
  hint,
  category: report,
  subcategory: report,
  suggestions: [],
});

/** The pieces as [kind, text] pairs, marks with their segments' reports. */
const outline = (pieces: AnswerPiece[]) =>
  pieces.map((piece) => (piece.kind === 'text' ? ['text', piece.text] : ['mark', piece.text, piece.segments.map((segment) => `${segment.text}:${segment.reports.join('+')}`)]));

describe('splitAnswer', () => {
  it('marks each tag’s substring, endPos exclusive, and keeps the text between', () => {
    const text = 'I has a dogg.';
    const pieces = splitAnswer(text, [tag('grammar', 2, 5), tag('spelling', 8, 12)]);
    expect(outline(pieces)).toEqual([
      ['text', 'I '],
      ['mark', 'has', ['has:grammar']],
      ['text', ' a '],
      ['mark', 'dogg', ['dogg:spelling']],
      ['text', '.'],
    ]);
    expect(pieces.map((piece) => piece.text).join('')).toBe(text);
  });

  it('orders tags given out of order', () => {
    const pieces = splitAnswer('aa bb cc', [tag('spelling', 6, 8), tag('grammar', 0, 2)]);
    expect(outline(pieces)).toEqual([
      ['mark', 'aa', ['aa:grammar']],
      ['text', ' bb '],
      ['mark', 'cc', ['cc:spelling']],
    ]);
  });

  it('joins overlapping tags into one mark, cut where each starts and ends', () => {
    const pieces = splitAnswer('their is a mistaek here', [tag('grammar', 0, 8), tag('spelling', 6, 18)]);
    expect(outline(pieces)).toEqual([
      ['mark', 'their is a mistaek', ['their :grammar', 'is:grammar+spelling', ' a mistaek:spelling']],
      ['text', ' here'],
    ]);
    const mark = pieces[0]!;
    expect(mark.kind === 'mark' && mark.tags.map((each) => each.report)).toEqual(['grammar', 'spelling']);
  });

  it('nests a tag inside another in the same mark', () => {
    const pieces = splitAnswer('abcdefgh', [tag('grammar', 1, 7), tag('spelling', 3, 5)]);
    expect(outline(pieces)).toEqual([
      ['text', 'a'],
      ['mark', 'bcdefg', ['bc:grammar', 'de:grammar+spelling', 'fg:grammar']],
      ['text', 'h'],
    ]);
  });

  it('keeps touching tags as separate marks', () => {
    const pieces = splitAnswer('abcdef', [tag('grammar', 0, 3), tag('spelling', 3, 6)]);
    expect(outline(pieces)).toEqual([
      ['mark', 'abc', ['abc:grammar']],
      ['mark', 'def', ['def:spelling']],
    ]);
  });

  it('handles tags at both ends of the text and the whole text', () => {
    expect(outline(splitAnswer('Teh end', [tag('spelling', 0, 3), tag('grammar', 4, 7)]))).toEqual([
      ['mark', 'Teh', ['Teh:spelling']],
      ['text', ' '],
      ['mark', 'end', ['end:grammar']],
    ]);
    expect(outline(splitAnswer('word', [tag('grammar', 0, 4)]))).toEqual([['mark', 'word', ['word:grammar']]]);
  });

  it('clamps positions beyond the text and swaps reversed ones', () => {
    expect(outline(splitAnswer('short', [tag('grammar', 3, 99)]))).toEqual([
      ['text', 'sho'],
      ['mark', 'rt', ['rt:grammar']],
    ]);
    expect(outline(splitAnswer('short', [tag('spelling', 2, 0)]))).toEqual([
      ['mark', 'sh', ['sh:spelling']],
      ['text', 'ort'],
    ]);
    expect(outline(splitAnswer('short', [tag('grammar', 40, 50)]))).toEqual([
      ['text', 'shor'],
      ['mark', 't', ['t:grammar']],
    ]);
  });

  it('gives an empty tag the character after it, or the last one at the end', () => {
    expect(outline(splitAnswer('ab', [tag('grammar', 1, 1)]))).toEqual([
      ['text', 'a'],
      ['mark', 'b', ['b:grammar']],
    ]);
    expect(outline(splitAnswer('ab', [tag('grammar', 2, 2)]))).toEqual([
      ['text', 'a'],
      ['mark', 'b', ['b:grammar']],
    ]);
  });

  it('never cuts an emoji in half', () => {
    const text = 'ok 😀 go';
    // 😀 is two UTF-16 units at 3 and 4.
    expect(outline(splitAnswer(text, [tag('spelling', 4, 5)]))).toEqual([
      ['text', 'ok '],
      ['mark', '😀', ['😀:spelling']],
      ['text', ' go'],
    ]);
    expect(outline(splitAnswer(text, [tag('grammar', 3, 3)]))).toEqual([
      ['text', 'ok '],
      ['mark', '😀', ['😀:grammar']],
      ['text', ' go'],
    ]);
  });

  it('drops exact duplicates and returns the plain text when there are no tags or no text', () => {
    const pieces = splitAnswer('a b', [tag('grammar', 0, 1), tag('grammar', 0, 1)]);
    expect(pieces[0]!.kind === 'mark' && pieces[0]!.tags).toHaveLength(1);
    expect(outline(splitAnswer('no problems', []))).toEqual([['text', 'no problems']]);
    expect(splitAnswer('', [tag('grammar', 0, 2)])).toEqual([]);
  });
});
