import nspell from 'nspell';
import americanDictionary from 'dictionary-en';
import britishDictionary from 'dictionary-en-gb';
import type { Tag } from '@shared/api';

// Both are loaded once (about 0.1 s each); the exam accepts British and American spelling.
const load = (dictionary: { aff: Uint8Array; dic: Uint8Array }) => nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
const american = load(americanDictionary);
const british = load(britishDictionary);

// Current words that both dictionaries lack, which students of these topics write often.
const missingWords = ['wellbeing', 'compostable', 'email', 'emails', 'online', 'smartphone', 'smartphones', 'livestream', 'microplastics', 'upskilling', 'reskilling'];
for (const word of missingWords) american.add(word);

// nspell's suggestions cost up to a few hundred milliseconds for long words; a misspelling is
// suggested for once per process.
const suggestionCache = new Map<string, string[]>();
const suggestionCacheSize = 10_000;

function suggestionsFor(word: string): string[] {
  let suggestions = suggestionCache.get(word);
  if (!suggestions) {
    suggestions = [...new Set([...american.suggest(word), ...british.suggest(word)])].slice(0, 3);
    if (suggestionCache.size >= suggestionCacheSize) suggestionCache.clear();
    suggestionCache.set(word, suggestions);
  }
  return suggestions;
}

const wordPattern = /[A-Za-z]+(?:['\u2019][A-Za-z]+)*/g;

function isCorrect(word: string): boolean {
  return american.correct(word) || british.correct(word) || american.correct(word.toLowerCase()) || british.correct(word.toLowerCase());
}

/**
 * Misspelt words with their positions and up to three suggestions. A capitalised word inside a
 * sentence is taken for a name and an all-capitals word for an acronym, so neither counts.
 */
export function findSpellingMistakes(text: string): Tag[] {
  const tags: Tag[] = [];
  for (const match of text.matchAll(wordPattern)) {
    const word = match[0].replace('\u2019', "'");
    const start = match.index;
    const sentenceStart = /(^|[.!?]\s+|\n\s*)$/.test(text.slice(0, start));
    if (word.length > 1 && word === word.toUpperCase()) continue;
    if (/^[A-Z]/.test(word) && !sentenceStart) continue;
    if (isCorrect(word)) continue;
    tags.push({ report: 'spelling', startPos: start, endPos: start + match[0].length, hint: `"${match[0]}" is not spelt correctly.`, category: 'Spelling', subcategory: 'Spelling', suggestions: suggestionsFor(word) });
  }
  return tags;
}
