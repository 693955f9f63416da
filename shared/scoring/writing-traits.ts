import { countSentences, countUniqueWords, matchingLongWords, normaliseSpeech, splitParagraphs } from '@shared/text';
import { keywordCoverage, type KeywordMatcher } from './talk-content';
import { countTransitions } from './transitions';
import type { Trait } from './types';
import type { WritingTypeCode } from './word-bands';

/** Points for an error count: the first row whose maxErrors the count does not exceed; beyond the last row, 0. */
export type ErrorBands = readonly { maxErrors: number; points: number }[];

/** Points for a count: the first row the count reaches; below the last row, 0. */
export type CountBands = readonly { atLeast: number; points: number }[];

/** Spelling (practice.md §5): 0 errors gives 2, 1 gives 1, more 0. */
export const spellingBands: ErrorBands = [
  { maxErrors: 0, points: 2 },
  { maxErrors: 1, points: 1 },
];

/** Email spelling: "at most two errors gives 2" (practice.md §5); we keep the one-step decline, so 3 gives 1. */
export const emailSpellingBands: ErrorBands = [
  { maxErrors: 2, points: 2 },
  { maxErrors: 3, points: 1 },
];

/** Grammar (practice.md §5, Essay): under 5 errors gives 2, 5 to 8 gives 1; the spec's one grammar rule serves every writing type. */
export const grammarBands: ErrorBands = [
  { maxErrors: 4, points: 2 },
  { maxErrors: 8, points: 1 },
];

/** Vocabulary matching the topic (practice.md §5, Essay): 10 or more matching long words 2, 2 or more 1; used for every writing type. */
export const vocabularyBands: CountBands = [
  { atLeast: 10, points: 2 },
  { atLeast: 2, points: 1 },
];

/** Unique words (practice.md §5, Essay): 100 or more 2, 40 or more 1; the General linguistic range trait. */
export const uniqueWordBands: CountBands = [
  { atLeast: 100, points: 2 },
  { atLeast: 40, points: 1 },
];

/**
 * Essay structure: the spec says paragraph, transition and sentence counts
 * feed it without numbers. We ask for an introduction, a body and a conclusion
 * (3 paragraphs), 3 linking words and 8 sentences: all three met gives 2, two give 1.
 */
export const structureTargets = { paragraphs: 3, transitions: 3, sentences: 8 } as const;
export const structureBands: CountBands = [
  { atLeast: 3, points: 2 },
  { atLeast: 2, points: 1 },
];

/** Email organization, our reading of the trait: greeting, body and closing as 3 or more paragraphs give 2, 2 paragraphs give 1. */
export const organizationBands: CountBands = [
  { atLeast: 3, points: 2 },
  { atLeast: 2, points: 1 },
];

/** Writing content: keyword coverage earns full content at 60 %, the cap of keyword points for talk content (practice.md §5). */
export const contentFullAtPercent = 60;

/**
 * The share of an answer's word families that must come from the item's own text (the passage,
 * the lecture, the email task) for an answer that names few keywords to count as on topic, so a
 * paraphrase scores above an off-topic answer. Measured on test/fixtures/writing-ladder.json:
 * paraphrases of a summary took 28-80 % of their word families from the source, answers to other
 * items of the same type at most 33 %; of an email task, 27-36 % against at most 15 %. An essay
 * prompt is too short to tell: essays are on topic by their keywords alone.
 */
export const onTopicSourceShare: Partial<Record<WritingTypeCode, number>> = { WWS: 0.4, WSC: 0.4, LST: 0.3, LCT: 0.25, WWM: 0.22 };

/** Shown when a question has no keywords, so content cannot be judged and is not held against the student. */
export const noKeywordsNote = 'This question has no keywords; content is not checked.';

const greeting = /^(dear|hi|hello|hey|good (morning|afternoon|evening)|to whom it may concern|greetings)\b/i;
const closing = /^(best regards|kind regards|warm regards|warmest regards|regards|yours sincerely|yours faithfully|yours truly|sincerely|best wishes|all the best|many thanks|thanks|thank you|best|cheers)\b/i;

/** The points of an error count, e.g. pointsForErrors(spellingBands, 1) === 1. */
export function pointsForErrors(bands: ErrorBands, errors: number): number {
  return bands.find((band) => errors <= band.maxErrors)?.points ?? 0;
}

