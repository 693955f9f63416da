import { describe, expect, it } from 'vitest';
import type { ItemTypeCode } from './item-type-codes';
import { QuestionSchema, type QuestionInput } from './question';

/** One valid question per type: the smallest that passes its refinements. */
const valid: Record<ItemTypeCode, QuestionInput> = {
  RSA: { uid: 'RSA-0001', section: 'Reading', topic: 'Text', question: 'Why?', multichoice: ['a', 'b', 'c'], correctIndex: 2 },
  RMA: { uid: 'RMA-0001', section: 'Reading', topic: 'Text', multichoice: ['a', 'b', 'c'], correctIndexes: [0, 2] },
  RRP: { uid: 'RRP-0001', section: 'Reading', paragraphs: ['p0', 'p1', 'p2'], correctIndexes: [2, 0, 1] },
  RFG: { uid: 'RFG-0001', section: 'Reading', topic: 'The ___ sat on the ___.', correctAnswers: ['cat', 'mat'], wordsGiven: ['mat', 'dog', 'cat'] },
  RFB: { uid: 'RFB-0001', section: 'Reading', topic: 'The ___ sat.', correctAnswers: ['cat'], wordsGiven: [['cat', 'car']] },
  LSA: { uid: 'LSA-0001', section: 'Listening', track: 'a.mp3', multichoice: ['a', 'b'], correctIndex: 0 },
  LMA: { uid: 'LMA-0001', section: 'Listening', track: 'a.mp3', multichoice: ['a', 'b', 'c'], correctIndexes: [1] },
  LWD: { uid: 'LWD-0001', section: 'Listening', track: 'a.mp3', transcript: 'The library opens at nine.' },
  LHS: { uid: 'LHS-0001', section: 'Listening', track: 'a.mp3', multichoice: ['s1', 's2'], correctIndex: 1 },
  LIW: { uid: 'LIW-0001', section: 'Listening', track: 'a.mp3', transcript: 'The river flows slowly south', indexToClick: [3], correctAnswers: ['quickly'] },
  LWB: { uid: 'LWB-0001', section: 'Listening', track: 'a.mp3', topic: 'Water ___ to ___.', correctAnswers: ['turns', 'ice'] },
  LST: { uid: 'LST-0001', section: 'Listening', track: 'a.mp3', transcript: 'A lecture.' },
  LCT: { uid: 'LCT-0001', section: 'Listening', track: 'a.mp3' },
  LMW: { uid: 'LMW-0001', section: 'Listening', track: 'a.mp3', multichoice: ['a', 'b'], correctIndex: 0 },
  SPI: { uid: 'SPI-0001', section: 'Speaking', topic: 'Introduce yourself.' },
  SRA: { uid: 'SRA-0001', section: 'Speaking', topic: 'Read this aloud.' },
  SRS: { uid: 'SRS-0001', section: 'Speaking', track: 'a.mp3', transcript: 'Repeat this.' },
  SIT: { uid: 'SIT-0001', section: 'Speaking', track: 'a.mp3', topic: 'Your friend is ill.', keywords: ['sorry'] },
  SSQ: { uid: 'SSQ-0001', section: 'Speaking', track: 'a.mp3', correctAnswers: ['a thermometer'] },
  SDI: { uid: 'SDI-0001', section: 'Speaking', image: 'chart.png', keywords: ['rainfall'] },
  SRL: { uid: 'SRL-0001', section: 'Speaking', track: 'a.mp3', keywords: ['climate'] },
  SGD: { uid: 'SGD-0001', section: 'Speaking', track: 'a.mp3', keywords: ['budget'] },
  WWM: { uid: 'WWM-0001', section: 'Writing', topic: 'Write to your manager.', taskKeywords: ['leave'] },
  WSC: { uid: 'WSC-0001', section: 'Writing', topic: 'A passage.' },
  WWE: { uid: 'WWE-0001', section: 'Writing', topic: 'Discuss technology.' },
  WWS: { uid: 'WWS-0001', section: 'Writing', topic: 'A passage.' },
};

