import type { MockAnswer } from '@shared/mock';
import type { Answer } from '@shared/scoring';

/**
 * The mock test answer of what the question screen holds: the same shape for the rule-scored
 * kinds, the text alone for writing (the server's analysis counts its errors). Speaking answers
 * come from the recording, never from the question screen, so a speech answer here is empty.
 * Example: mockAnswerOf({ kind: 'text', text: 'Hi', grammarErrors: 0 }) → { kind: 'text', text: 'Hi' }.
 */
export function mockAnswerOf(answer: Answer): MockAnswer {
  switch (answer.kind) {
    case 'choice':
      return { kind: 'choice', selected: answer.selected };
    case 'choices':
      return { kind: 'choices', selected: [...answer.selected] };
    case 'order':
      return { kind: 'order', order: [...answer.order] };
    case 'blanks':
      return { kind: 'blanks', values: [...answer.values] };
    case 'words':
      return { kind: 'words', selected: [...answer.selected] };
    case 'text':
      return { kind: 'text', text: answer.text };
    case 'speech':
      return { kind: 'speech' };
  }
}
