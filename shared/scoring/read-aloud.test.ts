import { describe, expect, it } from 'vitest';
import { scoreReadAloud, scoreReadAloudContent } from './read-aloud';
import type { Recognition } from './recognition';
import { said, silence } from '@test/fixtures/recognition';
import { nothingRecorded, type ItemScore } from './types';

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
    // 5 content + 2 pronunciation (0.66) + 0 fluency (0.15 words per second) = 7
    const result = scoreReadAloud({ text, recognition: said(text, { confidence: 0.66, wordsPerSecond: 0.15 }) });
    expect([result.score, result.max, result.successful]).toEqual([7, 15, false]);
  });

  it('succeeds over 7', () => {
    const result = scoreReadAloud({ text, recognition: said(text, { confidence: 0.66, wordsPerSecond: 0.4 }) });
    expect([result.score, result.successful]).toEqual([8, true]);
  });

  it('does not count hesitations as inserted words', () => {
    const result = scoreReadAloud({ text, recognition: said(`um ${text}`) });
    expect(result.traits[0]).toMatchObject({ score: 5, evidence: { errors: 0 } });
  });

  it('gives all zeros and says nothing was recorded for silence', () => {
    const result = scoreReadAloud({ text, recognition: silence });
    expect(result.score).toBe(0);
    expect(result.traits.every((trait) => trait.evidence.kind === 'note' && trait.evidence.text === nothingRecorded)).toBe(true);
  });

  it('scores speech that was heard but not made out 0, without calling it silence', () => {
    const result = scoreReadAloud({ text: 'The library opens at 9.', recognition: said('mumbled words here', { confidence: 0.1 }) });
    expect(result.score).toBe(0);
    expect(result.traits[0]).toMatchObject({ name: 'Content', score: 0, evidence: { kind: 'alignment' } });
  });

  describe('ladder', () => {
    const passage = 'The library opens at 9 on weekdays and closes at 6 in the evening.';
    const ladder: [string, Recognition][] = [
      ['the exact text', said('the library opens at nine on weekdays and closes at six in the evening')],
      ['the exact text, slow with long pauses', said('the library opens | at nine | on weekdays | and closes | at six | in the evening', { wordsPerSecond: 1 })],
      ['its first half', said('the library opens at nine on weekdays')],
      ['an unrelated sentence', said('students must hand their essays to professor jones before friday')],
      ['silence', silence],
    ];
    const results = ladder.map(([, recognition]) => scoreReadAloud({ text: passage, recognition }));
    const content = (result: ItemScore) => result.traits[0]?.score ?? 0;

    it('scores each rung strictly lower in total down to the unrelated answer, which scores 0 like silence', () => {
      // exact 5 + 5 + 5; slow 5 + 5 + 0; first half 3 + 0 + 3 (6 of 14 words not said, as 0 for
      // pronunciation and as silence for fluency); unrelated 0; silence 0
      expect(results.map((result) => result.score)).toEqual([15, 10, 6, 0, 0]);
      results.slice(1, 4).forEach((lower, rung) => {
        const higher = results[rung] as ItemScore;
        expect(lower.score, ladder[rung + 1]?.[0]).toBeLessThan(higher.score);
        expect(content(lower), ladder[rung + 1]?.[0]).toBeLessThanOrEqual(content(higher));
      });
    });
  });
});
