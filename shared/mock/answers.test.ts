import { itemTypeCodes, itemTypes, QuestionSchema, type QuestionInput } from '@shared/exam';
import { nothingRecorded, scoreQuestion } from '@shared/scoring';
import { describe, expect, it } from 'vitest';
import { answerTextOf, emptyMockAnswer, isEmptyMockAnswer, mockAnswerErrors, scoringAnswerOf, showAnswerOf, type MockAnswer } from './answers';

const question = (input: QuestionInput) => QuestionSchema.parse(input);

const rsa = question({ uid: 'RSA-0001', section: 'Reading', topic: 'Text.', question: 'Which?', multichoice: ['red', 'green', 'blue'], correctIndex: 2, answer: 'Blue, as the text says.' });
const rma = question({ uid: 'RMA-0001', section: 'Reading', topic: 'Text.', question: 'Which?', multichoice: ['a', 'b', 'c', 'd'], correctIndexes: [0, 3] });
const rrp = question({ uid: 'RRP-0001', section: 'Reading', paragraphs: ['Second.', 'Third.', 'First.'], correctIndexes: [2, 0, 1] });
const rfg = question({ uid: 'RFG-0001', section: 'Reading', topic: 'A ___ b ___.', correctAnswers: ['cat', 'dog'], wordsGiven: ['dog', 'cat', 'cow'] });
const liw = question({ uid: 'LIW-0001', section: 'Listening', track: 'LIW-0001', transcript: 'the quick brown fax jumps', indexToClick: [3], correctAnswers: ['fox'] });
const lwd = question({ uid: 'LWD-0001', section: 'Listening', track: 'LWD-0001', transcript: 'Students must submit the form today.' });
const wwe = question({ uid: 'WWE-0001', section: 'Writing', topic: 'Discuss.', sampleAnswer: 'A model essay.', taskKeywords: ['discuss'] });
const sra = question({ uid: 'SRA-0001', section: 'Speaking', topic: 'Read this text aloud.' });
const srs = question({ uid: 'SRS-0001', section: 'Speaking', track: 'SRS-0001', transcript: 'Repeat after me.' });
const ssq = question({ uid: 'SSQ-0001', section: 'Speaking', track: 'SSQ-0001', transcript: 'What gas?', correctAnswers: ['carbon dioxide', 'co2'], answer: 'Carbon dioxide' });
const sdi = question({ uid: 'SDI-0001', section: 'Speaking', image: 'SDI-0001', topic: 'A chart.', keywords: ['chart'], sampleAnswer: 'The chart shows growth.' });

describe('emptyMockAnswer', () => {
  it.each([...itemTypeCodes])('gives %s an empty answer of its kind', (type) => {
    const empty = emptyMockAnswer(type);
    expect(empty.kind).toBe(itemTypes[type].answerKind);
    expect(isEmptyMockAnswer(empty)).toBe(true);
  });
});

describe('isEmptyMockAnswer', () => {
  it.each<[MockAnswer | undefined, boolean]>([
    [undefined, true],
    [{ kind: 'choice', selected: 0 }, false],
    [{ kind: 'blanks', values: [null, '  '] }, true],
    [{ kind: 'blanks', values: [null, 'cat'] }, false],
    [{ kind: 'text', text: ' \n ' }, true],
    [{ kind: 'speech', browserTranscript: { text: 'hello', confidence: 0.9 } }, true],
    [{ kind: 'speech', uploadId: '5b0c2f3e-8f7e-4c43-9a55-7c1f0f7c2b10' }, false],
    [{ kind: 'order', order: [1] }, false],
  ])('judges %j empty: %s', (answer, empty) => {
    expect(isEmptyMockAnswer(answer)).toBe(empty);
  });
});

