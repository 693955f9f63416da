import type { KeywordMatcher } from '@shared/scoring';
import { tagSentences, type Token } from './grammar/tokens';
import { meaningsOf, synonymsOf, type WordnetPos } from './wordnet';

const wordnetPos: Partial<Record<string, WordnetPos>> = { NOUN: 'noun', PROPN: 'noun', VERB: 'verb', ADJ: 'adj', ADV: 'adv' };

/** Words that carry no meaning of their own in a keyword phrase ("the", "of"). */
const functionPos = new Set(['DET', 'ADP', 'CCONJ', 'SCONJ', 'PART', 'PUNCT', 'AUX', 'PRON', 'SPACE', 'SYM', 'NUM']);

const isContentWord = (token: Token) => /[a-z]/i.test(token.text) && !functionPos.has(token.pos);
const contentWords = (text: string): Token[] => tagSentences(text).flat().filter(isContentWord);

const stemCache = new Map<string, string[]>();

/**
 * The stems each phrase is said with: "surroundings" → ["surround"], "educational activity" →
 * ["educ", "activ"]. The phrases not seen before are tagged in one pass, one sentence each: a
 * word's synonyms are many, and tagging each alone made the first answer to a question 3 times slower.
 */
function stemsOfAll(phrases: readonly string[]): string[][] {
  const fresh = [...new Set(phrases.filter((phrase) => !stemCache.has(phrase) && !/[.!?]/.test(phrase)))];
  if (fresh.length > 0) {
    const sentences = tagSentences(fresh.map((phrase) => `${phrase}.`).join('\n'));
    if (sentences.length === fresh.length) fresh.forEach((phrase, index) => stemCache.set(phrase, sentences[index]!.filter(isContentWord).map((token) => token.stem)));
  }
  return phrases.map((phrase) => {
    let stems = stemCache.get(phrase);
    if (!stems) {
      stems = contentWords(phrase).map((token) => token.stem);
      stemCache.set(phrase, stems);
    }
    return stems;
  });
}

const stemsOf = (phrase: string) => stemsOfAll([phrase])[0]!;

/** The share of an answer's word families (Porter stems of its content words) found in the item's own text. */
export function sourceShare(answer: string, source: string): number {
  const stems = new Set(contentWords(answer).filter((token) => token.text.length > 2).map((token) => token.stem));
  const sourceStems = new Set(contentWords(source).map((token) => token.stem));
  return stems.size === 0 ? 0 : [...stems].filter((stem) => sourceStems.has(stem)).length / stems.size;
}

/**
 * Finds a keyword in an answer by meaning: each content word of the keyword is found when the
 * answer has a word of the same family (Porter stems: "universities" for "university",
 * "educate" for "education"), a synonym phrase of its common senses, or a word sharing one of its
 * meanings in WordNet ("pupils" for "students", "instruction" for "education");
 * a keyword of several words needs all of them. Returns the answer's words that said it, for the
 * evidence.
 */
export function meaningMatcher(text: string): KeywordMatcher {
  const answer = contentWords(text);
  const byStem = new Map<string, string>();
  for (const token of answer) if (!byStem.has(token.stem)) byStem.set(token.stem, token.text);
  // The answer's words by their own senses only: linked on both sides, "employers" would say "employees" through "employ".
  const answerMeanings = answer.map((token) => ({ token, meanings: meaningsOf(token.lemma, wordnetPos[token.pos], false) }));
  const find = (word: Token): string | undefined => {
    const direct = byStem.get(word.stem) ?? byStem.get(stemsOf(word.lemma)[0] ?? '');
    if (direct) return direct;
    const phrase = stemsOfAll(synonymsOf(word.lemma)).find((stems) => stems.length > 1 && stems.every((stem) => byStem.has(stem)));
    if (phrase) return phrase.map((stem) => byStem.get(stem)).join(' ');
    const meanings = meaningsOf(word.lemma, wordnetPos[word.pos]);
    return answerMeanings.find(({ meanings: theirs }) => [...theirs].some((meaning) => meanings.has(meaning)))?.token.text;
  };
  return (keyword) => {
    const said: string[] = [];
    for (const word of contentWords(keyword)) {
      const found = find(word);
      if (!found) return undefined;
      said.push(found);
    }
    return said.length > 0 ? said.join(' ') : undefined;
  };
}
