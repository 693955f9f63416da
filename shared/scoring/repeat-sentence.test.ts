import { describe, expect, it } from 'vitest';
import { repeatSentenceContentPoints, scoreRepeatSentence, scoreRepeatSentenceContent } from './repeat-sentence';
import type { Recognition } from './recognition';
import { said, silence } from '@test/fixtures/recognition';
import { nothingRecorded, type ItemScore } from './types';

describe('repeatSentenceContentPoints', () => {
  it.each([
    [0, 0],
    [10, 0],
    [10.5, 1],
    [49, 1],
    [50, 2],
    [99, 2],
    [100, 3],
  ])('maps %d % of the words to %i points', (percent, points) => {
    expect(repeatSentenceContentPoints(percent)).toBe(points);
  });
});

describe('scoreRepeatSentenceContent', () => {
  // A 100-word sentence of distinct words makes each matched word one percent.
  const sentence = Array.from({ length: 100 }, (_, index) => `w${index}`).join(' ');
  const saying = (count: number) => Array.from({ length: count }, (_, index) => `w${index}`).join(' ');

  it.each([
    [10, 0],
    [49, 1],
    [50, 2],
    [99, 2],
    [100, 3],
  ])('gives %i % of the words %i points', (count, points) => {
    // Act
    const trait = scoreRepeatSentenceContent({ sentence, transcript: saying(count) });
    // Assess
    expect(trait).toMatchObject({ name: 'Content', score: points, max: 3, evidence: { kind: 'words', percent: count } });
  });

  it('counts only words repeated in runs of two or more, not words met one at a time by chance', () => {
    const sentence = 'Group presentations will take place in the main lecture theatre next Tuesday.';
    const chance = scoreRepeatSentenceContent({ sentence, transcript: 'on saturday mornings my neighbour take bread in a small kitchen' });
    expect(chance).toMatchObject({ score: 0, evidence: { matched: [], percent: 0 } });
    const phrases = scoreRepeatSentenceContent({ sentence, transcript: 'group presentations will be in the main hall' });
    expect(phrases.evidence).toMatchObject({ matched: ['group', 'presentations', 'will', 'in', 'the', 'main'] });
  });

  it('normalises numbers and punctuation on both sides', () => {
    const trait = scoreRepeatSentenceContent({ sentence: 'The library opens at 9.', transcript: 'the library opens at nine' });
    expect(trait.score).toBe(3);
  });
});

describe('scoreRepeatSentence', () => {
  it('adds content, pronunciation and oral fluency out of 13, a success over 6', () => {
    // Act
    const result = scoreRepeatSentence({ sentence: 'Books are due on Friday.', recognition: said('books are due on friday') });
    // Assess
    expect(result).toMatchObject({ score: 13, max: 13, successful: true });
    expect(result.traits.map((trait) => trait.name)).toEqual(['Content', 'Pronunciation', 'Oral fluency']);
  });

  it('fails at exactly 6 of 13', () => {
    // 3 content + 3 pronunciation (0.7) + 0 fluency (0.15 words per second) = 6
    const result = scoreRepeatSentence({ sentence: 'One two.', recognition: said('one two', { confidence: 0.7, wordsPerSecond: 0.15 }) });
    expect([result.score, result.successful]).toEqual([6, false]);
  });

  it('gives all zeros and says nothing was recorded for an empty answer', () => {
    const result = scoreRepeatSentence({ sentence: 'One two.', recognition: silence });
    expect(result.score).toBe(0);
    expect(result.traits.every((trait) => trait.score === 0 && trait.evidence.kind === 'note' && trait.evidence.text === nothingRecorded)).toBe(true);
  });

  describe('ladder', () => {
    const sentence = 'Please return your library books before the end of the month.';
    const ladder: [string, Recognition][] = [
      ['the exact sentence', said('please return your library books before the end of the month')],
      ['the exact sentence, slow with long pauses', said('please return | your library books | before the end | of the month', { wordsPerSecond: 1 })],
      ['its first half', said('please return your library books')],
      ['its words in another order', said('the month of the end before your library books please return')],
      ['an unrelated sentence', said('students must hand their essays to professor jones on friday')],
      ['silence', silence],
    ];
    const results = ladder.map(([, recognition]) => scoreRepeatSentence({ sentence, recognition }));
    const content = (result: ItemScore) => result.traits[0]?.score ?? 0;

    it('scores each rung strictly lower in total down to the unrelated answer, which scores 0 like silence', () => {
      // exact 3 + 5 + 5; slow 3 + 5 + 0; first half (5 of 11 words) 1 + 0 + 2, the 6 words not said
      // as silence for fluency; reordered ('your library books' in order, 3 of 11) 1 + 0 + 5, every
      // word said, fluently, in the wrong places; unrelated 0; silence 0
      expect(results.map((result) => result.score)).toEqual([13, 8, 3, 6, 0, 0]);
      for (const [higher, lower] of [[0, 1], [1, 2], [2, 4], [3, 4]] as const) {
        expect(results[lower]!.score, ladder[lower]?.[0]).toBeLessThan(results[higher]!.score);
        expect(content(results[lower]!), ladder[lower]?.[0]).toBeLessThanOrEqual(content(results[higher]!));
      }
    });

    it('counts only the words repeated in their order', () => {
      expect(results[3]!.traits[0]!.evidence).toMatchObject({ kind: 'words', matched: ['your', 'library', 'books'] });
    });
  });
});
