import { describe, expect, it } from 'vitest';
import { scoreMultipleAnswers } from './multiple-answers';

const choices = ['a', 'b', 'c', 'd', 'e'];

describe('scoreMultipleAnswers', () => {
  it.each([
    ['nothing picked', [0, 2], [], 0, false],
    ['one of two correct, exactly half', [0, 2], [0], 1, false],
    ['both correct', [0, 2], [0, 2], 2, true],
    ['both correct and one wrong', [0, 2], [0, 1, 2], 1, false],
    ['one correct and one wrong', [0, 2], [0, 1], 0, false],
    ['only wrong picks, floored at 0', [0, 2], [1, 3, 4], 0, false],
    ['two of three correct, above half', [0, 2, 4], [0, 2], 2, true],
    ['a pick sent twice counts once', [0, 2], [0, 0, 2], 2, true],
  ])('scores %s', (_, correctIndexes, selected, score, successful) => {
    const result = scoreMultipleAnswers({ choices, correctIndexes, selected });
    expect([result.score, result.max, result.successful]).toEqual([score, correctIndexes.length, successful]);
  });

  it('shows correct, wrong and missed choices with their texts', () => {
    const result = scoreMultipleAnswers({ choices, correctIndexes: [2, 0], selected: [3, 0] });
    expect(result.traits[0]?.evidence).toEqual({
      kind: 'selections',
      correct: [{ index: 0, text: 'a' }],
      wrong: [{ index: 3, text: 'd' }],
      missed: [{ index: 2, text: 'c' }],
    });
  });

  it('works without choice texts', () => {
    expect(scoreMultipleAnswers({ correctIndexes: [1], selected: [1] }).traits[0]?.evidence).toMatchObject({ correct: [{ index: 1, text: '' }] });
  });
});
