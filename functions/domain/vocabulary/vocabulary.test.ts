import { describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { WordNotFoundError } from '@functions/platform/errors';
import { Vocabulary } from './index';

const student = (userId: string) => ({ userId, role: 'student' as const, sessionToken: 'session' });

describe('vocabulary', () => {
  it('gives a word of the lists with its entry, list and pronunciation', () => {
    expect(Vocabulary.wordInfo('analyse')).toEqual({
      word: 'analyse',
      partOfSpeech: 'verb',
      definition: 'To examine something in detail, part by part, to understand it.',
      example: 'The students analysed the survey results before writing their report.',
      list: { id: 'academic-verbs', title: 'Academic verbs' },
      audio: '/api/aws/getAudioFile/word-analyse',
    });
    expect(() => Vocabulary.wordInfo('zebra')).toThrow(WordNotFoundError);
  });

  it('lists every list with its words, a few hundred in all', () => {
    const lists = Vocabulary.wordLists();

    expect(lists.map(({ id }) => id)).toEqual(['academic-verbs', 'research-and-data', 'society-and-environment', 'linking-and-argument', 'education-and-work']);
    expect(lists.flatMap(({ words }) => words)).toHaveLength(200);
  });

  it("keeps each student's saved words apart, alphabetically, and only words of the lists", async () => {
    // Act
    await Vocabulary.setWordSaved(student('user-a'), 'sustain', true);
    await Vocabulary.setWordSaved(student('user-a'), 'analyse', true);
    await Vocabulary.setWordSaved(student('user-a'), 'analyse', true);
    await Vocabulary.setWordSaved(student('user-b'), 'habitat', true);
    const afterForgetting = await Vocabulary.setWordSaved(student('user-a'), 'sustain', false);

    // Assess
    expect(afterForgetting).toEqual(['analyse']);
    expect(await Vocabulary.savedWords(student('user-b'))).toEqual(['habitat']);
    await expect(Vocabulary.setWordSaved(student('user-a'), 'zebra', true)).rejects.toBeInstanceOf(WordNotFoundError);
  });
});
