import { describe, expect, it } from 'vitest';
import { scoreReadAloud, scoreReadAloudContent } from './read-aloud';

const text = 'one two three four five six seven eight nine ten';

describe('scoreReadAloudContent', () => {
  it.each([
    ['read exactly', text, 5],
    ['one word omitted', 'one two three four five six seven eight nine', 5],
    ['three errors', 'one two three four five six seven', 4],
    ['one word replaced', 'one two three four five six seven eight nine eleven', 5],
    ['half the words', 'one two three four five', 3],
    ['nothing in common', 'alpha beta', 0],
  ])('scores a reading with %s', (_, transcript, score) => {
    expect(scoreReadAloudContent({ text, transcript }).score).toBe(score);
  });

  it('never goes below 0 when far more words are inserted than the text has', () => {
    const trait = scoreReadAloudContent({ text: 'one two', transcript: 'a b c d e f' });
    expect(trait).toMatchObject({ score: 0, evidence: { kind: 'alignment', errors: 6 } });
  });

  it('scores an empty text as 0', () => {
    expect(scoreReadAloudContent({ text: '', transcript: 'words' }).score).toBe(0);
  });
});

describe('scoreReadAloud', () => {
  it('is out of 15 and fails at exactly 7', () => {
    // 5 content + 2 pronunciation (0.66) + 0 fluency = 7
    const result = scoreReadAloud({ text, transcript: text, pronunciation: 0.66, fluency: 0 });
    expect([result.score, result.max, result.successful]).toEqual([7, 15, false]);
  });

  it('succeeds over 7', () => {
    const result = scoreReadAloud({ text, transcript: text, pronunciation: 0.66, fluency: 0.4 });
    expect([result.score, result.successful]).toEqual([8, true]);
  });
});
