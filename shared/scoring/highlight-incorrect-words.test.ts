import { describe, expect, it } from 'vitest';
import { highlightTooltips, missedAnswerTooltip, scoreHighlightIncorrectWords } from './highlight-incorrect-words';

const transcript = 'The river flows slowly to the northern sea';
const indexToClick = [3, 6];
const correctWords = ['quickly', 'southern'];

describe('scoreHighlightIncorrectWords', () => {
  it.each([
    ['no selection', [], 0, false],
    ['one correct', [3], 1, false],
    ['both correct', [3, 6], 2, true],
    ['both correct and one wrong', [3, 6, 0], 1, false],
    ['one correct and two wrong, floored at 0', [3, 0, 1], 0, false],
  ])('scores %s', (_, selected, score, successful) => {
    const result = scoreHighlightIncorrectWords({ transcript, indexToClick, correctWords, selected });
    expect([result.score, result.max, result.successful]).toEqual([score, 2, successful]);
  });

  it('shows each word as correct, wrong or missed with the word the speaker said', () => {
    // Act
    const result = scoreHighlightIncorrectWords({ transcript, indexToClick, correctWords, selected: [1, 3] });
    // Assess
    expect(result.traits[0]?.evidence).toEqual({
      kind: 'selections',
      correct: [{ index: 3, text: 'slowly' }],
      wrong: [{ index: 1, text: 'river' }],
      missed: [{ index: 6, text: 'northern', expected: 'southern' }],
    });
  });

  it('lists a missed word without an expected word when none is known', () => {
    const result = scoreHighlightIncorrectWords({ transcript, indexToClick: [2], selected: [] });
    expect(result.traits[0]?.evidence).toMatchObject({ missed: [{ index: 2, text: 'flows' }] });
  });

  it('needs more than half: 2 net of 3 is a success, and a net of exactly half is not', () => {
    const threeWrong = { transcript, indexToClick: [0, 3, 7] };
    expect(scoreHighlightIncorrectWords({ ...threeWrong, selected: [0, 3] }).successful).toBe(true);
    expect(scoreHighlightIncorrectWords({ transcript, indexToClick: [0, 1, 3, 7], selected: [0, 3] }).successful).toBe(false);
  });
});

describe('highlight tooltips', () => {
  it('uses the spec’s texts', () => {
    expect([highlightTooltips.correct, highlightTooltips.wrong, missedAnswerTooltip('south')]).toEqual([
      'Correct selection',
      'Wrong selection',
      'Missed answer. Correct word was: south',
    ]);
  });
});
