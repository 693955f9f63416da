import { describe, expect, it } from 'vitest';
import { scoreHighlightCorrectSummary, scoreSelectMissingWord, scoreSingleAnswer } from './single-answer';

const choices = ['a', 'b', 'c'];

describe('scoreSingleAnswer', () => {
  it('gives the point and a success for the correct choice', () => {
    const result = scoreSingleAnswer({ choices, correctIndex: 1, selected: 1 });
    expect(result).toMatchObject({ score: 1, max: 1, successful: true });
    expect(result.traits[0]?.evidence).toEqual({ kind: 'selections', correct: [{ index: 1, text: 'b' }], wrong: [], missed: [] });
  });

  it('shows a wrong pick and the missed answer', () => {
    const result = scoreSingleAnswer({ choices, correctIndex: 1, selected: 2 });
    expect(result).toMatchObject({ score: 0, successful: false });
    expect(result.traits[0]?.evidence).toEqual({ kind: 'selections', correct: [], wrong: [{ index: 2, text: 'c' }], missed: [{ index: 1, text: 'b' }] });
  });

  it('scores no pick as 0 without a wrong selection', () => {
    const result = scoreSingleAnswer({ correctIndex: 0, selected: null });
    expect(result.traits[0]?.evidence).toEqual({ kind: 'selections', correct: [], wrong: [], missed: [{ index: 0, text: '' }] });
  });
});

describe('scoreHighlightCorrectSummary and scoreSelectMissingWord', () => {
  it('score as single-answer items', () => {
    expect(scoreHighlightCorrectSummary({ correctIndex: 0, selected: 0 }).score).toBe(1);
    expect(scoreSelectMissingWord({ correctIndex: 0, selected: 1 }).score).toBe(0);
  });
});
