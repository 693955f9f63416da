import { largestSpeltNumber, spellNumber } from './spell-number';
import { words } from './words';

const notLetterOrDigit = /[^\p{L}\p{N}]+/gu;
const edgePunctuation = /^[^\p{L}\p{N}$]+|[^\p{L}\p{N}%]+$/gu;

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

function speakingWord(token: string, previous: string | undefined, next: string | undefined): string[] {
  const core = token.replace(edgePunctuation, '');
  const money = core.startsWith('$') || previous === '$';
  const percent = core.endsWith('%') || next?.startsWith('%') === true;
  const digits = core.replace(/^\$|%$/g, '');
  if (/^\d+$/.test(digits) && !money && !percent && Number(digits) <= largestSpeltNumber) {
    return spellNumber(Number(digits)).split(' ');
  }
  const word = normaliseWord(core);
  return word === '' ? [] : [word];
}

/**
 * Speaking normalisation (practice.md §5): lowercase, punctuation stripped,
 * whole numbers up to 99 spelt out unless followed by % or preceded by $.
 * Hyphens, dashes and slashes separate words, so a transcriber's "twenty-one"
 * meets a spelt "21". Example: normaliseSpeech('Only 7 of 21 cost $5, or 50%.')
 * → ['only', 'seven', 'of', 'twenty', 'one', 'cost', '5', 'or', '50'].
 */
export function normaliseSpeech(text: string): string[] {
  const tokens = words(text.replace(/[-‐‑‒–—/]/g, ' '));
  return tokens.flatMap((token, position) => speakingWord(token, tokens[position - 1], tokens[position + 1]));
}
