import { countSentences, splitParagraphs, splitSentences, words } from '@shared/text';
import { countTransitions } from './transitions';

/**
 * Continuous measures behind the writing traits, each 0-100, so the analytic profile tells two
 * answers apart where the exam's bands give both the same points ("3 grammar errors" and "0" are
 * both 2 of 2). The points still come from the bands (practice.md §5); the measure is shown
 * beside them and is what the writing ladder checks.
 */

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const toMeasure = (value: number) => Math.round(100 * clamp01(value));
const lowerWords = (text: string) => words(text.toLowerCase()).map((word) => word.replace(/[^a-z']/g, '')).filter(Boolean);

/** Errors per 100 words that halve an error measure. */
const errorsPer100AtHalf = 5;

/**
 * Grammar or spelling: 100 with no error, halved at 5 errors in 100 words, falling ever more
 * slowly after, so that every further error still lowers it: 3 errors in 250 words → 81, 12 → 51.
 */
export function errorMeasure(errors: number, text: string): number {
  const count = lowerWords(text).length;
  return count === 0 ? 0 : toMeasure(1 / (1 + (100 * errors) / count / errorsPer100AtHalf));
}

/** Function words, which say nothing about vocabulary. */
const functionWords = new Set(
  'a an the and or but so if of to in on at by for with from as is are was were be been being it its this that these those there their they them we our you your he she his her i my me not no do does did have has had can could will would should may might must which who whom whose what when where why how than then also very more most such into about over after before between through during each all any some many much other only own same few both'.split(' '),
);

/** Moving-average type-token ratio over windows of 40 words (MATTR): lexical diversity that does not fall with length. */
function movingTypeTokenRatio(text: string, window = 40): number {
  const all = lowerWords(text);
  if (all.length === 0) return 0;
  if (all.length <= window) return new Set(all).size / all.length;
  let sum = 0;
  for (let start = 0; start + window <= all.length; start += 1) sum += new Set(all.slice(start, start + window)).size / window;
  return sum / (all.length - window + 1);
}

/**
 * Vocabulary: how precise and varied the content words are: their mean length (4 letters is
 * everyday, 7 academic) and the share of them of 8 letters or more ("consequently", "infrastructure").
 */
export function vocabularyMeasure(text: string): number {
  const content = [...new Set(lowerWords(text).filter((word) => !functionWords.has(word)))];
  if (content.length === 0) return 0;
  const meanLength = content.reduce((sum, word) => sum + word.length, 0) / content.length;
  const longShare = content.filter((word) => word.length >= 8).length / content.length;
  return toMeasure(0.5 * ((meanLength - 4) / 3) + 0.5 * (longShare / 0.4));
}

/** Words that open a subordinate or relative clause: complex sentences use them. */
const subordinators = new Set(['because', 'although', 'though', 'while', 'whereas', 'since', 'unless', 'if', 'when', 'which', 'who', 'whom', 'whose', 'where', 'that', 'whether', 'once', 'until', 'after', 'before']);

/** General linguistic range: lexical diversity (MATTR, 0.55 → 0, 0.85 → full) and the share of complex sentences (60 % → full). */
export function rangeMeasure(text: string): number {
  const sentences = splitSentences(text);
  const complex = sentences.filter((sentence) => lowerWords(sentence).some((word) => subordinators.has(word))).length;
  const complexShare = sentences.length === 0 ? 0 : complex / sentences.length;
  return toMeasure(0.6 * ((movingTypeTokenRatio(text) - 0.55) / 0.3) + 0.4 * (complexShare / 0.6));
}

/** Development, structure and coherence: paragraphs (4 → full), linking devices per sentence (0.35 → full) and sentences (10 → full), averaged. */
export function structureMeasure(text: string): number {
  const sentences = Math.max(1, countSentences(text));
  return toMeasure((Math.min(1, splitParagraphs(text).length / 4) + Math.min(1, countTransitions(text) / sentences / 0.35) + Math.min(1, sentences / 10)) / 3);
}

/** Email organization: paragraphs (greeting, two body paragraphs, closing, name: 5 → full) and linking devices per sentence (0.3 → full). */
export function organizationMeasure(text: string): number {
  const sentences = Math.max(1, countSentences(text));
  return toMeasure((Math.min(1, splitParagraphs(text).length / 5) + Math.min(1, countTransitions(text) / sentences / 0.3)) / 2);
}
