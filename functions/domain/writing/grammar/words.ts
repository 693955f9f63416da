import { irregularPlurals, irregularVerbs, modals, pluralPronouns, sameFormVerbs, singularPronouns } from './lexicon';
import type { Token } from './tokens';

export type GrammaticalNumber = 'singular' | 'plural';

/** British and American spellings made one, for comparing a word with its lemma: "analyse" and "analyze". */
const neutralSpelling = (word: string) => word.replace(/is(e|ed|es|ing)$/, 'iz$1').replace(/ys(e|ed|es|ing)$/, 'yz$1').replace(/ll(s|ed|ing)?$/, 'l$1');

/** Whether a verb is in its bare form ("realise" is the bare form of the lemma "realize"). */
export function isBaseForm(token: Token): boolean {
  return neutralSpelling(token.lower) === neutralSpelling(token.lemma);
}

/** The -s form of a verb from its lemma: go → goes, study → studies, play → plays. */
export function thirdPersonOf(lemma: string): string {
  if (lemma === 'be') return 'is';
  if (lemma === 'have') return 'has';
  if (/[^aeiou]y$/.test(lemma)) return `${lemma.slice(0, -1)}ies`;
  if (/(s|sh|ch|x|z|o)$/.test(lemma)) return `${lemma}es`;
  return `${lemma}s`;
}

/** The past participle of a verb from its lemma: take → taken, play → played, stop → stopped. */
export function pastParticipleOf(lemma: string): string {
  const irregular = irregularVerbs.get(lemma);
  if (irregular) return irregular[1];
  if (lemma.endsWith('e')) return `${lemma}d`;
  if (/[^aeiou]y$/.test(lemma)) return `${lemma.slice(0, -1)}ied`;
  return `${lemma}ed`;
}

/** The -ing form of a verb from its lemma: make → making, run → running is not guessed (doubling), study → studying. */
export function ingFormOf(lemma: string): string {
  if (lemma.endsWith('ie')) return `${lemma.slice(0, -2)}ying`;
  if (lemma.endsWith('e') && !lemma.endsWith('ee')) return `${lemma.slice(0, -1)}ing`;
  return `${lemma}ing`;
}

/** Nouns always singular although they end in -s: "the news is", "mathematics has". */
const singularInS = new Set(['news', 'mathematics', 'physics', 'economics', 'linguistics', 'genetics', 'electronics', 'measles', 'diabetes', 'lens', 'bus', 'gas', 'virus', 'campus', 'status', 'census', 'bonus', 'focus', 'crisis', 'analysis', 'basis', 'thesis', 'emphasis', 'diagnosis', 'process', 'success', 'access', 'business', 'address', 'class', 'glass', 'grass', 'loss', 'stress', 'progress', 'congress', 'chaos', 'series', 'species', 'means']);

/** Whether a noun or pronoun is singular or plural, when its form says so. */
export function numberOf(token: Token): GrammaticalNumber | undefined {
  const { lower, lemma, pos } = token;
  if (singularPronouns.has(lower)) return 'singular';
  if (pluralPronouns.has(lower) || irregularPlurals.has(lower)) return 'plural';
  if (pos === 'PRON') return undefined;
  if (pos !== 'NOUN' && pos !== 'PROPN') return undefined;
  if (singularInS.has(lower)) return lower === 'series' || lower === 'species' || lower === 'means' ? undefined : 'singular';
  // The tagger leaves a capitalised word at the start of a sentence unlemmatised ("Students").
  const base = lower === lemma && pos === 'PROPN' && token.initial ? lower.replace(/(ies|s)$/, (ending) => (ending === 'ies' ? 'y' : '')) : lemma;
  if (lower !== base && /s$/.test(lower) && !/(ss|us|is)$/.test(lower)) return 'plural';
  if (lower === base && !/[^s]s$/.test(lower)) return 'singular';
  if (lower === base && /(ss|us|is)$/.test(lower)) return 'singular';
  return undefined;
}

/** The verb's agreement form: the -s form, a plural present form, or neither (past, participle, bare after a modal). */
export function agreementFormOf(token: Token): '3sg' | 'plural' | 'base' | undefined {
  const { lower, lemma, pos } = token;
  if (['is', 'was', 'has', 'does', "'s"].includes(lower)) return lower === "'s" ? undefined : '3sg';
  if (['are', 'were', 'have', 'do', "'re", "'ve"].includes(lower)) return 'plural';
  if (pos !== 'VERB' && pos !== 'AUX') return undefined;
  if (lemma === 'be' || modals.has(lower)) return undefined;
  // "hit", "put", "cut" are also their own past: no present form to judge.
  if (isBaseForm(token)) return sameFormVerbs.has(lemma) ? undefined : 'base';
  if (neutralSpelling(lower) === neutralSpelling(thirdPersonOf(lemma))) return '3sg';
  return undefined;
}

/** Whether a word is a base form of a verb that has a different past participle (so "is grow" is wrong, "is put" right). */
/** Verbs that are also adjectives after be: "is sound", "is clean". */
const adjectiveVerbs = new Set(['sound', 'clean', 'clear', 'open', 'free', 'close', 'wrong', 'right', 'dry', 'empty', 'warm', 'cool', 'calm', 'slow', 'quiet', 'fit', 'complete', 'correct', 'separate', 'perfect', 'present', 'content', 'direct', 'live', 'mean', 'light', 'dark', 'fine', 'secure', 'smooth', 'narrow', 'level', 'equal', 'even', 'ready', 'busy', 'tidy', 'better', 'worse', 'part', 'home', 'key', 'subject', 'face', 'need', 'use', 'aim', 'plan', 'fun', 'work', 'worth']);

export function isBareVerb(token: Token): boolean {
  return token.pos === 'VERB' && !adjectiveVerbs.has(token.lower) && isBaseForm(token) && !sameFormVerbs.has(token.lemma) && !token.lower.endsWith('ing') && pastParticipleOf(token.lemma) !== token.lower;
}

/** Whether a word is the simple past of an irregular verb whose participle differs (became, went, took). */
export function isIrregularPast(token: Token): boolean {
  const forms = irregularVerbs.get(token.lemma);
  return forms !== undefined && token.lower === forms[0] && forms[0] !== forms[1];
}
