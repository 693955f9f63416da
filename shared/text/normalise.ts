import { respellNumberWords } from './number-words';
import { spellDigits, spellNumberAsSaid, spellOrdinal } from './spell-number';
import { words } from './words';

const notLetterOrDigit = /[^\p{L}\p{N}]+/gu;

/** A typed word compared without case or punctuation, e.g. normaliseWord('Don't,') === 'dont'. */
export function normaliseWord(token: string): string {
  return token.toLowerCase().replace(notLetterOrDigit, '');
}

/** The normalised, non-empty words of a typed text, e.g. normaliseWords('The cat, the hat.') → ['the', 'cat', 'the', 'hat']. */
export function normaliseWords(text: string): string[] {
  return words(text)
    .map(normaliseWord)
    .filter((word) => word !== '');
}

const wordSeparators = /[-‐‑‒–—/]/g;
const symbols = /[%$£€&]/g;
/** A comma that is not a thousands separator (digit before, exactly three digits after) separates a list: '1, 2' and '1,2' are two numbers, '1,250' one. */
const listComma = /(?<!\d),|,(?!\d{3}(?!\d))/g;
/** Punctuation around a token; a point directly before digits stays, as in '.5'. */
const edgePunctuation = /^(?:(?!\.\d)[^\p{L}\p{N}%$£€&])+|[^\p{L}\p{N}%$£€&]+$/gu;
const numeral = /^(?:(?<whole>\d+(?:,\d{3})*)(?:\.(?<fraction>\d+))?|\.(?<bareFraction>\d+))$/;
const ordinalNumeral = /^(\d{1,12})(?:st|nd|rd|th)$/;
/** Digits spelt as a number; longer runs are codes, read digit by digit. */
const longestSpeltDigits = 12;
const scaleWords = new Set(['thousand', 'million', 'billion']);

interface Currency {
  one: string;
  many: string;
  oneCent: string;
  cents: string;
}
const currencies = new Map<string, Currency>([
  ['$', { one: 'dollar', many: 'dollars', oneCent: 'cent', cents: 'cents' }],
  ['£', { one: 'pound', many: 'pounds', oneCent: 'penny', cents: 'pence' }],
  ['€', { one: 'euro', many: 'euros', oneCent: 'cent', cents: 'cents' }],
]);
/** What a symbol on its own is said as. */
const symbolWords = new Map<string, string>([['%', 'percent'], ['&', 'and'], ...[...currencies].map(([symbol, currency]): [string, string] => [symbol, currency.many])]);

interface Numeral {
  /** The digits before the point, commas dropped; absent in '.5'. */
  whole: string | undefined;
  fraction: string | undefined;
}

/** Words read from tokens, and the position just after the last token read. */
interface Reading {
  words: string[];
  end: number;
}

const split = (spelt: string): string[] => spelt.split(' ');

/**
 * The lowercased tokens speech normalisation reads, symbols apart and edge punctuation
 * dropped: speechTokens('Costs $2.50 (45%), or 1,250.') → ['costs', '$', '2.50', '45', '%', 'or', '1,250'].
 */
function speechTokens(text: string): string[] {
  const spaced = text.toLowerCase().replace(wordSeparators, ' ').replace(symbols, ' $& ').replace(listComma, ' ');
  return words(spaced)
    .map((token) => token.replace(edgePunctuation, ''))
    .filter((token) => token !== '');
}

function parseNumeral(token: string | undefined): Numeral | undefined {
  const groups = numeral.exec(token ?? '')?.groups;
  if (groups === undefined) return undefined;
  return { whole: groups.whole?.replaceAll(',', ''), fraction: groups.fraction ?? groups.bareFraction };
}

/** Whole digits by their value ('1,250', '1980'), or one by one when they read as a code: a leading zero ('007') or too many digits. */
function spellWhole(digits: string): string[] {
  const isCode = (digits.length > 1 && digits.startsWith('0')) || digits.length > longestSpeltDigits;
  return split(isCode ? spellDigits(digits) : spellNumberAsSaid(Number(digits)));
}

/** '2.5' → two point five, '0.75' → zero point seven five, '.5' → point five (as read), '310' → three hundred ten. */
function spellNumeral({ whole, fraction }: Numeral): string[] {
  const spelt = whole === undefined ? [] : spellWhole(whole);
  return fraction === undefined ? spelt : [...spelt, 'point', ...split(spellDigits(fraction))];
}

