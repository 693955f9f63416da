import { templateRules } from '@shared/scoring';
import templateFile from '@shared/scoring/templates.json';
import { words } from '@shared/text';
import { tagSentences, type Token } from './grammar/tokens';

/** A template as students memorise it: its fixed words (the slots are where they put their own). */
interface Template {
  fixed: string[];
}

const wordsOf = (text: string) => words(text.toLowerCase()).map((word) => word.replace(/[^a-z']/g, '')).filter(Boolean);

/**
 * The memorised sentences and frames that circulate among PTE candidates (written for this
 * project, shared/scoring/templates.json: 151 of them for essays, emails, summaries, Describe
 * Image, Re-tell Lecture and Respond to a Situation), each as its fixed words.
 */
const templates: readonly Template[] = templateFile.templates.map(({ text }) => ({ fixed: wordsOf(text.replace(/\{[^}]*\}/g, ' ')) }));

/** The templates as students write them, a topic in each slot: about 2,000 words of essay-shaped text to warm the analysers up with. */
export const filledTemplates = templateFile.templates.map(({ text }) => text.replace(/\{[^}]*\}/g, 'online learning')).join(' ');

/** Every word the templates use outside their slots: the register of memorised text. */
const templateWords = new Set(templates.flatMap((template) => template.fixed));

/**
 * A sentence of at least genericSentenceWords words of which this share are stop words or words
 * of the templates' register is template text although no listed template matches it ("Secondly,
 * many experts argue that it brings numerous advantages in various aspects of our daily lives."):
 * it says nothing about the topic.
 */
const { genericShare, genericSentenceWords } = templateRules;

/** A sentence is template text when it holds at least this share of one template's fixed words, in order. */
const templateMatchShare = templateRules.matchShare;

/** The answer's share of template text above which a warning is shown. */
const templateWarningShare = templateRules.warningShare;

/** The longest run of `template` found in order in `sentence`: which of the sentence's words it takes (LCS). */
function matchedInOrder(sentence: readonly string[], template: readonly string[]): Set<number> {
  const table = Array.from({ length: sentence.length + 1 }, () => new Array<number>(template.length + 1).fill(0));
  for (let i = sentence.length - 1; i >= 0; i -= 1) {
    for (let j = template.length - 1; j >= 0; j -= 1) {
      table[i]![j] = sentence[i] === template[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const taken = new Set<number>();
  for (let i = 0, j = 0; i < sentence.length && j < template.length; ) {
    if (sentence[i] === template[j]) {
      taken.add(i);
      i += 1;
      j += 1;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i += 1;
    else j += 1;
  }
  return taken;
}

export interface TemplateUse {
  /** The sentences of the answer that follow a template, as written. */
  sentences: string[];
  /** The share of the answer's words that are a template's fixed words (0-1). */
  share: number;
  /** The answer without the templates' fixed words: what the student wrote themselves. */
  ownText: string;
  warning?: string;
}

/**
 * Which sentences of an answer follow a memorised template, by similarity rather than exact
 * phrase: a sentence holding at least 70 % of a template's fixed words in order ("In today's
 * rapidly changing world, the question of whether online study ... has become a matter of
 * considerable debate" with its own words in the slot). The template's fixed words count as
 * template text; the slot words stay the student's.
 */
export function detectTemplates(text: string): TemplateUse {
  const sentences = text.split(/(?<=[.!?])\s+|\n+/).filter((sentence) => sentence.trim() !== '');
  // The answer's tokens, tagged once for the whole analyser, by the sentence (of the split above) they start in.
  let cursor = 0;
  const starts = sentences.map((sentence) => (cursor = text.indexOf(sentence, cursor)));
  const tokensOf = sentences.map((): Token[] => []);
  for (const token of tagSentences(text).flat()) {
    const index = starts.findLastIndex((start) => start <= token.start);
    if (index >= 0 && /[a-z]/i.test(token.text)) tokensOf[index]!.push(token);
  }
  let total = 0;
  let covered = 0;
  const found: string[] = [];
  const own: string[] = [];
  for (const [index, sentence] of sentences.entries()) {
    const sentenceWords = wordsOf(sentence);
    total += sentenceWords.length;
    const tokens = tokensOf[index]!;
    const generic = tokens.filter((token) => token.stop || templateWords.has(token.lower)).length;
    if (tokens.length >= genericSentenceWords && generic >= genericShare * tokens.length) {
      found.push(sentence.trim());
      covered += generic;
      own.push(tokens.filter((token) => !token.stop && !templateWords.has(token.lower)).map((token) => token.lower).join(' '));
      continue;
    }
    let best = new Set<number>();
    const present = new Set(sentenceWords);
    for (const template of templates) {
      if (template.fixed.length < templateRules.minimumFixedWords) continue;
      // The words in order cannot reach the share if the words at all do not (and this costs no table).
      if (template.fixed.filter((word) => present.has(word)).length < templateMatchShare * template.fixed.length) continue;
      const taken = matchedInOrder(sentenceWords, template.fixed);
      if (taken.size >= templateMatchShare * template.fixed.length && taken.size > best.size) best = taken;
    }
    if (best.size > 0) {
      found.push(sentence.trim());
      covered += best.size;
    }
    own.push(sentenceWords.filter((_, index) => !best.has(index)).join(' '));
  }
  const share = total === 0 ? 0 : covered / total;
  const result: TemplateUse = { sentences: found, share, ownText: own.join(' ') };
  if (share <= templateWarningShare) return result;
  return {
    ...result,
    warning: `About ${Math.round(share * 100)}% of your answer is memorised template text ("${found[0]}"${found.length > 1 ? ` and ${found.length - 1} more` : ''}). Template sentences earn no content or range: say it in your own words.`,
  };
}
