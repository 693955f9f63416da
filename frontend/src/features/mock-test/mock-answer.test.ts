import { describe, expect, it } from 'vitest';
import { mockAnswerOf } from '@frontend/features/mock-test/mock-answer';

describe('mockAnswerOf', () => {
  it('keeps the rule-scored answers as they are', () => {
    expect(mockAnswerOf({ kind: 'choice', selected: 2 })).toEqual({ kind: 'choice', selected: 2 });
    expect(mockAnswerOf({ kind: 'choices', selected: [0, 3] })).toEqual({ kind: 'choices', selected: [0, 3] });
    expect(mockAnswerOf({ kind: 'order', order: [1, 0] })).toEqual({ kind: 'order', order: [1, 0] });
    expect(mockAnswerOf({ kind: 'blanks', values: ['a', null] })).toEqual({ kind: 'blanks', values: ['a', null] });
    expect(mockAnswerOf({ kind: 'words', selected: [4] })).toEqual({ kind: 'words', selected: [4] });
  });

  it('sends the text of a writing answer without any error count', () => {
    expect(mockAnswerOf({ kind: 'text', text: 'An essay.', grammarErrors: 0, spellingErrors: 1 })).toEqual({ kind: 'text', text: 'An essay.' });
  });

  it('never takes a speech answer from the question screen', () => {
    expect(mockAnswerOf({ kind: 'speech', recognition: { words: [], duration: 0 } })).toEqual({ kind: 'speech' });
  });
});
