import { readFile } from 'node:fs/promises';
import { normaliseSpeech, splitSentences } from '@shared/text';

/**
 * The share of the language model's unigram probability given to the words of the first pass
 * that are not in the expected text. Measured on flite readings of a 54-word passage (4 voices),
 * its first half, the passage with 9 words replaced and an unrelated passage: 0.03, 0.1 and 0.3
 * give the same words within one, so the value is not critical; 0.1 lets a replaced word through.
 */
export const heardWordsWeight = 0.1;

/** What the model gives an n-gram's backoff: a flat 0.3, with 0.7 left to the n-grams seen. */
const backoff = Math.log10(0.3);
const seen = 0.7;
/** log10 of a probability the decoder never picks: a sentence start is a context, not a word. */
const never = -99;

/** A CMU pronouncing dictionary, read for the words of a reference model. */
export interface Pronunciations {
  /** Each word's lines, variants included: 'read' → ['read R EH D', 'read(2) R IY D']. */
  lines: ReadonlyMap<string, readonly string[]>;
  /** Words with an apostrophe by their spelling without, as speaking normalisation writes them: 'dont' → "don't". */
  withoutApostrophes: ReadonlyMap<string, string>;
}

const dictionaries = new Map<string, Promise<Pronunciations>>();

/** A CMU pronouncing dictionary read and indexed once per process (3 MB, about 50 ms). */
export function readPronunciations(path: string): Promise<Pronunciations> {
  let dictionary = dictionaries.get(path);
  if (!dictionary) {
    dictionary = readFile(path, 'utf8').then(parsePronunciations);
    dictionaries.set(path, dictionary);
  }
  return dictionary;
}

export function parsePronunciations(text: string): Pronunciations {
  const lines = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const entry = line.trim();
    const word = entry.split(/\s/, 1)[0]?.replace(/\(\d+\)$/, '');
    if (!word) continue;
    const entries = lines.get(word) ?? [];
    entries.push(entry);
    lines.set(word, entries);
  }
  const withoutApostrophes = new Map([...lines.keys()].filter((word) => word.includes("'")).map((word) => [word.replaceAll("'", ''), word]));
  return { lines, withoutApostrophes };
}

/** The dictionary word for a word of speaking normalisation; undefined when the dictionary has neither (a name it lacks). */
export function dictionaryWord(word: string, { lines, withoutApostrophes }: Pronunciations): string | undefined {
  return lines.has(word) ? word : withoutApostrophes.get(word);
}

export interface ReferenceModel {
  /** An ARPA trigram language model. */
  arpa: string;
  /** The dictionary lines of its words. */
  dictionary: string;
}

function counts<T>(items: Iterable<T>, key: (item: T) => string): Map<string, number> {
  const counted = new Map<string, number>();
  for (const item of items) counted.set(key(item), (counted.get(key(item)) ?? 0) + 1);
  return counted;
}

function ngrams(sentence: readonly string[], size: number): string[][] {
  return sentence.slice(0, sentence.length - size + 1).map((_, start) => sentence.slice(start, start + size));
}

const format = (logProbability: number) => logProbability.toFixed(4);

/**
 * The language model of a second decoding pass that listens for what the item expects (the
 * passage read, the sentence repeated, the answers and the sample answer of a talk) without
 * making the student say it: trigrams of the expected text's sentences, plus every word the
 * first pass heard, as unigrams sharing heardWordsWeight. A word read right is then found
 * even when the general model thought another likelier ('coral' heard as 'carl'), while a word
 * said instead of it, or speech about something else, keeps the words the first pass heard.
 * Measured on flite readings of a 54-word passage, word errors fell from 19, 20, 9 and 6 %
 * to 6, 0, 0 and 0 % (four voices), the passage with 9 words replaced kept them (17 % from
 * the text), and an unrelated passage gained no word of the text.
 * Undefined when no word of the expected text is in the dictionary.
 */
export function referenceModel(expectedText: string, heard: readonly string[], pronunciations: Pronunciations): ReferenceModel | undefined {
  const sentences = splitSentences(expectedText)
    .map((sentence) => normaliseSpeech(sentence).flatMap((word) => dictionaryWord(word, pronunciations) ?? []))
    .filter((sentence) => sentence.length > 0)
    .map((sentence) => ['<s>', ...sentence, '</s>']);
  if (sentences.length === 0) return undefined;

  const unigrams = counts(sentences.flat(), (word) => word);
  const bigrams = counts(sentences.flatMap((sentence) => ngrams(sentence, 2)), (gram) => gram.join(' '));
  const trigrams = counts(sentences.flatMap((sentence) => ngrams(sentence, 3)), (gram) => gram.join(' '));
  const background = [...new Set(heard.filter((word) => pronunciations.lines.has(word) && !unigrams.has(word)))];
  const textWeight = background.length === 0 ? 1 : 1 - heardWordsWeight;
  const words = [...unigrams].reduce((total, [word, count]) => total + (word === '<s>' ? 0 : count), 0);

  const unigramLines = [
    ...[...unigrams].map(([word, count]) => `${format(word === '<s>' ? never : Math.log10((textWeight * count) / words))} ${word} ${format(backoff)}`),
    ...background.map((word) => `${format(Math.log10(heardWordsWeight / background.length))} ${word} ${format(backoff)}`),
  ];
  const bigramLines = [...bigrams].map(([gram, count]) => `${format(Math.log10((seen * count) / unigrams.get(gram.split(' ')[0]!)!))} ${gram} ${format(backoff)}`);
  const trigramLines = [...trigrams].map(([gram, count]) => `${format(Math.log10((seen * count) / bigrams.get(gram.split(' ').slice(0, 2).join(' '))!))} ${gram}`);
  const arpa = [
    '\\data\\',
    `ngram 1=${unigramLines.length}`,
    `ngram 2=${bigramLines.length}`,
    `ngram 3=${trigramLines.length}`,
    '',
    '\\1-grams:',
    ...unigramLines,
    '',
    '\\2-grams:',
    ...bigramLines,
    '',
    '\\3-grams:',
    ...trigramLines,
    '',
    '\\end\\',
    '',
  ].join('\n');
  const vocabulary = [...unigrams.keys(), ...background].filter((word) => word !== '<s>' && word !== '</s>');
  return { arpa, dictionary: `${vocabulary.flatMap((word) => pronunciations.lines.get(word) ?? []).join('\n')}\n` };
}