/** The points of a count, e.g. pointsForCount(uniqueWordBands, 40) === 1. */
export function pointsForCount(bands: CountBands, count: number): number {
  return bands.find((band) => count >= band.atLeast)?.points ?? 0;
}

/** Spelling from the error count found on the server (nspell), e.g. spellingTrait(2, 'WWM').score === 2. */
export function spellingTrait(errors: number, type: WritingTypeCode, max = 2): Trait {
  const bands = type === 'WWM' ? emailSpellingBands : spellingBands;
  return { name: 'Spelling', score: Math.min(max, pointsForErrors(bands, errors)), max, evidence: { kind: 'count', label: 'spelling errors', count: errors } };
}

/** Grammar from the error count found on the server (harper.js), e.g. grammarTrait(5).score === 1. */
export function grammarTrait(errors: number, max = 2): Trait {
  return { name: 'Grammar', score: Math.min(max, pointsForErrors(grammarBands, errors)), max, evidence: { kind: 'count', label: 'grammar errors', count: errors } };
}

/** Vocabulary: uses of long words that the topic also has. */
export function vocabularyTrait(text: string, topic: string, max = 2): Trait {
  const count = matchingLongWords(text, topic).length;
  return { name: 'Vocabulary', score: Math.min(max, pointsForCount(vocabularyBands, count)), max, evidence: { kind: 'count', label: 'long words matching the topic', count } };
}

/** General linguistic range: distinct words. */
export function uniqueWordsTrait(text: string, max = 2): Trait {
  const count = countUniqueWords(text);
  return { name: 'General linguistic range', score: Math.min(max, pointsForCount(uniqueWordBands, count)), max, evidence: { kind: 'count', label: 'unique words', count } };
}

/** Development, structure and coherence from paragraph, linking-word and sentence counts. */
export function structureTrait(text: string, max = 2): Trait {
  const counts = { paragraphs: splitParagraphs(text).length, transitions: countTransitions(text), sentences: countSentences(text) };
  const checks = (Object.keys(structureTargets) as (keyof typeof structureTargets)[]).map((key) => ({
    label: `at least ${structureTargets[key]} ${key}`,
    passed: counts[key] >= structureTargets[key],
    count: counts[key],
  }));
  const met = checks.filter((check) => check.passed).length;
  return { name: 'Development structure and coherence', score: Math.min(max, pointsForCount(structureBands, met)), max, evidence: { kind: 'checks', checks } };
}

/** Email conventions (practice.md §5: intro and closing words count): 1 for a greeting first, 1 for a closing in the last two lines. */
export function emailConventionsTrait(text: string, max = 2): Trait {
  const lines = splitParagraphs(text);
  const checks = [
    { label: 'opens with a greeting', passed: greeting.test(lines[0] ?? '') },
    { label: 'ends with a closing', passed: lines.slice(-2).some((line) => closing.test(line)) },
  ];
  return { name: 'Email conventions', score: Math.min(max, checks.filter((check) => check.passed).length), max, evidence: { kind: 'checks', checks } };
}

/** Organization of an email from its paragraphs. */
export function organizationTrait(text: string, max = 2): Trait {
  const count = splitParagraphs(text).length;
  return { name: 'Organization', score: Math.min(max, pointsForCount(organizationBands, count)), max, evidence: { kind: 'count', label: 'paragraphs', count } };
}

/**
 * Content from the task keywords the answer uses (speaking normalisation on
 * both, so '5' meets 'five'): max × coverage / 60 %,
 * rounded down, full from 60 %. Example: 3 of 10 keywords in an essay (max 3) → 1.
 */
export function contentTrait(text: string, keywords: readonly string[], max: number, byMeaning?: KeywordMatcher, source?: { share: number; onTopicAt: number | undefined }): Trait {
  if (keywords.length === 0) return { name: 'Content', score: max, max, evidence: { kind: 'note', text: noKeywordsNote } };
  const coverage = keywordCoverage(keywords, normaliseSpeech(text), byMeaning);
  const points = Math.floor((max * Math.min(coverage.percent, contentFullAtPercent)) / contentFullAtPercent + 1e-9);
  // An answer in its own words that is plainly about the item keeps a point: off topic is 0, this is not.
  if (points === 0 && source?.onTopicAt !== undefined && source.share >= source.onTopicAt) return { name: 'Content', score: 1, max, evidence: { ...coverage, sourceShare: source.share } };
  return { name: 'Content', score: points, max, evidence: coverage };
}