describe('mockAnswerErrors', () => {
  it('accepts answers that fit the question', () => {
    expect(mockAnswerErrors(rsa, { kind: 'choice', selected: 2 })).toBeUndefined();
    expect(mockAnswerErrors(rsa, { kind: 'choice', selected: null })).toBeUndefined();
    expect(mockAnswerErrors(rrp, { kind: 'order', order: [2, 0, 1] })).toBeUndefined();
    expect(mockAnswerErrors(liw, { kind: 'words', selected: [3, 4] })).toBeUndefined();
    expect(mockAnswerErrors(rfg, { kind: 'blanks', values: ['cat', null] })).toBeUndefined();
  });

  it('refuses an answer of another kind, naming the kind the question takes', () => {
    expect(mockAnswerErrors(rsa, { kind: 'choices', selected: [1] })).toEqual({ 'answer.kind': 'This question takes a single choice answer.' });
    expect(mockAnswerErrors(sra, { kind: 'text', text: 'typed' })).toEqual({ 'answer.kind': 'This question takes a recorded answer.' });
  });

  it('refuses options the question does not have, repeated options and extra blanks', () => {
    expect(mockAnswerErrors(rsa, { kind: 'choice', selected: 3 })).toEqual({ answer: 'This answer refers to an option the question does not have.' });
    expect(mockAnswerErrors(rma, { kind: 'choices', selected: [1, 1] })).toEqual({ answer: 'An option is chosen twice.' });
    expect(mockAnswerErrors(rrp, { kind: 'order', order: [0, 3] })).toHaveProperty('answer');
    expect(mockAnswerErrors(liw, { kind: 'words', selected: [5] })).toHaveProperty('answer');
    expect(mockAnswerErrors(rfg, { kind: 'blanks', values: ['a', 'b', 'c'] })).toEqual({ answer: 'This question has 2 blanks.' });
  });
});

describe('scoringAnswerOf', () => {
  it('scores a missing rule answer as empty', () => {
    // Act
    const answer = scoringAnswerOf('RFG', undefined)!;
    // Assess
    expect(answer).toEqual({ kind: 'blanks', values: [] });
    expect(scoreQuestion(rfg, answer)).toMatchObject({ score: 0, max: 2 });
  });

  it('passes rule answers through, so that the server scores them with shared/scoring', () => {
    expect(scoreQuestion(rma, scoringAnswerOf('RMA', { kind: 'choices', selected: [0, 3] })!)).toMatchObject({ score: 2, max: 2 });
    expect(scoreQuestion(lwd, scoringAnswerOf('LWD', { kind: 'text', text: 'Students must submit the form today.' })!)).toMatchObject({ score: 6, max: 6 });
  });

  it('leaves a written answer to the analysis, but scores an empty one 0 on every trait', () => {
    expect(scoringAnswerOf('WWE', { kind: 'text', text: 'My essay.' })).toBeUndefined();
    const empty = scoreQuestion(wwe, scoringAnswerOf('WWE', { kind: 'text', text: '  ' })!);
    expect(empty).toMatchObject({ score: 0, max: 15 });
    expect(empty.traits.every((trait) => trait.score === 0)).toBe(true);
  });

  it('gives speaking answers no rule answer', () => {
    expect(scoringAnswerOf('SRA', { kind: 'speech', uploadId: '5b0c2f3e-8f7e-4c43-9a55-7c1f0f7c2b10' })).toBeUndefined();
  });
});

describe('showAnswerOf', () => {
  it('shows the correct answer of each kind', () => {
    expect(showAnswerOf(rsa)).toBe('blue');
    expect(showAnswerOf(rma)).toBe('a\nd');
    expect(showAnswerOf(rrp)).toBe('First.\nSecond.\nThird.');
    expect(showAnswerOf(rfg)).toBe('cat, dog');
    expect(showAnswerOf(liw)).toBe('fax → fox');
    expect(showAnswerOf(lwd)).toBe('Students must submit the form today.');
    expect(showAnswerOf(wwe)).toBe('A model essay.');
    expect(showAnswerOf(sra)).toBe('Read this text aloud.');
    expect(showAnswerOf(srs)).toBe('Repeat after me.');
    expect(showAnswerOf(ssq)).toBe('Carbon dioxide');
    expect(showAnswerOf(sdi)).toBe('The chart shows growth.');
  });
});

describe('answerTextOf', () => {
  it('lists what the student answered', () => {
    expect(answerTextOf(rsa, { kind: 'choice', selected: 0 })).toBe('red');
    expect(answerTextOf(rfg, { kind: 'blanks', values: ['cat', null] })).toBe('cat, —');
    expect(answerTextOf(liw, { kind: 'words', selected: [4, 3] })).toBe('fax, jumps');
    expect(answerTextOf(rrp, { kind: 'order', order: [2, 0] })).toBe('First.\nSecond.');
    expect(answerTextOf(wwe, { kind: 'text', text: 'Mine.' })).toBe('Mine.');
  });

  it("says 'nothing recorded' for an empty recording and shows what was heard otherwise", () => {
    expect(answerTextOf(sra, undefined)).toBe(nothingRecorded);
    expect(answerTextOf(sra, { kind: 'speech', uploadId: '5b0c2f3e-8f7e-4c43-9a55-7c1f0f7c2b10' }, 'read this text')).toBe('read this text');
    expect(answerTextOf(rsa, undefined)).toBe('');
  });
});
