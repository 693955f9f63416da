const belowTwenty = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine',
  'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen',
];
const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const scales = [
  { value: 1_000_000_000, word: 'billion' },
  { value: 1_000_000, word: 'million' },
  { value: 1_000, word: 'thousand' },
] as const;
/** The largest number spelt: texts hold sums in billions at most, and longer digit runs are codes. */
const largestNumber = 999_999_999_999;

/** Last words whose ordinal is not the word with 'th' (or 'y' → 'ieth') added. */
const irregularOrdinals = new Map([
  ['one', 'first'], ['two', 'second'], ['three', 'third'], ['five', 'fifth'],
  ['eight', 'eighth'], ['nine', 'ninth'], ['twelve', 'twelfth'],
]);

function spellBelowHundred(value: number): string {
  if (value < 20) return belowTwenty[value] as string;
  const unit = value % 10;
  const ten = tens[Math.floor(value / 10)] as string;
  return unit === 0 ? ten : `${ten} ${belowTwenty[unit] as string}`;
}

function spellBelowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  if (hundreds === 0) return spellBelowHundred(rest);
  const spelt = `${belowTwenty[hundreds] as string} hundred`;
  return rest === 0 ? spelt : `${spelt} ${spellBelowHundred(rest)}`;
}

/**
 * A whole number from 0 to 999,999,999,999 in words, space-separated because
 * normalisation strips hyphens, and without 'and' so that British and American
 * readings meet: spellNumber(1250) === 'one thousand two hundred fifty'.
 * Throws a RangeError for anything else.
 */
export function spellNumber(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > largestNumber) {
    throw new RangeError(`spellNumber takes a whole number from 0 to ${largestNumber}, got ${value}`);
  }
  if (value === 0) return 'zero';
  const parts: string[] = [];
  let rest = value;
  for (const scale of scales) {
    const count = Math.floor(rest / scale.value);
    if (count > 0) parts.push(`${spellBelowThousand(count)} ${scale.word}`);
    rest %= scale.value;
  }
  if (rest > 0) parts.push(spellBelowThousand(rest));
  return parts.join(' ');
}

/** Whether people say the value as a year, in pairs of digits: 1100-1999 and 2010-2099 (2000-2009 are 'two thousand …'). */
function isSaidAsYear(value: number): boolean {
  return (value >= 1100 && value <= 1999) || (value >= 2010 && value <= 2099);
}

function spellYear(value: number): string {
  const century = spellBelowHundred(Math.floor(value / 100));
  const rest = value % 100;
  if (rest === 0) return `${century} hundred`;
  return rest < 10 ? `${century} oh ${spellBelowHundred(rest)}` : `${century} ${spellBelowHundred(rest)}`;
}

/**
 * The one spelling speech normalisation gives a whole number, chosen by its value
 * alone so that '1980', 'nineteen eighty' and 'one thousand nine hundred and
 * eighty' all meet: values people say as years (1100-1999, 2010-2099) are spelt
 * as years, whether the text meant a year or a count; others as spellNumber.
 * Examples: 1980 → 'nineteen eighty', 1905 → 'nineteen oh five', 1900 →
 * 'nineteen hundred', 2005 → 'two thousand five', 2025 → 'twenty twenty five',
 * 310 → 'three hundred ten'.
 */
export function spellNumberAsSaid(value: number): string {
  return isSaidAsYear(value) ? spellYear(value) : spellNumber(value);
}

/** An ordinal in words, from the cardinal spelling (never year style): spellOrdinal(22) === 'twenty second', spellOrdinal(100) === 'one hundredth'. */
export function spellOrdinal(value: number): string {
  const words = spellNumber(value).split(' ');
  const last = words.pop() as string;
  const ordinal = irregularOrdinals.get(last) ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return [...words, ordinal].join(' ');
}

/** Digits read one by one, as after a decimal point or in a code: spellDigits('075') === 'zero seven five'. */
export function spellDigits(digits: string): string {
  return [...digits].map((digit) => belowTwenty[Number(digit)] as string).join(' ');
}
