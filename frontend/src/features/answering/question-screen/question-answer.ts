import { countBlanks, itemTypes } from '@shared/exam';
import type { Question } from '@shared/exam';
import { scoreForm, scoreQuestion } from '@shared/scoring';
import type { Answer, ItemScore, WritingTypeCode } from '@shared/scoring';

/** Whether the type is answered in the writing box and scored by the AI (its form is checked at once). */
export function isWritingType(question: Question): boolean {
  return itemTypes[question.type].layout === 'writing';
}

/** The answer before the student does anything, in the shape of the type's answer kind. */
export function emptyAnswerOf(question: Question): Answer {
  switch (itemTypes[question.type].answerKind) {
    case 'choice':
      return { kind: 'choice', selected: null };
    case 'choices':
      return { kind: 'choices', selected: [] };
    case 'order':
      return { kind: 'order', order: [] };
    case 'blanks':
      return { kind: 'blanks', values: Array.from({ length: countBlanks(question.topic ?? '') }, () => null) };
    case 'words':
      return { kind: 'words', selected: [] };
    case 'text':
      return { kind: 'text', text: '' };
    case 'speech':
      return { kind: 'speech', recognition: { words: [], duration: 0 } };
  }
}

/**
 * The result shown on submit. Rule-scored types go through shared/scoring's dispatcher; writing
 * types get their form rules at once (word band, one sentence, capitals, punctuation), as the AI
 * scores the other traits. The form source is what scoreQuestion would pass: the lecture
 * transcript for spoken summaries, else the topic.
 */
export function scorePracticeAnswer(question: Question, answer: Answer): ItemScore {
  if (!isWritingType(question) || answer.kind !== 'text') return scoreQuestion(question, answer);
  const type = question.type as WritingTypeCode;
  const source = (type === 'LST' || type === 'LCT' ? question.transcript : question.topic) ?? '';
  const form = scoreForm(type, { text: answer.text, source });
  return { score: form.score, max: form.max, successful: form.score === form.max, traits: [form] };
}

/** Paragraph and option letters: A, B, C... */
export function letterOf(index: number): string {
  return String.fromCharCode(65 + index);
}
