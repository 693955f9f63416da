/**
 * In-memory question banks for the unit tests of content:check and content:audio: one valid
 * item of any type, and a whole valid bank, so each test breaks exactly one thing.
 */
import { itemTypeCodes, itemTypes, makeUid, questionDifficulties, type ItemTypeCode, type QuestionInput } from '@shared/exam';
import type { BankFile } from './load-bank';

const vocabulary = [
  'coral', 'trade', 'lending', 'deltas', 'sleep', 'murals', 'batteries', 'planning', 'glaciers', 'markets', 'poetry', 'vaccines',
  'bridges', 'forests', 'orbits', 'wages', 'dialects', 'pottery', 'rivers', 'sensors', 'theatre', 'soils', 'habits', 'engines',
  'archives', 'insects', 'harbours', 'algebra', 'climate', 'textiles', 'memory', 'deserts',
];

/** A run of words unique to a uid, so no two fixture items read alike (the near-duplicate check). */
function wordsOf(uid: string, count: number): string {
  let state = [...uid].reduce((hash, character) => (hash * 31 + character.charCodeAt(0)) % 2147483647, 7);
  return Array.from({ length: count }, () => {
    state = (state * 48271) % 2147483647;
    return vocabulary[state % vocabulary.length] ?? 'science';
  }).join(' ');
}

/** A model answer of exactly `count` words in one sentence, in the full-credit form of every writing type. */
function modelAnswer(uid: string, count: number): string {
  return `The ${wordsOf(`${uid} model`, count - 2)} matter.`;
}

/** A sentence of 17 words unique to the item, long enough to count as a passage. */
function passage(uid: string): string {
  return `This talk, item ${uid}, looks at ${wordsOf(uid, 10)} students.`;
}

/** One valid item of a type; `sequence` makes its uid and passages unique. */
export function validItem(code: ItemTypeCode, sequence: number, fields: Partial<QuestionInput> = {}): QuestionInput {
  const uid = makeUid(code, sequence);
  const base: QuestionInput = { uid, section: itemTypes[code].section, title: `Item ${uid}`, isSample: sequence <= 3, difficulty: questionDifficulties[(sequence - 1) % 3] };
  const track = { track: uid };
  const choices = ['the first option', 'the second option', 'the third option', 'the fourth option'];
  const specific: Record<ItemTypeCode, Partial<QuestionInput>> = {
    RSA: { topic: passage(uid), multichoice: choices, correctIndex: 1 },
    RMA: { topic: passage(uid), multichoice: choices, correctIndexes: [0, 2] },
    RRP: { paragraphs: ['First part.', 'Second part.', 'Third part.'], correctIndexes: [2, 0, 1] },
    RFG: { topic: `${passage(uid)} Results ___ and costs ___.`, correctAnswers: ['rose', 'fell'], wordsGiven: ['rose', 'fell', 'stayed'] },
    RFB: { topic: `${passage(uid)} Results ___ and costs ___.`, correctAnswers: ['rose', 'fell'], wordsGiven: [['rose', 'sank'], ['fell', 'grew']] },
    LSA: { ...track, transcript: passage(uid), multichoice: choices, correctIndex: 0 },
    LMA: { ...track, transcript: passage(uid), multichoice: choices, correctIndexes: [1, 3] },
    LWD: { ...track, transcript: `Students of item ${uid} submit ${wordsOf(uid, 4)} by Friday.` },
    LHS: { ...track, transcript: passage(uid), multichoice: choices, correctIndex: 2 },
    LIW: { ...track, transcript: `${passage(uid)} The rapid growth surprised everyone.`, indexToClick: [18], correctAnswers: ['quick'] },
    LWB: {
      ...track,
      topic: `${passage(uid)} The growth was ___ and ___.`,
      correctAnswers: ['steady', 'modest'],
      transcript: `${passage(uid)} The growth was steady and modest.`,
    },
    LST: { ...track, transcript: passage(uid), sampleAnswer: modelAnswer(uid, 60) },
    LCT: { ...track, transcript: passage(uid), sampleAnswer: modelAnswer(uid, 25) },
    LMW: { ...track, transcript: `${passage(uid)} In the end it all comes down to`, multichoice: choices, correctIndex: 3 },
    SRA: { topic: passage(uid) },
    SRS: { ...track, transcript: `Please return item ${uid} and ${wordsOf(uid, 4)} to the desk.` },
    SIT: { ...track, topic: passage(uid), keywords: ['apologise', 'deadline'] },
    SSQ: { ...track, transcript: `What is item ${uid} called when ${wordsOf(uid, 3)} freeze?`, correctAnswers: ['ice'] },
    SDI: { image: uid, keywords: ['rise', 'peak'] },
    SRL: { ...track, transcript: passage(uid), keywords: ['reefs', 'warming'] },
    WWM: { topic: passage(uid), sampleAnswer: modelAnswer(uid, 90) },
    WSC: { topic: passage(uid), sampleAnswer: modelAnswer(uid, 40) },
    WWE: { topic: passage(uid), sampleAnswer: modelAnswer(uid, 250) },
    WWS: { topic: passage(uid), sampleAnswer: modelAnswer(uid, 40) },
    SGD: {
      ...track,
      transcript: `Speaker A: ${passage(uid)}\nSpeaker B: I see it differently.\nSpeaker C: Both views have merit.`,
      keywords: ['views'],
    },
    SPI: { topic: `Introduce yourself for item ${uid}: your ${wordsOf(uid, 6)}.` },
  };
  return { ...base, ...specific[code], ...fields };
}

/** A bank meeting the given minimum count of every type, one file per type. */
export function validBank(minimums: Readonly<Record<ItemTypeCode, number>>): BankFile[] {
  return itemTypeCodes.map((code) => ({
    file: `${code}.json`,
    code,
    items: Array.from({ length: minimums[code] }, (_, position) => validItem(code, position + 1)),
  }));
}
