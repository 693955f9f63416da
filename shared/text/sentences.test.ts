import { describe, expect, it } from 'vitest';
import { countSentences, splitParagraphs, splitSentences } from './sentences';

describe('splitSentences', () => {
  it.each([
    ['', []],
    ['One sentence without a stop', ['One sentence without a stop']],
    ['First. Second! Third? Fourth', ['First.', 'Second!', 'Third?', 'Fourth']],
    ['It rose 3.5% in 2020. Then fell.', ['It rose 3.5% in 2020.', 'Then fell.']],
    ['Dr. Lee met Mr. Khan. They talked.', ['Dr. Lee met Mr. Khan.', 'They talked.']],
    ['Many fruits, e.g. apples, grow here.', ['Many fruits, e.g. apples, grow here.']],
    ['He said "stop." She left.', ['He said "stop."', 'She left.']],
    ['A heading\nA line. Another', ['A heading', 'A line.', 'Another']],
  ])('splits %j into %j', (text, expected) => {
    expect(splitSentences(text)).toEqual(expected);
  });
});

describe('countSentences', () => {
  it('counts the sentences of a text', () => {
    expect(countSentences('One. Two. Three.')).toBe(3);
  });
});

describe('splitParagraphs', () => {
  it('takes every non-blank line as a paragraph, with or without empty lines between', () => {
    expect(splitParagraphs('Dear Sir,\r\n\r\nBody one.\nBody two.\n\n  \nRegards')).toEqual(['Dear Sir,', 'Body one.', 'Body two.', 'Regards']);
  });

  it('returns no paragraphs for a blank text', () => {
    expect(splitParagraphs('\n \n')).toEqual([]);
  });
});
