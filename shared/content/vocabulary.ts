import { z } from 'zod';
import { ContentIdSchema } from './faq';

/** A word of the trainer: lower-case letters, as its audio file and the getWordInfo lookup name it. */
export const VocabularyWordSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { message: 'Type a word.' })
  .max(40)
  .regex(/^[a-z]+$/, { message: 'A word is letters only.' });

export const partsOfSpeech = ['noun', 'verb', 'adjective', 'adverb', 'conjunction', 'preposition'] as const;

export const VocabularyEntrySchema = z
  .object({
    word: VocabularyWordSchema,
    pos: z.enum(partsOfSpeech),
    definition: z.string().trim().min(10).max(160).endsWith('.', { message: 'A definition ends with a full stop.' }),
    example: z
      .string()
      .trim()
      .min(10)
      .max(160)
      .regex(/[.?!]$/, { message: 'An example is a sentence, ending with a full stop, question or exclamation mark.' }),
  })
  .strict()
  .refine((entry) => new RegExp(`\\b${entry.word.slice(0, Math.max(4, entry.word.length - 3))}`, 'i').test(entry.example), {
    message: 'The example uses the word (or a form of it).',
    path: ['example'],
  });
export type VocabularyEntry = z.infer<typeof VocabularyEntrySchema>;

/** One list of content/vocabulary/<id>.json. */
export const VocabularyListSchema = z
  .object({
    id: ContentIdSchema,
    title: z.string().trim().min(3).max(60),
    description: z.string().trim().min(20).max(200),
    words: z.array(VocabularyEntrySchema).min(10),
  })
  .strict();
export type VocabularyList = z.infer<typeof VocabularyListSchema>;

/** The id of a word's pronunciation in the content bucket, served by aws/getAudioFile: word-<word>. */
export function wordAudioId(word: string): string {
  return `word-${word}`;
}
