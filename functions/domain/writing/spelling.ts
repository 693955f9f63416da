import type { Tag } from '@shared/api';
import { isOnlyAName, isSpeltRight, suggestionsFor } from './dictionary';

const wordPattern = /[A-Za-z]+(?:['\u2019][A-Za-z]+)*/g;

function isCorrect(word: string): boolean {
  return isSpeltRight(word) || isSpeltRight(word.toLowerCase());
}

/** The distinct misspelt words of one answer that get suggestions (a few milliseconds each), so that an answer of misspellings stays quick. */
const suggestedWordsPerAnswer = 20;

/**
 * Misspelt words with their positions and up to three suggestions (suggestedWordsPerAnswer). A capitalised word inside a
 * sentence is taken for a name and an all-capitals word for an acronym, so neither counts; a name
 * written in lower case ("shakespeare") is a capitalisation error, which the grammar check finds;
 * and no word of `ownWords` (the item's passage, lecture or prompt) is ever wrong.
 */
export function findSpellingMistakes(text: string, ownWords: ReadonlySet<string> = new Set()): Tag[] {
  const tags: Tag[] = [];
  const suggested = new Map<string, string[]>();
  for (const match of text.matchAll(wordPattern)) {
    const word = match[0].replace('\u2019', "'");
    const start = match.index;
    const sentenceStart = /(^|[.!?]\s+|\n\s*)$/.test(text.slice(0, start));
    if (word.length > 1 && word === word.toUpperCase()) continue;
    if (/^[A-Z]/.test(word) && !sentenceStart) continue;
    if (ownWords.has(word.toLowerCase()) || isCorrect(word) || isOnlyAName(word)) continue;
    if (suggested.size < suggestedWordsPerAnswer && !suggested.has(word)) suggested.set(word, suggestionsFor(word));
    tags.push({ report: 'spelling', startPos: start, endPos: start + match[0].length, hint: `"${match[0]}" is not spelt correctly.`, category: 'Spelling', subcategory: 'Spelling', suggestions: suggested.get(word) ?? [] });
  }
  return tags;
}
