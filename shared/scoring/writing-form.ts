import { skillMax } from '@shared/exam';
import {
  countSentences,
  countWords,
  endsWithFullStop,
  hasPunctuation,
  isAllCapitals,
  isOnlyBullets,
  matchWords,
  normaliseWords,
  splitParagraphs,
  splitSentences,
  startsWithCapital,
} from '@shared/text';
import { percentOf } from './item-score';
import type { Trait } from './types';
import { wordBandOf, type WritingTypeCode } from './word-bands';

/** Limits of the form rules (practice.md §5). */
export const formLimits = { copiedPercent: 99, summarySentences: 8, summaryParagraphs: 4 } as const;

/** What a student reads for each broken form rule. */
export const formRuleTexts = {
  allCapitals: 'written all in capitals',
  noPunctuation: 'no punctuation',
  onlyBullets: 'only bullet points',
  moreThanOneSentence: 'more than one sentence',
  noCapitalStart: 'does not start with a capital letter',
  noFinalFullStop: 'does not end with a full stop',
  sentenceWithoutFullStop: 'a sentence does not end with a full stop',
  copiedPassage: 'copies more than 99 % of the passage',
  tooManySentences: 'more than 8 sentences',
  tooManyParagraphs: 'more than 4 paragraphs',
  noFullStop: 'no full stop',
} as const;

/**
 * The share of the passage's words (each matched once) that the answer
 * repeats, as a percentage: "copying more than 99 percent of the topic"
 * (practice.md §5) read literally. Example: passageCopyPercent('a b', 'a b c d') === 50.
 */
export function passageCopyPercent(answer: string, passage: string): number {
  const source = normaliseWords(passage);
  return percentOf(matchWords(source, normaliseWords(answer)).matched.length, source.length);
}

interface FormRule {
  text: string;
  broken: (answer: string, source: string) => boolean;
}

/** All capitals, no punctuation or only bullets gives zero on every type (practice.md §5). */
const commonRules: readonly FormRule[] = [
  { text: formRuleTexts.allCapitals, broken: isAllCapitals },
  { text: formRuleTexts.noPunctuation, broken: (answer) => !hasPunctuation(answer) },
  { text: formRuleTexts.onlyBullets, broken: isOnlyBullets },
];

/**
 * The rules beyond the word band, per type (practice.md §5): Summarize Written
 * Text style, "other summary" (WSC, 5-60 words), "short writing variant" (LST,
 * 40-100 words); LCT, Essay and Email have the word band only.
 */
const typeRules: Readonly<Record<WritingTypeCode, readonly FormRule[]>> = {
  WWS: [
    { text: formRuleTexts.moreThanOneSentence, broken: (answer) => countSentences(answer) > 1 },
    { text: formRuleTexts.noCapitalStart, broken: (answer) => !startsWithCapital(answer) },
    { text: formRuleTexts.noFinalFullStop, broken: (answer) => !endsWithFullStop(answer) },
    { text: formRuleTexts.copiedPassage, broken: (answer, source) => passageCopyPercent(answer, source) > formLimits.copiedPercent },
  ],
  WSC: [
    { text: formRuleTexts.noFinalFullStop, broken: (answer) => !endsWithFullStop(answer) },
    { text: formRuleTexts.sentenceWithoutFullStop, broken: (answer) => splitSentences(answer).some((sentence) => !endsWithFullStop(sentence)) },
  ],
  LST: [
    { text: formRuleTexts.tooManySentences, broken: (answer) => countSentences(answer) > formLimits.summarySentences },
    { text: formRuleTexts.tooManyParagraphs, broken: (answer) => splitParagraphs(answer).length > formLimits.summaryParagraphs },
    // "needs a full stop": at least one, wherever it is.
    { text: formRuleTexts.noFullStop, broken: (answer) => !answer.includes('.') },
  ],
  LCT: [],
  WWE: [],
  WWM: [],
};

/**
 * Form of a writing answer: 0 when a form rule is broken or the word count is
 * in the zero band, 1 in a partial band, the type's form maximum in the full band.
 * Example: scoreForm('LST', { text: 60 words ending in a full stop, source }) → 2 of 2.
 */
export function scoreForm(type: WritingTypeCode, { text, source }: { text: string; source: string }): Trait {
  const max = skillMax(type, 'Form');
  const words = countWords(text);
  const { band, range } = wordBandOf(type, words);
  const failed = words === 0 ? [] : [...commonRules, ...typeRules[type]].filter((rule) => rule.broken(text, source)).map((rule) => rule.text);
  const points = band === 'full' ? max : band === 'partial' ? 1 : 0;
  return {
    name: 'Form',
    score: failed.length > 0 ? 0 : points,
    max,
    evidence: { kind: 'wordBand', words, band, range, failed },
  };
}
