import { itemTypes, type AnswerKind, type ItemTypeCode, type Question } from '@shared/exam';
import { scoreAnswerShortQuestion } from './answer-short-question';
import { AnswerKindMismatchError, MissingMeasureError } from './errors';
import { scoreFillInTheBlanks } from './fill-in-the-blanks';
import { scoreHighlightIncorrectWords } from './highlight-incorrect-words';
import { scoreMultipleAnswers } from './multiple-answers';
import { scorePersonalIntroduction } from './personal-introduction';
import { scoreReadAloud } from './read-aloud';
import type { Recognition } from './recognition';
import { scoreRepeatSentence } from './repeat-sentence';
import { scoreReorderParagraphs } from './reorder-paragraphs';
import { scoreSingleAnswer } from './single-answer';
import { scoreDescribeImage, scoreRespondToASituation, scoreRetellLecture, scoreSummarizeGroupDiscussion } from './talk-content';
import type { ItemScore } from './types';
import type { WritingTypeCode } from './word-bands';
import { scoreWriteFromDictation } from './write-from-dictation';
import { scoreWriting } from './writing';

/** A student's answer, one shape per AnswerKind of the catalogue. */
export type Answer =
  | { kind: 'choice'; selected: number | null }
  | { kind: 'choices'; selected: readonly number[] }
  | { kind: 'order'; order: readonly number[] }
  | { kind: 'blanks'; values: readonly (string | null)[] }
  | { kind: 'words'; selected: readonly number[] }
  /** Writing types need the server's error counts; Write From Dictation does not. */
  | { kind: 'text'; text: string; grammarErrors?: number; spellingErrors?: number }
  /** Every speaking type: the recording's words with their timings and confidences. */
  | { kind: 'speech'; recognition: Recognition };

type AnswerOf<K extends AnswerKind> = Extract<Answer, { kind: K }>;

function expect<K extends AnswerKind>(type: ItemTypeCode, answer: Answer, kind: K): AnswerOf<K> {
  if (answer.kind !== kind) throw new AnswerKindMismatchError(type, kind, answer.kind);
  return answer as AnswerOf<K>;
}

function scoreText(question: Question, answer: AnswerOf<'text'>): ItemScore {
  if (question.type === 'LWD') return scoreWriteFromDictation({ transcript: question.transcript ?? '', answer: answer.text });
  // The catalogue gives text answers only to Write From Dictation and the writing types.
  const type = question.type as WritingTypeCode;
  const { grammarErrors, spellingErrors } = answer;
  if (grammarErrors === undefined || spellingErrors === undefined) throw new MissingMeasureError(type, 'grammar and spelling error counts');
  // Spoken summaries summarise the lecture, whose words are its transcript.
  const topic = (type === 'LST' || type === 'LCT' ? question.transcript : question.topic) ?? '';
  return scoreWriting(type, { topic, keywords: question.taskKeywords ?? question.keywords ?? [] }, { text: answer.text, grammarErrors, spellingErrors });
}

function scoreSpeech(question: Question, { recognition }: AnswerOf<'speech'>): ItemScore {
  const talk = { keywords: question.keywords ?? [], recognition, modelAnswer: question.sampleAnswer };
  switch (question.type) {
    case 'SPI':
      return scorePersonalIntroduction({ recognition });
    case 'SSQ':
      return scoreAnswerShortQuestion({ recognition, acceptedAnswers: question.correctAnswers ?? [] });
    case 'SRA':
      return scoreReadAloud({ text: question.topic ?? '', recognition });
    case 'SRS':
      return scoreRepeatSentence({ sentence: question.transcript ?? '', recognition });
    case 'SDI':
      return scoreDescribeImage(talk);
    case 'SRL':
      return scoreRetellLecture(talk);
    case 'SGD':
      return scoreSummarizeGroupDiscussion(talk);
    default:
      return scoreRespondToASituation(talk);
  }
}

/**
 * Scores an answer to a parsed question with the scorer of its type; throws
 * AnswerKindMismatchError when the answer has the wrong shape and
 * MissingMeasureError when a writing answer lacks the server's error counts.
 * Example: scoreQuestion(rsaQuestion, { kind: 'choice', selected: 2 }).
 */
export function scoreQuestion(question: Question, answer: Answer): ItemScore {
  const { type } = question;
  switch (itemTypes[type].answerKind) {
    case 'choice':
      return scoreSingleAnswer({ choices: question.multichoice, correctIndex: question.correctIndex ?? -1, selected: expect(type, answer, 'choice').selected });
    case 'choices':
      return scoreMultipleAnswers({ choices: question.multichoice, correctIndexes: question.correctIndexes ?? [], selected: expect(type, answer, 'choices').selected });
    case 'order':
      return scoreReorderParagraphs({ correctOrder: question.correctIndexes ?? [], answer: expect(type, answer, 'order').order });
    case 'blanks':
      return scoreFillInTheBlanks({ correctAnswers: question.correctAnswers ?? [], answers: expect(type, answer, 'blanks').values });
    case 'words':
      return scoreHighlightIncorrectWords({
        transcript: question.transcript ?? '',
        indexToClick: question.indexToClick ?? [],
        correctWords: question.correctAnswers,
        selected: expect(type, answer, 'words').selected,
      });
    case 'text':
      return scoreText(question, expect(type, answer, 'text'));
    case 'speech':
      return scoreSpeech(question, expect(type, answer, 'speech'));
  }
}
