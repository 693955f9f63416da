import { splitParagraphs } from './sentences';

/** Letters present and none of them lowercase, e.g. isAllCapitals('I AGREE.') === true. */
export function isAllCapitals(text: string): boolean {
  return /\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);
}

/**
 * Whether the text has any sentence punctuation (. , ; : ! ?). Apostrophes and
 * quotes do not count: "no punctuation" in practice.md §5 means unpunctuated prose.
 */
export function hasPunctuation(text: string): boolean {
  return /[.,;:!?]/.test(text);
}

const bullet = /^([-*•·▪‣◦●○]|\d+[.)])\s+/u;

/** Every non-blank line starts with a bullet (-, *, •, 1. or 1)), e.g. isOnlyBullets('- one\n- two') === true. */
export function isOnlyBullets(text: string): boolean {
  const lines = splitParagraphs(text);
  return lines.length > 0 && lines.every((line) => bullet.test(line));
}

/** The first letter, after any opening quote or bracket, is a capital, e.g. startsWithCapital('"The end."') === true. */
export function startsWithCapital(text: string): boolean {
  return /^\s*["'“‘([]*\p{Lu}/u.test(text);
}

/** The text ends with a full stop, before any closing quote or bracket, e.g. endsWithFullStop('It ended.') === true. */
export function endsWithFullStop(text: string): boolean {
  return /\.["'”’)\]]*\s*$/u.test(text);
}
