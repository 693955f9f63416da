import type { ItemTypeCode, Question, Section } from '@shared/exam';

/**
 * A question as a mock test screen gets it: what the student sees or hears, never what scores
 * it. Answer fields (correctIndex, correctIndexes, correctAnswer, correctAnswers, answer,
 * sampleAnswer, keywords, taskKeywords, indexToClick, highlight) never appear, and neither does
 * the transcript of a recording, except in Highlight Incorrect Words, whose screen displays it
 * (with the wrong words in it) for the student to click.
 */
export interface MockQuestion {
  uid: string;
  type: ItemTypeCode;
  section: Section;
  title?: string;
  /** The passage, prompt, text to read, situation, image description or blank text with ___ markers. */
  topic?: string;
  question?: string;
  multichoice?: string[];
  /** Drag blanks: the word bank; dropdown blanks: the options of each blank (both sorted). */
  wordsGiven?: string[] | string[][];
  paragraphs?: string[];
  track?: string;
  image?: string;
  /** Highlight Incorrect Words only: the displayed text. */
  transcript?: string;
}

type ShownField = Exclude<keyof MockQuestion, 'uid' | 'type' | 'section'>;

/**
 * The fields each screen shows, per type (practice.md §2 screens). Everything else stays on
 * the server. A type added to the catalogue must be added here (the Record makes it a type error).
 */
export const shownFields: Readonly<Record<ItemTypeCode, readonly ShownField[]>> = {
  // Reading: the text and the choices, paragraphs or blanks.
  RSA: ['title', 'topic', 'question', 'multichoice'],
  RMA: ['title', 'topic', 'question', 'multichoice'],
  RRP: ['title', 'paragraphs'],
  RFG: ['title', 'topic', 'wordsGiven'],
  RFB: ['title', 'topic', 'wordsGiven'],
  // Listening: the recording, plus the question and choices, blanks or displayed text.
  LSA: ['title', 'track', 'question', 'multichoice'],
  LMA: ['title', 'track', 'question', 'multichoice'],
  LHS: ['title', 'track', 'question', 'multichoice'],
  LMW: ['title', 'track', 'question', 'multichoice'],
  LWB: ['title', 'track', 'topic'],
  LIW: ['title', 'track', 'transcript'],
  LWD: ['title', 'track'],
  LST: ['title', 'track'],
  LCT: ['title', 'track'],
  // Speaking: the text to read or the prompt, the image, or the recording.
  SPI: ['title', 'topic'],
  SRA: ['title', 'topic'],
  SRS: ['title', 'track'],
  SSQ: ['title', 'track'],
  SDI: ['title', 'image', 'topic'],
  SRL: ['title', 'track'],
  SGD: ['title', 'track'],
  SIT: ['title', 'track', 'topic'],
  // Writing: the passage or the prompt.
  WWS: ['title', 'topic'],
  WSC: ['title', 'topic'],
  WWE: ['title', 'topic'],
  WWM: ['title', 'topic'],
};

const byText = (a: string, b: string) => a.localeCompare(b, 'en');

/*
 * Word banks and dropdown options are sorted: a bank that follows the blanks' order would
 * give the answers away. Scoring compares the words themselves, so order does not matter to it.
 */
function sortedWords(words: Question['wordsGiven']): MockQuestion['wordsGiven'] {
  if (words === undefined) return undefined;
  if (words.every((word) => typeof word === 'string')) return [...(words as string[])].sort(byText);
  return (words as string[][]).map((options) => [...options].sort(byText));
}

/**
 * The mock test view of a question: exactly the fields its screen needs (shownFields).
 * Example: projectQuestion(rsa) keeps topic, question and multichoice and drops correctIndex.
 */
export function projectQuestion(question: Question): MockQuestion {
  const projected: MockQuestion = { uid: question.uid, type: question.type, section: question.section };
  for (const field of shownFields[question.type]) {
    const value = field === 'wordsGiven' ? sortedWords(question.wordsGiven) : question[field];
    if (value !== undefined) Object.assign(projected, { [field]: Array.isArray(value) ? structuredClone(value) : value });
  }
  return projected;
}
