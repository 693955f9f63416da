import { describe, expect, it } from 'vitest';
import { isSurveyExpired, surveyAnswerErrors, surveyTexts, tallySurvey, type SurveyQuestion } from './surveys';

const questions: SurveyQuestion[] = [
  { questionId: 'q1', prompt: 'How useful is the practice?', kind: 'singleChoice', options: ['Very', 'A little', 'Not at all'] },
  { questionId: 'q2', prompt: 'What should we add?', kind: 'freeText', options: [] },
];

describe('surveyAnswerErrors', () => {
  it('accepts one of the options and some free text', () => {
    expect(surveyAnswerErrors(questions, { q1: 'Very', q2: 'More listening' })).toEqual({});
  });

  it('names each question left blank, answered with an option not offered, or not in the survey', () => {
    expect(surveyAnswerErrors(questions, { q1: 'Maybe', q2: '   ', q9: 'x' })).toEqual({
      'answers.q1': surveyTexts.optionUnknown,
      'answers.q2': surveyTexts.answerRequired,
      'answers.q9': surveyTexts.unknownQuestion,
    });
  });
});

describe('isSurveyExpired', () => {
  it('is expired from its expiry on', () => {
    expect(isSurveyExpired({ expiresAt: 1000 }, 999)).toBe(false);
    expect(isSurveyExpired({ expiresAt: 1000 }, 1000)).toBe(true);
  });
});

describe('tallySurvey', () => {
  it('counts each option in its order and lists free-text answers', () => {
    const results = tallySurvey(questions, [
      { q1: 'Very', q2: 'More listening' },
      { q1: 'Very', q2: 'Dark mode' },
      { q1: 'Not at all', q2: 'Cheaper' },
    ]);
    expect(results).toEqual([
      { questionId: 'q1', prompt: questions[0]!.prompt, kind: 'singleChoice', counts: [{ option: 'Very', count: 2 }, { option: 'A little', count: 0 }, { option: 'Not at all', count: 1 }] },
      { questionId: 'q2', prompt: questions[1]!.prompt, kind: 'freeText', answers: ['More listening', 'Dark mode', 'Cheaper'] },
    ]);
  });
});