/**
 * An amount as people say it, so that a transcript's 'two dollars fifty' meets '$2.50':
 * '$1' → one dollar, '$2.50' → two dollars fifty, '$0.05' → five cents, '£3.00' → three pounds.
 * More than two decimals are a plain decimal: '$1.125' → one point one two five dollars.
 */
function spellAmount(currency: Currency, amount: Numeral): string[] {
  const { whole = '0', fraction = '' } = amount;
  if (fraction.length > 2) return [...spellNumeral(amount), currency.many];
  const units = Number(whole);
  const cents = Number(fraction.padEnd(2, '0'));
  if (units === 0 && cents > 0) return [...split(spellNumberAsSaid(cents)), cents === 1 ? currency.oneCent : currency.cents];
  const spelt = [...spellWhole(whole), units === 1 ? currency.one : currency.many];
  return cents === 0 ? spelt : [...spelt, ...split(spellNumberAsSaid(cents))];
}

/** A currency sign and the numeral after it: '$5' → five dollars; before a scale word the unit follows it: '$2.5 million' → two point five million dollars. */
function readMoney(tokens: readonly string[], start: number): Reading | undefined {
  const currency = currencies.get(tokens[start] ?? '');
  const amount = parseNumeral(tokens[start + 1]);
  if (currency === undefined || amount === undefined) return undefined;
  const scale = tokens[start + 2] ?? '';
  if (scaleWords.has(scale)) return { words: [...spellNumeral(amount), scale, currency.many], end: start + 3 };
  return { words: spellAmount(currency, amount), end: start + 2 };
}

/** A numeral or ordinal in digits: '1,250', '2.5', '22nd'. */
function readNumeral(tokens: readonly string[], start: number): Reading | undefined {
  const token = tokens[start] ?? '';
  const ordinal = ordinalNumeral.exec(token);
  if (ordinal !== null) return { words: split(spellOrdinal(Number(ordinal[1]))), end: start + 1 };
  const parsed = parseNumeral(token);
  return parsed === undefined ? undefined : { words: spellNumeral(parsed), end: start + 1 };
}

/** A word or symbol: 'per cent' → percent, '%' → percent, '&' → and, "Don't" → dont; punctuation alone → nothing. */
function readWord(tokens: readonly string[], start: number): Reading {
  const token = tokens[start] ?? '';
  if (token === 'per' && tokens[start + 1] === 'cent') return { words: ['percent'], end: start + 2 };
  const word = symbolWords.get(token) ?? normaliseWord(token);
  return { words: word === '' ? [] : [word], end: start + 1 };
}

/**
 * Speaking normalisation, applied alike to a reference text and to a recogniser's
 * transcript so that digits and symbols meet the words said for them: lowercase,
 * punctuation stripped, hyphens, dashes and slashes separating words, and every
 * number in one spelling chosen by its value (spellNumberAsSaid: years as said,
 * others cardinal without 'and'), whether written in digits or in words.
 * '%' and 'per cent' are 'percent', '&' is 'and', '$', '£' and '€' amounts are
 * said with their unit ('$2.50' → two dollars fifty). Numbers in digits stand
 * alone ('1, 2' → one two), while runs of number words are read as whole numbers
 * ('twenty five' → 25). Words glued to digits ('3D', '1990s') stay as written.
 * Example: normaliseSpeech('In 1980, 45% of 310 homes cost $5.') and
 * normaliseSpeech('in nineteen eighty forty five per cent of three hundred and ten homes cost five dollars')
 * → ['in', 'nineteen', 'eighty', 'forty', 'five', 'percent', 'of', 'three', 'hundred', 'ten', 'homes', 'cost', 'five', 'dollars'].
 */
export function normaliseSpeech(text: string): string[] {
  const tokens = speechTokens(text);
  const normalised: string[] = [];
  // Words wait here until a numeral ends their run, then their number words are respelt.
  let heard: string[] = [];
  let position = 0;
  while (position < tokens.length) {
    const digits = readMoney(tokens, position) ?? readNumeral(tokens, position);
    if (digits === undefined) {
      const word = readWord(tokens, position);
      heard.push(...word.words);
      position = word.end;
    } else {
      normalised.push(...respellNumberWords(heard), ...digits.words);
      heard = [];
      position = digits.end;
    }
  }
  return [...normalised, ...respellNumberWords(heard)];
}
