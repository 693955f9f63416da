import { words } from './words';

/** Titles that end in a full stop without ending a sentence. */
const abbreviations: ReadonlySet<string> = new Set(['mr.', 'mrs.', 'ms.', 'dr.', 'prof.', 'st.', 'vs.', 'no.']);

/** Dotted initialisms such as e.g., i.e. and U.S. */
const initialism = /^(\p{L}\.){2,}$/u;

const sentenceEnd = /[.!?]["'”’)\]]*$/u;

function endsSentence(token: string): boolean {
  const bare = token.replace(/^["'“‘([]+/u, '').toLowerCase();
  return sentenceEnd.test(token) && !abbreviations.has(bare) && !initialism.test(bare);
}

/**
 * The paragraphs of a text: its non-blank lines. Students in a text box start a
 * paragraph with a line break, with or without an empty line between.
 * Example: splitParagraphs('One.\n\nTwo.\nThree.') → ['One.', 'Two.', 'Three.'].
 */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The sentences of a text: a sentence ends at a word ending in . ! or ? (not a
 * title such as Dr. or an initialism such as e.g.) and at a paragraph end, so a
 * last sentence without a stop is still one. Decimals (3.5) never split.
 * Example: splitSentences('It rose 3.5%. Why? Dr. Lee knows') → ['It rose 3.5%.', 'Why?', 'Dr. Lee knows'].
 */
export function splitSentences(text: string): string[] {
  return splitParagraphs(text).flatMap((paragraph) => {
    const sentences: string[] = [];
    let current: string[] = [];
    for (const token of words(paragraph)) {
      current.push(token);
      if (endsSentence(token)) {
        sentences.push(current.join(' '));
        current = [];
      }
    }
    if (current.length > 0) sentences.push(current.join(' '));
    return sentences;
  });
}

/** The number of sentences, e.g. countSentences('One. Two!') === 2. */
export function countSentences(text: string): number {
  return splitSentences(text).length;
}
