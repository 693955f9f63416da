import winkNLP, { type ItemSentence, type ItemToken, type ItsFunction, type ItsHelpers, type PartOfSpeech } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

/** A word or mark of the text with its place in it, its part of speech and its lemma. */
export interface Token {
  text: string;
  /** Lower case, with a typographic apostrophe made plain. */
  lower: string;
  lemma: string;
  /** Porter's stem, which one word family shares: "universities" and "university" give "univers". */
  stem: string;
  /** The Universal Dependencies tag wink-nlp gives. */
  pos: PartOfSpeech;
  start: number;
  end: number;
  /** Spaces and line breaks before it. */
  before: string;
  /** The first word of its sentence. */
  initial: boolean;
  /** A word of the kind that carries no topic ("the", "it", "which"): wink-nlp's stop words. */
  stop: boolean;
}

/** The tokens of one sentence, in order. */
export type Sentence = readonly Token[];

let nlp: ReturnType<typeof winkNLP> | undefined;
let its: ItsHelpers | undefined;

/** wink-nlp with its English model, loaded once per process (about 15 ms; tagging a 300-word essay takes about 2 ms). */
function getNlp() {
  nlp ??= winkNLP(model);
  its ??= nlp.its;
  return { nlp, its };
}

/** The texts tagged last: the analyser reads one answer with the grammar rules, the template check and the meaning matcher, and tagging a 300-word essay took 5-20 ms each time. */
const recentlyTagged = new Map<string, readonly Sentence[]>();
const recentlyTaggedSize = 8;

/**
 * The sentences of a text, each token placed by its offsets in the text. wink-nlp keeps every
 * character of a token and the spaces before it, so the offsets are a running sum; a token that
 * does not sit where the sum says (which would be a tokeniser change) is found by search instead.
 */
export function tagSentences(text: string): readonly Sentence[] {
  let sentences = recentlyTagged.get(text);
  if (!sentences) {
    sentences = tag(text);
    if (recentlyTagged.size >= recentlyTaggedSize) recentlyTagged.delete(recentlyTagged.keys().next().value!);
  }
  recentlyTagged.delete(text);
  recentlyTagged.set(text, sentences);
  return sentences;
}

/** Porter stems by word: a stem depends on the word alone, and stemming every token again was a tenth of the analyser's time. */
const stems = new Map<string, string>();

function stemOf(word: string, stem: () => string | undefined): string {
  let found = stems.get(word);
  if (found === undefined) {
    found = (stem() ?? word).toLowerCase();
    if (stems.size >= 100_000) stems.clear();
    stems.set(word, found);
  }
  return found;
}

function tag(text: string): Sentence[] {
  const { nlp, its } = getNlp();
  const doc = nlp.readDoc(text);
  // wink-nlp's typings give its.lemma a signature its own `out` does not accept; it is a token helper like its.pos.
  const lemma = its.lemma as unknown as ItsFunction<string>;
  const stem = its.stem as unknown as ItsFunction<string>;
  const stopWord = its.stopWordFlag as unknown as ItsFunction<boolean>;
  const sentences: Sentence[] = [];
  let cursor = 0;
  doc.sentences().each((sentence: ItemSentence) => {
    const tokens: Token[] = [];
    // Line breaks come as tokens of their own; they go into the space before the next word.
    let breaks = '';
    sentence.tokens().each((token: ItemToken) => {
      const value = token.out();
      if (value.trim() === '') {
        breaks += token.out(its.precedingSpaces) + value;
        return;
      }
      const before = breaks + token.out(its.precedingSpaces);
      breaks = '';
      let start = cursor + before.length;
      if (/\s/.test(text.charAt(start)) || text.slice(start, start + value.length) !== value) start = text.indexOf(value, cursor);
      if (text.slice(start, start + value.length) !== value) start = text.indexOf(value, cursor);
      if (start < 0) return;
      cursor = start + value.length;
      tokens.push({ text: value, lower: value.toLowerCase().replace('\u2019', "'"), lemma: (token.out(lemma) ?? value).toLowerCase(), stem: stemOf(value, () => token.out(stem)), pos: token.out(its.pos) as PartOfSpeech, start, end: cursor, before, initial: !tokens.some((earlier) => /[a-z0-9]/i.test(earlier.text)), stop: token.out(stopWord) === true });
    });
    if (tokens.length > 0) sentences.push(tokens);
  });
  return sentences;
}
