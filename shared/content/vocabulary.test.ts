import { describe, expect, it } from 'vitest';
import { VocabularyEntrySchema, VocabularyWordSchema, wordAudioId } from './vocabulary';

describe('vocabulary schemas', () => {
  it('reads a word in lower case without spaces around it, letters only', () => {
    expect(VocabularyWordSchema.parse(' Habitat ')).toBe('habitat');
    expect(VocabularyWordSchema.safeParse('two words').success).toBe(false);
    expect(VocabularyWordSchema.safeParse('').success).toBe(false);
  });

  it('wants an example that uses the word or a form of it, and full sentences', () => {
    const entry = { word: 'analyse', pos: 'verb', definition: 'To examine something in detail.', example: 'They analysed the data.' };

    expect(VocabularyEntrySchema.safeParse(entry).success).toBe(true);
    expect(VocabularyEntrySchema.safeParse({ ...entry, example: 'They looked at the data.' }).error?.issues[0]?.message).toBe('The example uses the word (or a form of it).');
    expect(VocabularyEntrySchema.safeParse({ ...entry, definition: 'To examine something' }).success).toBe(false);
  });

  it('names a word audio for the files route', () => {
    expect(wordAudioId('analyse')).toBe('word-analyse');
  });
});
