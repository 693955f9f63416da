import { describe, expect, it } from 'vitest';
import { scoreAnswerShortQuestion } from './answer-short-question';
import { said, silence } from '@test/fixtures/recognition';
import { nothingRecorded } from './types';

describe('scoreAnswerShortQuestion', () => {
  const acceptedAnswers = ['thermometer', 'a thermometer'];

  it.each([
    ['the answer alone', 'Thermometer.', 1],
    ['the answer in a sentence', 'I think it is a thermometer', 1],
    ['a different word', 'a barometer', 0],
    ['the answer inside another word', 'thermometers', 0],
    ['the answer after a hesitation', 'um thermometer', 1],
    ['the answer with one word more', 'a thermometer probably digital', 1],
    ['a list of guesses that holds the answer', 'barometer compass thermometer clock', 0],
    ['two guesses and the answer', 'maybe a barometer or a thermometer', 0],
  ])('scores %s', (_, transcript, score) => {
    const result = scoreAnswerShortQuestion({ recognition: said(transcript), acceptedAnswers });
    expect([result.score, result.max, result.successful]).toEqual([score, 1, score === 1]);
  });

  it('shows the other words that made an answer a list of guesses', () => {
    const result = scoreAnswerShortQuestion({ recognition: said('barometer compass thermometer'), acceptedAnswers });
    expect(result.traits[0]?.evidence).toMatchObject({ matched: null, otherWords: ['barometer', 'compass'] });
  });

  it('accepts a number said in words when the answer is written in digits', () => {
    const result = scoreAnswerShortQuestion({ recognition: said('seven days'), acceptedAnswers: ['7'] });
    expect(result.traits[0]?.evidence).toEqual({ kind: 'answer', heard: 'seven days', accepted: ['7'], matched: '7', otherWords: ['days'] });
  });

  it.each([
    ['silence', silence],
    ['only fillers', said('um uh')],
  ])('gives all zeros and says nothing was recorded for %s', (_, recognition) => {
    const result = scoreAnswerShortQuestion({ recognition, acceptedAnswers });
    expect(result).toEqual({
      score: 0,
      max: 1,
      successful: false,
      traits: [{ name: 'Vocabulary', score: 0, max: 1, evidence: { kind: 'note', text: nothingRecorded } }],
    });
  });
});
