import nspell from 'nspell';
import americanDictionary from 'dictionary-en';
import britishDictionary from 'dictionary-en-gb';

// Both are loaded once (about 0.1 s each); the exam accepts British and American spelling.
const load = (dictionary: { aff: Uint8Array; dic: Uint8Array }) => nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
const american = load(americanDictionary);
const british = load(britishDictionary);

// Current words that both dictionaries lack, which students of these topics write often.
const missingWords = ['wellbeing', 'compostable', 'email', 'emails', 'online', 'smartphone', 'smartphones', 'livestream', 'microplastics', 'upskilling', 'reskilling'];
for (const word of missingWords) american.add(word);

/** Whether a word is spelt as in either dictionary, in the case written (a capital at the start is allowed on any word). */
export function isSpeltRight(word: string): boolean {
  return american.correct(word) || british.correct(word);
}

/** Whether a lower-case word is an English word as written (not only as a name: "shakespeare" is not). */
export function isEnglishWord(word: string): boolean {
  return isSpeltRight(word.toLowerCase());
}

/** Words both dictionaries list with a capital (names, days, languages), in lower case: "march", "danish", "mandarin". */
const namesInDictionaries = new Set(
  [americanDictionary, britishDictionary].flatMap((dictionary) =>
    Buffer.from(dictionary.dic)
      .toString('utf8')
      .split('\n')
      .filter((line) => /^[A-Z][a-z]/.test(line))
      .map((line) => line.split('/')[0]!.toLowerCase()),
  ),
);

/** Whether a word is also a name written with a capital: "March", "Danish", "Apple". */
export function isAlsoAName(word: string): boolean {
  return namesInDictionaries.has(word.toLowerCase());
}

/** Whether a word is known only with a capital, as a name: "shakespeare" → true, "amazon" → false. */
export function isOnlyAName(word: string): boolean {
  const lower = word.toLowerCase();
  return !isSpeltRight(lower) && isSpeltRight(lower.charAt(0).toUpperCase() + lower.slice(1));
}

// nspell's suggestions cost up to a few hundred milliseconds for long words; a misspelling is
// suggested for once per process.
const suggestionCache = new Map<string, string[]>();
const suggestionCacheSize = 10_000;

/** The corrections of a word already suggested for in this process, if any. */
export function cachedSuggestionsFor(word: string): string[] | undefined {
  return suggestionCache.get(word);
}

/** Up to three corrections of a misspelt word, from both dictionaries. */
export function suggestionsFor(word: string): string[] {
  let suggestions = suggestionCache.get(word);
  if (!suggestions) {
    suggestions = [...new Set([...american.suggest(word), ...british.suggest(word)])].slice(0, 3);
    if (suggestionCache.size >= suggestionCacheSize) suggestionCache.clear();
    suggestionCache.set(word, suggestions);
  }
  return suggestions;
}
