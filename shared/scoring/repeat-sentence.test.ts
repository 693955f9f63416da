import { describe, expect, it } from 'vitest';
import { repeatSentenceContentPoints, scoreRepeatSentence, scoreRepeatSentenceContent } from './repeat-sentence';
import { nothingRecorded } from './types';

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

  it('normalises numbers and punctuation on both sides', () => {
    const trait = scoreRepeatSentenceContent({ sentence: 'The library opens at 9.', transcript: 'the library opens at nine' });
    expect(trait.score).toBe(3);
  });
});

describe('scoreRepeatSentence', () => {
  it('adds content, pronunciation and oral fluency out of 13, a success over 6', () => {
    // Act
    const result = scoreRepeatSentence({ sentence: 'Books are due on Friday.', transcript: 'books are due on friday', pronunciation: 0.9, fluency: 2 });
    // Assess
    expect(result).toMatchObject({ score: 13, max: 13, successful: true });
    expect(result.traits.map((trait) => trait.name)).toEqual(['Content', 'Pronunciation', 'Oral fluency']);
  });

  it('fails at exactly 6 of 13', () => {
    // 3 content + 3 pronunciation (0.7) + 0 fluency = 6
    const result = scoreRepeatSentence({ sentence: 'One two.', transcript: 'one two', pronunciation: 0.7, fluency: 0 });
    expect([result.score, result.successful]).toEqual([6, false]);
  });

  it('gives all zeros and says nothing was recorded for an empty answer', () => {
    const result = scoreRepeatSentence({ sentence: 'One two.', transcript: '', pronunciation: 0.9, fluency: 2 });
    expect(result.score).toBe(0);
    expect(result.traits.every((trait) => trait.score === 0 && trait.evidence.kind === 'note' && trait.evidence.text === nothingRecorded)).toBe(true);
  });
});
