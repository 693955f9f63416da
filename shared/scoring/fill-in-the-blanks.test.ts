import { describe, expect, it } from 'vitest';
import { scoreFillInTheBlanks } from './fill-in-the-blanks';

describe('scoreFillInTheBlanks', () => {
  const correctAnswers = ['water', 'cycle', 'ice', 'steam'];

  it.each([
    ['all correct', ['water', 'cycle', 'ice', 'steam'], 4, true],
    ['three of four', ['water', 'cycle', 'ice', 'fog'], 3, true],
    ['exactly half', ['water', 'cycle', null, undefined], 2, false],
    ['case and spaces ignored', [' Water ', 'CYCLE', 'ice', 'steam'], 4, true],
    ['a misspelt typed word', ['watter', 'cycle', 'ice', 'steam'], 3, true],
    ['nothing filled', [], 0, false],
  ])('scores %s', (_, answers, score, successful) => {
    const result = scoreFillInTheBlanks({ correctAnswers, answers });
    expect([result.score, result.max, result.successful]).toEqual([score, 4, successful]);
  });

  it('shows each blank with what was given and expected', () => {
    const result = scoreFillInTheBlanks({ correctAnswers: ['a', 'b'], answers: ['a'] });
    expect(result.traits[0]?.evidence).toEqual({
      kind: 'blanks',
      blanks: [
        { index: 0, given: 'a', expected: 'a', correct: true },
        { index: 1, given: null, expected: 'b', correct: false },
      ],
    });
  });
});
