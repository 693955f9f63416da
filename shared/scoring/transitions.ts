import { normaliseWords } from '@shared/text';

/** Linking words and phrases counted for essay structure. */
export const transitionPhrases: readonly string[] = [
  'additionally', 'admittedly', 'also', 'although', 'as a result', 'besides', 'consequently', 'conversely',
  'finally', 'first of all', 'firstly', 'for example', 'for instance', 'furthermore', 'hence', 'however',
  'in addition', 'in conclusion', 'in contrast', 'in particular', 'in summary', 'likewise', 'meanwhile',
  'moreover', 'nevertheless', 'nonetheless', 'on the other hand', 'overall', 'secondly', 'similarly',
  'such as', 'therefore', 'thirdly', 'thus', 'to conclude', 'to sum up', 'whereas',
];

const phrases = transitionPhrases.map((phrase) => phrase.split(' '));

/** Occurrences of linking words and phrases, e.g. countTransitions('However, on the other hand, thus.') === 3. */
export function countTransitions(text: string): number {
  const words = normaliseWords(text);
  let count = 0;
  words.forEach((_, start) => {
    count += phrases.filter((phrase) => phrase.every((word, offset) => words[start + offset] === word)).length;
  });
  return count;
}
