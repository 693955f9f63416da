import { countBlanks, itemTypes, type AnswerKind, type ItemTypeCode, type Question } from '@shared/exam';
import { nothingRecorded, type Answer } from '@shared/scoring';
import { words } from '@shared/text';
import { mockTexts } from './texts';

/** A recording uploaded with createMockRecordingUpload, with what the browser heard (the last transcriber fallback). */
export interface MockSpeechAnswer {
  kind: 'speech';
  /** Absent when nothing was recorded. */
  uploadId?: string;
  browserTranscript?: { text: string; confidence: number };
  /** The parts recognised while it was recorded (recogniseMockSpeechPart), in order: the answer's job recognises only the rest. */
  parts?: { uploadId: string; startSample: number }[];
}

/**
 * A mock test answer: the shared/scoring Answer shape for rule-scored types, the text for
 * writing and Write From Dictation (error counts come from the writing analysis, never the
 * client), and a recording reference for speaking.
 */
export type MockAnswer =
  | { kind: 'choice'; selected: number | null }
  | { kind: 'choices'; selected: number[] }
  | { kind: 'order'; order: number[] }
  | { kind: 'blanks'; values: (string | null)[] }
  | { kind: 'words'; selected: number[] }
  | { kind: 'text'; text: string }
  | MockSpeechAnswer;

const kindNames: Readonly<Record<AnswerKind, string>> = {
  choice: 'single choice',
  choices: 'multiple choice',
  order: 'paragraph order',
  blanks: 'fill in the blanks',
  words: 'word selection',
  text: 'written',
  speech: 'recorded',
};

/** The answer a question gets when the student gave none, e.g. emptyMockAnswer('RSA') → { kind: 'choice', selected: null }. */
export function emptyMockAnswer(type: ItemTypeCode): MockAnswer {
  switch (itemTypes[type].answerKind) {
    case 'choice':
      return { kind: 'choice', selected: null };
    case 'choices':
      return { kind: 'choices', selected: [] };
    case 'order':
      return { kind: 'order', order: [] };
    case 'blanks':
      return { kind: 'blanks', values: [] };
    case 'words':
      return { kind: 'words', selected: [] };
    case 'text':
      return { kind: 'text', text: '' };
    case 'speech':
      return { kind: 'speech' };
  }
}

/** True when the student gave nothing (platform.md §5: undefined, null, empty list or blank string). */
export function isEmptyMockAnswer(answer: MockAnswer | undefined): boolean {
  if (answer === undefined) return true;
  switch (answer.kind) {
    case 'choice':
      return answer.selected === null;
    case 'choices':
    case 'words':
      return answer.selected.length === 0;
    case 'order':
      return answer.order.length === 0;
    case 'blanks':
      return answer.values.every((value) => value === null || value.trim() === '');
    case 'text':
      return answer.text.trim() === '';
    case 'speech':
      return answer.uploadId === undefined;
  }
}

function indexErrors(indexes: readonly number[], size: number): string | undefined {
  if (indexes.some((index) => index >= size)) return mockTexts.outOfRange;
  if (new Set(indexes).size !== indexes.length) return mockTexts.repeated;
  return undefined;
}

/**
 * Field errors of an answer to a question (its kind and its indexes), or undefined when it
 * fits. The shape itself is checked by the contract's schema.
 * Example: mockAnswerErrors(rsa, { kind: 'choice', selected: 9 }) → { answer: '... an option the question does not have.' }.
 */
