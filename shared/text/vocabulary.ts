import { normaliseWords } from './normalise';

/**
 * A long word has more than six letters, the long-word rule of the LIX
 * readability index; practice.md §5 counts "long words" without defining them.
 */
export const longWordMinLength = 7;

/** Whether a normalised word is long, e.g. isLongWord('technology') === true, isLongWord('people') === false. */
export function isLongWord(word: string): boolean {
  return word.length >= longWordMinLength;
}

/** The number of distinct words, ignoring case and punctuation, e.g. countUniqueWords('The cat. the CAT!') === 2. */
export function countUniqueWords(text: string): number {
  return new Set(normaliseWords(text)).size;
}

/**
 * Long words of an answer that also occur in a topic, counted each time they
 * are used, in order. Example: matchingLongWords('Technology helps. Technology wins.', 'Is technology good?')
 * → ['technology', 'technology'].
 */
export function matchingLongWords(answer: string, topic: string): string[] {
  const topicWords = new Set(normaliseWords(topic).filter(isLongWord));
  return normaliseWords(answer).filter((word) => isLongWord(word) && topicWords.has(word));
}
