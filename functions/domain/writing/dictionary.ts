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

const letters = 'abcdefghijklmnopqrstuvwxyz';
const vowels = 'aeiouy';
/** Words students often run into the next one ("alot", "infact", "eachother"): a split after one of them is a likely slip. */
const runTogether = new Set(['a', 'an', 'as', 'at', 'in', 'of', 'on', 'to', 'no', 'so', 'each', 'any', 'some', 'every']);

/**
 * Every spelling one edit from `word` (a letter dropped, added or changed, two letters swapped, a
 * space added), each with its cost: the slips learners make most often cost 1 (two letters
 * swapped, a letter doubled or undoubled, one vowel for another, a word run into "a" or "in"),
 * other edits 2, other splits 3.
 */
function oneEditAway(word: string): Map<string, number> {
  const found = new Map<string, number>();
  const add = (candidate: string, cost: number) => {
    if (candidate !== word && (found.get(candidate) ?? Infinity) > cost) found.set(candidate, cost);
  };
  for (let i = 0; i <= word.length; i += 1) {
    const before = word.slice(0, i);
    const after = word.slice(i);
    const next = after.charAt(0);
    if (next) add(before + after.slice(1), next === before.at(-1) || next === after.charAt(1) ? 1 : 2);
    if (after.length > 1) add(before + after.charAt(1) + next + after.slice(2), 1);
    if (before && after) add(`${before} ${after}`, runTogether.has(before) ? 1 : 3);
    for (const letter of letters) {
      if (next && letter !== next) add(before + letter + after.slice(1), vowels.includes(letter) && vowels.includes(next) ? 1 : 2);
      add(before + letter + after, letter === before.at(-1) || letter === next ? 1 : 2);
    }
  }
  return found;
}

/** The spellings of `word` with one letter doubled or one double letter made single ("tommorow" → "tomorow", "tommmorow", …). */
function doublingsOf(word: string): string[] {
  const found: string[] = [];
  for (let i = 0; i < word.length; i += 1) {
    found.push(word.slice(0, i + 1) + word.slice(i));
    if (word.charAt(i) === word.charAt(i + 1)) found.push(word.slice(0, i) + word.slice(i + 1));
  }
  return found;
}

const isWordOrPhrase = (candidate: string) => candidate.split(' ').every((part) => (part.length > 1 || part === 'a') && isSpeltRight(part));

/** The same misspellings come back from answer to answer ("recieve", "goverment"). */
const suggestionCache = new Map<string, string[]>();
const suggestionCacheSize = 10_000;

/**
 * Up to three corrections of a misspelt word: the words of either dictionary one edit away, the
 * likeliest slips first (then those keeping the first letter; a split into two words last), or
 * else two doubling slips away ("tommorow" → "tomorrow"). A few milliseconds a word; nspell's
 * own suggest searches every spelling two edits away and took 10 ms to 1.3 s a word.
 */
export function suggestionsFor(word: string): string[] {
  let suggestions = suggestionCache.get(word);
  if (!suggestions) {
    suggestions = closestWords(word);
    if (suggestionCache.size >= suggestionCacheSize) suggestionCache.clear();
    suggestionCache.set(word, suggestions);
  }
  return suggestions;
}

function closestWords(word: string): string[] {
  const capital = /^[A-Z][a-z]/.test(word);
  const written = capital ? word.toLowerCase() : word;
  const candidates = [...oneEditAway(written)].filter(([candidate]) => isWordOrPhrase(candidate));
  const keepsFirstLetter = (candidate: string) => (candidate.charAt(0) === written.charAt(0) ? 0 : 1);
  candidates.sort(([a, costA], [b, costB]) => costA - costB || keepsFirstLetter(a) - keepsFirstLetter(b) || a.localeCompare(b));
  // Any other split ("high school") only when nothing else is close: dictionaries hold odd short words ("occur ed", "stud ens").
  const likely = candidates.filter(([, cost]) => cost < 3);
  const closest = likely.length > 0 ? likely : candidates;
  const found = closest.length > 0 ? closest.map(([candidate]) => candidate) : [...new Set(doublingsOf(written).flatMap(doublingsOf))].filter(isWordOrPhrase).sort();
  return found.slice(0, 3).map((candidate) => (capital ? candidate.charAt(0).toUpperCase() + candidate.slice(1) : candidate));
}
