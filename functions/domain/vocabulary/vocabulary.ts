import { wordAudioId, type VocabularyEntry } from '@shared/content';
import { deleteSavedWord, listSavedWords, putSavedWord } from '@functions/data';
import type { Caller } from '@functions/platform/auth';
import { WordNotFoundError } from '@functions/platform/errors';
import { vocabularyLists } from './lists';

export { vocabularyLists };

/** Every word of the lists by the word itself. */
const entries = new Map(vocabularyLists.flatMap((list) => list.words.map((entry) => [entry.word, { entry, list }] as const)));

export interface WordInfo {
  word: string;
  partOfSpeech: VocabularyEntry['pos'];
  definition: string;
  example: string;
  /** The list it belongs to. */
  list: { id: string; title: string };
  /** Its pronunciation, synthesised by the content pipeline (aws/getAudioFile). */
  audio: string;
}

/** One word's entry (analysis/getWordInfo); WordNotFoundError when no list holds it. */
export function wordInfo(word: string): WordInfo {
  const found = entries.get(word);
  if (!found) throw new WordNotFoundError(word);
  const { entry, list } = found;
  return { word, partOfSpeech: entry.pos, definition: entry.definition, example: entry.example, list: { id: list.id, title: list.title }, audio: `/api/aws/getAudioFile/${wordAudioId(word)}` };
}

/** The lists, each with its words' entries (analysis/fetchWordLists). */
export function wordLists(): { id: string; title: string; description: string; words: WordInfo[] }[] {
  return vocabularyLists.map((list) => ({ id: list.id, title: list.title, description: list.description, words: list.words.map((entry) => wordInfo(entry.word)) }));
}

/** A student's saved words, alphabetically; words no list holds any more are left out. */
export async function savedWords(caller: Caller): Promise<string[]> {
  return (await listSavedWords(caller.userId)).filter((word) => entries.has(word));
}

/** Saves or forgets a word of the lists for a student; WordNotFoundError for any other word. Returns the saved words after it. */
export async function setWordSaved(caller: Caller, word: string, saved: boolean): Promise<string[]> {
  if (!entries.has(word)) throw new WordNotFoundError(word);
  if (saved) await putSavedWord(caller.userId, word);
  else await deleteSavedWord(caller.userId, word);
  return savedWords(caller);
}
