import { itemTypeCodes, itemTypes, makeUid, QuestionSchema, type ItemTypeCode, type Question } from '@shared/exam';
import { describe, expect, it } from 'vitest';
import { MockQuestionSchema } from '@shared/api/mock';
import { projectQuestion } from './projection';

const secret = (field: string) => `SECRET-${field}`;

/** A question of a type with every field of the schema set; answer fields hold SECRET-… texts. */
function maximalQuestion(type: ItemTypeCode): Question {
  return {
    uid: makeUid(type, 1),
    type,
    section: itemTypes[type].section,
    title: 'A shown title',
    topic: 'A shown topic with a ___ and another ___.',
    question: 'A shown question?',
    multichoice: ['first choice', 'second choice', 'third choice'],
    correctIndex: 1,
    correctIndexes: [2, 0],
    correctAnswer: secret('correctAnswer'),
    correctAnswers: [secret('correctAnswers')],
    wordsGiven: ['gamma', 'alpha', 'beta'],
    paragraphs: ['Paragraph B.', 'Paragraph A.'],
    track: 'track-file-id',
    transcript: type === 'LIW' ? 'The displayed words of the transcript' : secret('transcript'),
    sampleAnswer: secret('sampleAnswer'),
    answer: secret('answer'),
    keywords: [secret('keywords')],
    taskKeywords: [secret('taskKeywords')],
    image: 'image-file-id',
    highlight: secret('highlight'),
    indexToClick: [3],
    prediction: true,
    isSample: true,
  };
}

const answerFields = ['correctIndex', 'correctIndexes', 'correctAnswer', 'correctAnswers', 'answer', 'sampleAnswer', 'keywords', 'taskKeywords', 'indexToClick', 'highlight'];

/** What each screen shows, stated here independently of shownFields so that a change to either is caught. */
const expectedFields: Record<ItemTypeCode, string[]> = {
  RSA: ['title', 'topic', 'question', 'multichoice'],
  RMA: ['title', 'topic', 'question', 'multichoice'],
  RRP: ['title', 'paragraphs'],
  RFG: ['title', 'topic', 'wordsGiven'],
  RFB: ['title', 'topic', 'wordsGiven'],
  LSA: ['title', 'track', 'question', 'multichoice'],
  LMA: ['title', 'track', 'question', 'multichoice'],
  LHS: ['title', 'track', 'question', 'multichoice'],
  LMW: ['title', 'track', 'question', 'multichoice'],
  LWB: ['title', 'track', 'topic'],
  LIW: ['title', 'track', 'transcript'],
  LWD: ['title', 'track'],
  LST: ['title', 'track'],
  LCT: ['title', 'track'],
  SPI: ['title', 'topic'],
  SRA: ['title', 'topic'],
  SRS: ['title', 'track'],
  SSQ: ['title', 'track'],
  SDI: ['title', 'image', 'topic'],
  SRL: ['title', 'track'],
  SGD: ['title', 'track'],
  SIT: ['title', 'track', 'topic'],
  WWS: ['title', 'topic'],
  WSC: ['title', 'topic'],
  WWE: ['title', 'topic'],
  WWM: ['title', 'topic'],
};

describe('projectQuestion', () => {
  it.each([...itemTypeCodes])('gives %s exactly the fields its screen needs and no answer', (type) => {
    // Act
    const projected = projectQuestion(maximalQuestion(type));
    // Assess
    expect(Object.keys(projected).sort()).toEqual(['uid', 'type', 'section', ...expectedFields[type]].sort());
    for (const field of answerFields) expect(projected).not.toHaveProperty(field);
    expect(JSON.stringify(projected)).not.toContain('SECRET');
    expect(projected).not.toHaveProperty('prediction');
    expect(projected).not.toHaveProperty('isSample');
  });

  it('keeps a transcript only where the screen displays it (Highlight Incorrect Words)', () => {
    const withTranscript = itemTypeCodes.filter((type) => 'transcript' in projectQuestion(maximalQuestion(type)));
    expect(withTranscript).toEqual(['LIW']);
    expect(projectQuestion(maximalQuestion('LIW')).transcript).toBe('The displayed words of the transcript');
  });

  it('sorts a word bank and each dropdown list, so their order gives nothing away, without changing the question', () => {
    // Prepare: real items whose word lists start with the answers.
    const drag = QuestionSchema.parse({ uid: 'RFG-0001', section: 'Reading', topic: 'A ___ b ___.', correctAnswers: ['zebra', 'apple'], wordsGiven: ['zebra', 'apple', 'mango'] });
    const dropdown = QuestionSchema.parse({
      uid: 'RFB-0001',
      section: 'Reading',
      topic: 'A ___ b ___.',
      correctAnswers: ['zeta', 'beta'],
      wordsGiven: [
        ['zeta', 'alpha'],
        ['beta', 'alpha', 'gamma'],
      ],
    });
    // Act
    const dragged = projectQuestion(drag);
    const dropped = projectQuestion(dropdown);
    // Assess
    expect(dragged.wordsGiven).toEqual(['apple', 'mango', 'zebra']);
    expect(dropped.wordsGiven).toEqual([
      ['alpha', 'zeta'],
      ['alpha', 'beta', 'gamma'],
    ]);
    expect(drag.wordsGiven).toEqual(['zebra', 'apple', 'mango']);
  });

  it('copies lists, so that changing the projection never changes the question', () => {
    const question = maximalQuestion('RSA');
    const projected = projectQuestion(question);
    projected.multichoice!.push('added');
    expect(question.multichoice).toHaveLength(3);
  });
});

describe('MockQuestionSchema', () => {
  it.each([...itemTypeCodes])('strips the answer fields of a whole %s question, should one ever be passed to it', (type) => {
    const parsed = MockQuestionSchema.parse(maximalQuestion(type));
    for (const field of answerFields) expect(parsed).not.toHaveProperty(field);
    expect(JSON.stringify(parsed)).not.toMatch(/SECRET-(?!transcript)/);
  });
});
