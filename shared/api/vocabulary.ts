import { z } from 'zod';
// The leaf module, not @shared/content's index: that index's facts import @shared/api, a cycle.
import { partsOfSpeech } from '@shared/content/vocabulary';

/** A word of the trainer with its entry and its pronunciation's URL (analysis/getWordInfo). */
export const WordInfoSchema = z.object({
  word: z.string(),
  partOfSpeech: z.enum(partsOfSpeech),
  definition: z.string(),
  example: z.string(),
  list: z.object({ id: z.string(), title: z.string() }),
  /** The pronunciation (audio/ogg, Opus), e.g. /api/aws/getAudioFile/word-analyse. */
  audio: z.string(),
});
export type WordInfo = z.infer<typeof WordInfoSchema>;

export const WordListSchema = z.object({ id: z.string(), title: z.string(), description: z.string(), words: z.array(WordInfoSchema) });
export type WordList = z.infer<typeof WordListSchema>;
