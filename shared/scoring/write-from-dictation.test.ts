import { describe, expect, it } from 'vitest';
import { dictationChecklist, scoreWriteFromDictation } from './write-from-dictation';

describe('scoreWriteFromDictation', () => {
  it('gives a point per transcript word typed, ignoring case and punctuation', () => {
    // Prepare
    const transcript = 'The library opens at nine, every day.';
    // Act
    const result = scoreWriteFromDictation({ transcript, answer: 'the Library opens at 9 every day' });
    // Assess
    expect([result.score, result.max, result.successful]).toEqual([6, 7, true]);
    expect(result.traits[0]?.evidence).toMatchObject({ kind: 'words', missed: ['nine,'], extra: ['9'] });
  });

  it('matches a duplicate transcript word once per time it is typed', () => {
    // Act
    const once = scoreWriteFromDictation({ transcript: 'The cat and the dog', answer: 'the cat and dog' });
    const twiceTyped = scoreWriteFromDictation({ transcript: 'The cat', answer: 'the the the cat' });
    // Assess
    expect(once.score).toBe(4);
    expect(once.traits[0]?.evidence).toMatchObject({
      words: [
        { word: 'The', matched: true },
        { word: 'cat', matched: true },
        { word: 'and', matched: true },
        { word: 'the', matched: false },
        { word: 'dog', matched: true },
      ],
    });
    expect(twiceTyped.score).toBe(2);
  });

  it.each([
    ['exactly half is not a success', 'one two', false],
    ['more than half is a success', 'one two three', true],
  ])('%s', (_, answer, successful) => {
    const result = scoreWriteFromDictation({ transcript: 'one two three four', answer });
    expect(result.successful).toBe(successful);
  });

  it('gives nothing for an empty answer', () => {
    const result = scoreWriteFromDictation({ transcript: 'Say this.', answer: '' });
    expect([result.score, result.max, result.successful]).toEqual([0, 2, false]);
  });
});

describe('dictationChecklist', () => {
  it.each([
    ['The end.', true, true],
    ['the end', false, false],
    ['The end', true, false],
  ])('checks %j: capital %s, full stop %s', (answer, startsWithCapital, endsWithFullStop) => {
    expect(dictationChecklist(answer)).toEqual({ startsWithCapital, endsWithFullStop });
  });
});
