import nspell from 'nspell';
import americanDictionary from 'dictionary-en';
import britishDictionary from 'dictionary-en-gb';

type Speller = ReturnType<typeof nspell>;

// Current words that both dictionaries lack, which students of these topics write often.
const missingWords = ['wellbeing', 'compostable', 'email', 'emails', 'online', 'smartphone', 'smartphones', 'livestream', 'microplastics', 'upskilling', 'reskilling'];

let spellers: { american: Speller; british: Speller } | undefined;

/**
 * Both dictionaries, loaded on first use (about 0.1 s each), not at import: the API's analysis
 * function imports the writing module only to queue jobs. The exam accepts British and American
 * spelling.
 */
function getSpellers(): { american: Speller; british: Speller } {
  if (!spellers) {
    const load = (dictionary: { aff: Uint8Array; dic: Uint8Array }) => nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
    spellers = { american: load(americanDictionary), british: load(britishDictionary) };
    for (const word of missingWords) spellers.american.add(word);
  }
  return spellers;
}

/** Whether a word is spelt as in either dictionary, in the case written (a capital at the start is allowed on any word). */
export function isSpeltRight(word: string): boolean {
  const { american, british } = getSpellers();
  return american.correct(word) || british.correct(word);
}

/** Whether a lower-case word is an English word as written (not only as a name: "shakespeare" is not). */
export function isEnglishWord(word: string): boolean {
  return isSpeltRight(word.toLowerCase());
}

let namesInDictionaries: Set<string> | undefined;

/** Whether a word is also a name written with a capital in both dictionaries' lists (names, days, languages): "March", "Danish", "Apple". */
export function isAlsoAName(word: string): boolean {
  namesInDictionaries ??= new Set(
    [americanDictionary, britishDictionary].flatMap((dictionary) =>
      Buffer.from(dictionary.dic)
        .toString('utf8')
        .split('\n')
        .filter((line) => /^[A-Z][a-z]/.test(line))
        .map((line) => line.split('/')[0]!.toLowerCase()),
    ),
  );
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
    const { american, british } = getSpellers();
    suggestions = [...new Set([...american.suggest(word), ...british.suggest(word)])].slice(0, 3);
    if (suggestionCache.size >= suggestionCacheSize) suggestionCache.clear();
    suggestionCache.set(word, suggestions);
  }
  return suggestions;
}
