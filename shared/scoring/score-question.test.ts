import { QuestionSchema, type QuestionInput } from '@shared/exam';
import { describe, expect, it } from 'vitest';
import { AnswerKindMismatchError, MissingMeasureError } from './errors';
import { said, silence } from '@test/fixtures/recognition';
import { scoreQuestion, type Answer } from './score-question';
import { nothingRecordedScore } from './speaking';

const question = (input: QuestionInput) => QuestionSchema.parse(input);
const speech = (script: string): Answer => ({ kind: 'speech', recognition: said(script) });
const long = Array.from({ length: 80 }, (_, index) => `word${index}`).join(' ');

describe('scoreQuestion', () => {
  it.each([
    ['a single answer', { uid: 'RSA-0001', section: 'Reading', multichoice: ['a', 'b'], correctIndex: 1 }, { kind: 'choice', selected: 1 }, 1, 1],
    ['multiple answers', { uid: 'LMA-0001', section: 'Listening', track: 't', multichoice: ['a', 'b', 'c'], correctIndexes: [0, 2] }, { kind: 'choices', selected: [0, 1] }, 0, 2],
    ['a re-order', { uid: 'RRP-0001', section: 'Reading', paragraphs: ['a', 'b', 'c'], correctIndexes: [1, 0, 2] }, { kind: 'order', order: [1, 0, 2] }, 2, 2],
    ['blanks', { uid: 'LWB-0001', section: 'Listening', track: 't', topic: 'A ___ b ___', correctAnswers: ['x', 'y'] }, { kind: 'blanks', values: ['x', null] }, 1, 2],
    ['Highlight Incorrect Words', { uid: 'LIW-0001', section: 'Listening', track: 't', transcript: 'a b c d', indexToClick: [1, 3], correctAnswers: ['x', 'y'] }, { kind: 'words', selected: [1, 3] }, 2, 2],
    ['Write From Dictation', { uid: 'LWD-0001', section: 'Listening', track: 't', transcript: 'Come at nine.' }, { kind: 'text', text: 'come at nine' }, 3, 3],
    ['Answer Short Question', { uid: 'SSQ-0001', section: 'Speaking', track: 't', correctAnswers: ['seven'] }, speech('7'), 1, 1],
    ['Personal Introduction', { uid: 'SPI-0001', section: 'Speaking' }, speech('I am Ana'), 0, 0],
    ['Read Aloud', { uid: 'SRA-0001', section: 'Speaking', topic: 'Read me.' }, speech('read me'), 15, 15],
    ['Repeat Sentence', { uid: 'SRS-0001', section: 'Speaking', track: 't', transcript: 'Say it.' }, speech('say it'), 13, 13],
    ['Describe Image', { uid: 'SDI-0001', section: 'Speaking', image: 'i', keywords: ['rain'] }, speech(`rain ${long}`), 15, 15],
    ['Re-tell Lecture', { uid: 'SRL-0001', section: 'Speaking', track: 't', keywords: ['rain'] }, speech(`rain ${long}`), 15, 15],
    ['Summarize Group Discussion', { uid: 'SGD-0001', section: 'Speaking', track: 't', keywords: ['rain'] }, speech(`rain ${long}`), 15, 15],
    ['Respond to a Situation', { uid: 'SIT-0001', section: 'Speaking', track: 't', topic: 'Say sorry.', keywords: ['sorry'] }, speech(`sorry ${long}`), 13, 13],
  ] as [string, QuestionInput, Answer, number, number][])('scores %s with the scorer of its type', (_, input, answer, score, max) => {
    // Act
    const result = scoreQuestion(question(input), answer);
    // Assess
    expect([result.score, result.max]).toEqual([score, max]);
  });

  it('scores a spoken summary against the lecture transcript and the question keywords', () => {
    // Prepare
    const lst = question({ uid: 'LST-0001', section: 'Listening', track: 't', transcript: 'Bees pollinate crops.', keywords: ['bees'] });
    const text = Array.from({ length: 6 }, () => 'Bees matter to farmers and crops everywhere, the lecture says.').join(' ');
    // Act
    const result = scoreQuestion(lst, { kind: 'text', text, grammarErrors: 0, spellingErrors: 0 });
    // Assess
    expect(result.traits[0]).toMatchObject({ name: 'Content', score: 2 });
    expect(result.max).toBe(10);
  });

  it('scores a written task against its topic and task keywords', () => {
    const topic = 'Bees pollinate many crops, and their decline threatens food supplies worldwide.';
    const wws = question({ uid: 'WWS-0001', section: 'Writing', topic, taskKeywords: ['bees'] });
    const result = scoreQuestion(wws, { kind: 'text', text: 'Bees pollinate many crops in every region.', grammarErrors: 0, spellingErrors: 0 });
    expect(result).toMatchObject({ score: 5, max: 7, successful: true });
  });

  it('refuses an answer of the wrong kind', () => {
    const rsa = question({ uid: 'RSA-0001', section: 'Reading', multichoice: ['a', 'b'], correctIndex: 1 });
    expect(() => scoreQuestion(rsa, { kind: 'choices', selected: [1] })).toThrow(AnswerKindMismatchError);
  });

  it('needs the server’s error counts for a writing type', () => {
    const wwe = question({ uid: 'WWE-0001', section: 'Writing', topic: 'Topic.' });
    expect(() => scoreQuestion(wwe, { kind: 'text', text: 'An essay.' })).toThrow(MissingMeasureError);
  });

  it('judges Read Aloud pronunciation against the question’s text', () => {
    const sra = question({ uid: 'SRA-0001', section: 'Speaking', topic: 'Read me.' });
    expect(scoreQuestion(sra, speech('sing it')).traits[1]).toMatchObject({ name: 'Pronunciation', score: 0 });
  });

  it('says nothing was recorded for a silent recording', () => {
    const srl = question({ uid: 'SRL-0001', section: 'Speaking', track: 't', keywords: ['rain'] });
    expect(scoreQuestion(srl, { kind: 'speech', recognition: silence })).toEqual(nothingRecordedScore('SRL'));
  });
});
