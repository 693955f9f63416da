import { spellDigits, spellNumber, spellNumberAsSaid } from './spell-number';

/** A number read from words: its value and the position just after its last word. */
interface Reading {
  value: number;
  end: number;
}

const upTo = (count: number): number[] => Array.from({ length: count }, (_, index) => index + 1);
/** one … nineteen, from the same spelling the normalised numbers are written in. */
const belowTwenty = new Map(upTo(19).map((value) => [spellNumber(value), value]));
const tens = new Map(upTo(9).slice(1).map((ten) => [spellNumber(ten * 10), ten * 10]));
const scales = new Map([['thousand', 1_000], ['million', 1_000_000], ['billion', 1_000_000_000]]);
/** Words that multiply the number before them; one left unapplied means that number was the start of the next. */
const multipliers = new Set(['hundred', ...scales.keys()]);
/** Digits after 'point', where 'oh' is said for zero: 'two point oh five'. */
const digitWords = new Map([['zero', 0], ['oh', 0], ...upTo(9).map((value) => [spellNumber(value), value] as const)]);

/** A number from 1 to 99 as said in one or two words: 'seven', 'fifteen', 'twenty', 'twenty five'. */
function readBelowHundred(words: readonly string[], start: number): Reading | undefined {
  const word = words[start] ?? '';
  const small = belowTwenty.get(word);
  if (small !== undefined) return { value: small, end: start + 1 };
  const ten = tens.get(word);
  if (ten === undefined) return undefined;
  const unit = belowTwenty.get(words[start + 1] ?? '');
  return unit !== undefined && unit < 10 ? { value: ten + unit, end: start + 2 } : { value: ten, end: start + 1 };
}

/**
 * The group ending a hundreds or scale: 'ten' in 'three hundred ten' or, with the
 * British 'and', in 'three hundred and ten'. Refused when 'hundred' follows, which
 * makes the group the count of new hundreds: 'one hundred (and) two hundred'.
 */
function readLastGroup(words: readonly string[], start: number): Reading | undefined {
  const group = readBelowHundred(words, words[start] === 'and' ? start + 1 : start);
  return group !== undefined && words[group.end] !== 'hundred' ? group : undefined;
}

/** A number below ten thousand with at most one 'hundred': 'two', 'a hundred and one', 'fifteen hundred', 'three hundred ten'. */
function readHundreds(words: readonly string[], start: number): Reading | undefined {
  const count = words[start] === 'a' && multipliers.has(words[start + 1] ?? '') ? { value: 1, end: start + 1 } : readBelowHundred(words, start);
  if (count === undefined || words[count.end] !== 'hundred') return count;
  const hundreds = { value: count.value * 100, end: count.end + 1 };
  const rest = readLastGroup(words, hundreds.end);
  return rest === undefined ? hundreds : { value: hundreds.value + rest.value, end: rest.end };
}

/**
 * A cardinal whose scale words fall in order, each under `below`:
 * 'two million three hundred thousand and five'. A part followed by a
 * multiplier it cannot take starts the next number: 'one thousand | two thousand'.
 */
function readCardinal(words: readonly string[], start: number, below = Infinity): Reading | undefined {
  const chunk = readHundreds(words, start);
  if (chunk === undefined || chunk.value >= below) return undefined;
  const scale = scales.get(words[chunk.end] ?? '');
  if (scale === undefined || scale >= below || chunk.value >= 1000) return chunk;
  const scaled = { value: chunk.value * scale, end: chunk.end + 1 };
  const rest = readLastGroup(words, scaled.end) ?? readCardinal(words, scaled.end, scale);
  if (rest === undefined || multipliers.has(words[rest.end] ?? '')) return scaled;
  return { value: scaled.value + rest.value, end: rest.end };
}

/** 'oh five' or 'zero five' after a year's first pair: 'nineteen oh five'. */
function readOhDigit(words: readonly string[], start: number): Reading | undefined {
  const unit = belowTwenty.get(words[start + 1] ?? '');
  return (words[start] === 'oh' || words[start] === 'zero') && unit !== undefined && unit < 10 ? { value: unit, end: start + 2 } : undefined;
}

/**
 * A year said in two pairs, the first 11-20 and the second 10-99 or 'oh' and a digit:
 * 'nineteen eighty', 'nineteen oh five', 'twenty twenty five'. Not a year when a
 * multiplier follows ('nineteen twenty thousand'); 'twenty five' alone is one pair.
 */
function readYear(words: readonly string[], start: number): Reading | undefined {
  const century = readBelowHundred(words, start);
  if (century === undefined || century.value < 11 || century.value > 20) return undefined;
  const pair = readBelowHundred(words, century.end);
  const rest = readOhDigit(words, century.end) ?? (pair !== undefined && pair.value >= 10 ? pair : undefined);
  if (rest === undefined || multipliers.has(words[rest.end] ?? '')) return undefined;
  return { value: century.value * 100 + rest.value, end: rest.end };
}

function readWhole(words: readonly string[], start: number): Reading | undefined {
  if (words[start] === 'zero') return { value: 0, end: start + 1 };
  return readYear(words, start) ?? readCardinal(words, start);
}

/** 'point' and the digits said after it: 'point oh five' → '05'. */
function readFraction(words: readonly string[], start: number): { digits: string; end: number } | undefined {
  if (words[start] !== 'point') return undefined;
  let end = start + 1;
  while (digitWords.has(words[end] ?? '')) end += 1;
  const digits = words.slice(start + 1, end).map((word) => digitWords.get(word));
  return digits.length === 0 ? undefined : { digits: digits.join(''), end };
}

/**
 * Number words as a speech recogniser writes them, respelt the one way
 * spellNumberAsSaid spells their value, so that every way of saying a number meets
 * its digits. A number is a maximal run of number words: 'a' counts as one only
 * before hundred, thousand, million or billion, 'and' only after a hundred or a
 * scale and before the rest of the number, 'oh' only inside a year or after
 * 'point'; separate small numbers stay apart ('two three'), and a bare 'hundred'
 * stays a word. Examples: 'three hundred and ten' → three hundred ten,
 * 'a hundred' → one hundred, 'one thousand nine hundred eighty' → nineteen eighty,
 * 'two point oh five' → two point zero five.
 */
export function respellNumberWords(words: readonly string[]): string[] {
  const respelt: string[] = [];
  let position = 0;
  while (position < words.length) {
    const whole = readWhole(words, position);
    if (whole === undefined) {
      respelt.push(words[position] as string);
      position += 1;
      continue;
    }
    respelt.push(...spellNumberAsSaid(whole.value).split(' '));
    const fraction = readFraction(words, whole.end);
    if (fraction !== undefined) respelt.push('point', ...spellDigits(fraction.digits).split(' '));
    position = fraction?.end ?? whole.end;
  }
  return respelt;
}