export function mockAnswerErrors(question: Question, answer: MockAnswer): Record<string, string> | undefined {
  const expected = itemTypes[question.type].answerKind;
  if (answer.kind !== expected) return { 'answer.kind': mockTexts.wrongKind(kindNames[expected]) };
  let problem: string | undefined;
  switch (answer.kind) {
    case 'choice':
      problem = answer.selected === null ? undefined : indexErrors([answer.selected], question.multichoice?.length ?? 0);
      break;
    case 'choices':
      problem = indexErrors(answer.selected, question.multichoice?.length ?? 0);
      break;
    case 'order':
      problem = indexErrors(answer.order, question.paragraphs?.length ?? 0);
      break;
    case 'words':
      problem = indexErrors(answer.selected, words(question.transcript ?? '').length);
      break;
    case 'blanks': {
      const blanks = countBlanks(question.topic ?? '');
      problem = answer.values.length > blanks ? mockTexts.tooManyBlanks(blanks) : undefined;
      break;
    }
    default:
      problem = undefined;
  }
  return problem === undefined ? undefined : { answer: problem };
}

/**
 * The shared/scoring answer of a rule-scored item (a missing answer scores as empty). Writing
 * answers need the writing analysis and speaking ones a transcript, so they have none here.
 */
export function scoringAnswerOf(type: ItemTypeCode, answer: MockAnswer | undefined): Answer | undefined {
  const given = answer ?? emptyMockAnswer(type);
  switch (given.kind) {
    case 'choice':
    case 'choices':
    case 'order':
    case 'blanks':
    case 'words':
      return given;
    case 'text':
      // Writing types are scored by the analysis job; an empty one scores 0 on every trait without it.
      return itemTypes[type].scoring === 'rules' || given.text.trim() === '' ? { kind: 'text', text: given.text, grammarErrors: 0, spellingErrors: 0 } : undefined;
    case 'speech':
      return undefined;
  }
}

const choiceText = (question: Question, index: number) => question.multichoice?.[index] ?? '';

/** The student's answer as the result page lists it; `heard` is the transcript of a recording. */
export function answerTextOf(question: Question, answer: MockAnswer | undefined, heard?: string): string {
  if (answer === undefined || isEmptyMockAnswer(answer)) return itemTypes[question.type].answerKind === 'speech' ? nothingRecorded : '';
  switch (answer.kind) {
    case 'choice':
      return choiceText(question, answer.selected ?? -1);
    case 'choices':
      return answer.selected.map((index) => choiceText(question, index)).join('\n');
    case 'order':
      return answer.order.map((index) => question.paragraphs?.[index] ?? '').join('\n');
    case 'blanks':
      return answer.values.map((value) => (value === null || value.trim() === '' ? '—' : value.trim())).join(', ');
    case 'words': {
      const shown = words(question.transcript ?? '');
      return [...answer.selected].sort((a, b) => a - b).map((index) => shown[index] ?? '').join(', ');
    }
    case 'text':
      return answer.text;
    case 'speech':
      return heard === undefined || heard.trim() === '' ? nothingRecorded : heard;
  }
}

/** The correct answer (or a model answer) as the result page's show-answer view lists it. */
export function showAnswerOf(question: Question): string {
  switch (question.type) {
    case 'SRA':
    case 'SPI':
      return question.type === 'SRA' ? (question.topic ?? '') : '';
    case 'SRS':
    case 'LWD':
      return question.transcript ?? '';
    case 'SSQ':
      return question.answer ?? (question.correctAnswers ?? []).join(' / ');
    default:
      break;
  }
  switch (itemTypes[question.type].answerKind) {
    case 'choice':
      return choiceText(question, question.correctIndex ?? -1);
    case 'choices':
      return (question.correctIndexes ?? []).map((index) => choiceText(question, index)).join('\n');
    case 'order':
      return (question.correctIndexes ?? []).map((index) => question.paragraphs?.[index] ?? '').join('\n');
    case 'blanks':
      return (question.correctAnswers ?? []).join(', ');
    case 'words': {
      const shown = words(question.transcript ?? '');
      return (question.indexToClick ?? []).map((index, position) => `${shown[index] ?? ''} → ${question.correctAnswers?.[position] ?? ''}`).join(', ');
    }
    default:
      return question.sampleAnswer ?? '';
  }
}