function issues(input: QuestionInput) {
  const result = QuestionSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('QuestionSchema', () => {
  it.each(Object.entries(valid))('accepts a complete %s question and adds its type', (code, input) => {
    // Act
    const question = QuestionSchema.parse(input);
    // Assess
    expect(question.type).toBe(code);
  });

  it('keeps every field of the spec and the optional extras', () => {
    // Prepare
    const input: QuestionInput = {
      ...valid.RSA,
      title: 'Bees',
      correctAnswer: 'c',
      sampleAnswer: 'sample',
      answer: 'because',
      highlight: 'pollen',
      prediction: true,
      isSample: false,
      difficulty: 'hard',
    };
    // Act
    const question = QuestionSchema.parse(input);
    // Assess
    expect(question).toMatchObject({ ...input, type: 'RSA' });
  });

  it('derives the type from the uid, not from a type sent with it', () => {
    expect(QuestionSchema.parse({ ...valid.LWD, type: 'RSA' } as QuestionInput).type).toBe('LWD');
  });

  it.each([
    ['a malformed uid', { ...valid.RSA, uid: 'RSA1' }, 'uid', 'A uid is a type code'],
    ['an unknown type code', { ...valid.RSA, uid: 'XYZ-0001' }, 'uid', 'unknown item-type code'],
    ['a section that is not the type’s', { ...valid.RSA, section: 'Listening' }, 'section', 'RSA belongs to Reading'],
    ['a single answer without choices', { uid: 'RSA-0002', section: 'Reading', correctIndex: 0 }, 'multichoice', 'needs multichoice'],
    ['a single answer without its index', { ...valid.RSA, correctIndex: undefined }, 'correctIndex', 'needs correctIndex'],
    ['a correct index outside the choices', { ...valid.RSA, correctIndex: 3 }, 'correctIndex.0', 'outside the 3 choices'],
    ['multiple answers outside the choices', { ...valid.RMA, correctIndexes: [0, 3] }, 'correctIndexes.1', 'outside the 3 choices'],
    ['a repeated correct answer', { ...valid.RMA, correctIndexes: [2, 2] }, 'correctIndexes.1', 'repeats 2'],
    ['multiple answers without any correct one', { ...valid.RMA, correctIndexes: [] }, 'correctIndexes', 'needs correctIndexes'],
    ['a re-order that skips a paragraph', { ...valid.RRP, correctIndexes: [2, 0] }, 'correctIndexes', 'must order all 3 paragraphs'],
    ['a re-order that repeats a paragraph', { ...valid.RRP, correctIndexes: [2, 0, 0] }, 'correctIndexes.2', 'repeats 0'],
    ['a re-order without paragraphs', { uid: 'RRP-0002', section: 'Reading', correctIndexes: [0] }, 'paragraphs', 'needs paragraphs'],
    ['fewer answers than blank markers', { ...valid.RFG, correctAnswers: ['cat'] }, 'correctAnswers', 'has 2 ___ markers but 1'],
    ['blanks without a topic', { uid: 'LWB-0002', section: 'Listening', track: 'a', correctAnswers: ['x'] }, 'topic', 'needs topic'],
    ['a drag answer missing from the bank', { ...valid.RFG, wordsGiven: ['cat', 'dog'] }, 'correctAnswers.1', '"mat" is not in wordsGiven'],
    ['a drag bank given as option lists', { ...valid.RFG, wordsGiven: [['cat'], ['mat']] }, 'wordsGiven', 'one list of words'],
    ['dropdown options without the answer', { ...valid.RFB, wordsGiven: [['car', 'bus']] }, 'wordsGiven.0', 'do not include "cat"'],
    ['dropdown options as one flat list', { ...valid.RFB, wordsGiven: ['cat', 'car'] }, 'wordsGiven', 'one list of options per blank'],
    ['an index to click past the transcript', { ...valid.LIW, indexToClick: [5] }, 'indexToClick.0', 'outside the 5 words'],
    ['a correct word missing for an index', { ...valid.LIW, indexToClick: [1, 3] }, 'correctAnswers', 'one correct word per index'],
    ['a correct word with the punctuation of the transcript', { ...valid.LIW, correctAnswers: ['quickly,'] }, 'correctAnswers.0', 'carries punctuation'],
    ['Highlight Incorrect Words without a transcript', { ...valid.LIW, transcript: ' ' }, 'transcript', 'needs transcript'],
    ['an audio type without a track', { ...valid.LWD, track: undefined }, 'track', 'needs track'],
    ['Describe Image without an image', { ...valid.SDI, image: undefined }, 'image', 'needs image'],
    ['a talk type without keywords', { ...valid.SRL, keywords: [] }, 'keywords', 'needs keywords'],
    ['Answer Short Question without accepted answers', { ...valid.SSQ, correctAnswers: undefined }, 'correctAnswers', 'needs correctAnswers'],
    ['Read Aloud without its text', { ...valid.SRA, topic: '' }, 'topic', 'needs topic'],
    ['an essay without a topic', { ...valid.WWE, topic: undefined }, 'topic', 'needs topic'],
    ['a negative index', { ...valid.LSA, correctIndex: -1 }, 'correctIndex', ''],
    ['an empty choice', { ...valid.LSA, multichoice: ['a', ' '] }, 'multichoice.1', ''],
    ['a difficulty outside easy, medium and hard', { ...valid.RSA, difficulty: 'tricky' } as unknown as QuestionInput, 'difficulty', ''],
  ] as [string, QuestionInput, string, string][])('rejects %s', (_, input, path, message) => {
    // Act
    const found = issues(input);
    // Assess
    expect(found).toContainEqual({ path, message: expect.stringContaining(message) as string });
  });
});
