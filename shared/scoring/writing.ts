import { itemTypes, type EnablingSkill } from '@shared/exam';
import { typeScore } from './item-score';
import type { ItemScore, Trait } from './types';
import type { WritingTypeCode } from './word-bands';
import type { KeywordMatcher } from './talk-content';
import { scoreForm } from './writing-form';
import { words } from '@shared/text';
import { errorMeasure, organizationMeasure, rangeMeasure, structureMeasure, vocabularyMeasure } from './writing-measures';
import {
  contentTrait,
  emailConventionsTrait,
  grammarTrait,
  onTopicSourceShare,
  organizationTrait,
  spellingTrait,
  structureTrait,
  uniqueWordsTrait,
  vocabularyTrait,
} from './writing-traits';

/** The task a writing answer responds to. */
export interface WritingTask {
  /** The prompt, the passage, or for spoken summaries the lecture transcript. */
  topic: string;
  /** taskKeywords (or keywords) of the question. */
  keywords?: readonly string[];
}

/** A writing answer with what the server finds in it: error counts, and keywords said in other words. */
export interface WritingAnswer {
  text: string;
  grammarErrors: number;
  spellingErrors: number;
  /** Finds a keyword said in other words (another form of it, a synonym); without it, only the keyword as written counts. */
  byMeaning?: KeywordMatcher;
  /** The share of the answer's word families found in the item's own text (0-1). */
  sourceShare?: number;
  /** The answer without memorised template text: content and range are judged on it. */
  ownText?: string;
}

/**
 * Traits that, at 0, zero the whole answer (practice.md §5: all capitals or out
 * of range zeroes everything; pte-format.md: content or form 0 zeroes the rest,
 * off-topic answers score 0 on every trait).
 */
const gateTraits: readonly EnablingSkill[] = ['Form', 'Content'];

/** A trait's points by the bands, with its continuous measure (writing-measures.ts). */
function trait(type: WritingTypeCode, name: EnablingSkill, max: number, task: WritingTask, answer: WritingAnswer): Trait {
  const scored = bandedTrait(type, name, max, task, answer);
  return { ...scored, measure: measureOf(scored, answer) };
}

function measureOf(scored: Trait, answer: WritingAnswer): number {
  const own = answer.ownText ?? answer.text;
  switch (scored.name) {
    case 'Grammar':
      return errorMeasure(answer.grammarErrors, answer.text);
    case 'Spelling':
      return errorMeasure(answer.spellingErrors, answer.text);
    case 'Vocabulary':
      return vocabularyMeasure(answer.text);
    case 'General linguistic range':
      // Template text shows no range of the student's own: the measure counts their own share of the words.
      return Math.round((rangeMeasure(answer.text) * Math.min(1, words(own).length / Math.max(1, words(answer.text).length))));
    case 'Development structure and coherence':
      return structureMeasure(answer.text);
    case 'Organization':
      return organizationMeasure(answer.text);
    case 'Content':
      return scored.evidence.kind === 'keywords' ? Math.round(Math.min(100, scored.evidence.percent)) : Math.round((100 * scored.score) / scored.max);
    default:
      return Math.round((100 * scored.score) / Math.max(1, scored.max));
  }
}

function bandedTrait(type: WritingTypeCode, name: EnablingSkill, max: number, task: WritingTask, answer: WritingAnswer): Trait {
  const own = answer.ownText ?? answer.text;
  switch (name) {
    case 'Content':
      return contentTrait(own, task.keywords ?? [], max, answer.byMeaning, answer.sourceShare === undefined ? undefined : { share: answer.sourceShare, onTopicAt: onTopicSourceShare[type] });
    case 'Form':
      return scoreForm(type, { text: answer.text, source: task.topic });
    case 'Grammar':
      return grammarTrait(answer.grammarErrors, max);
    case 'Vocabulary':
      return vocabularyTrait(answer.text, task.topic, max);
    case 'Spelling':
      return spellingTrait(answer.spellingErrors, type, max);
    case 'Development structure and coherence':
      return structureTrait(answer.text, max);
    case 'General linguistic range':
      return uniqueWordsTrait(own, max);
    case 'Email conventions':
      return emailConventionsTrait(answer.text, max);
    case 'Organization':
      return organizationTrait(answer.text, max);
    default:
      throw new RangeError(`No writing rule scores ${name}`);
  }
}

/**
 * A writing answer scored on every trait of its type (the catalogue's skills),
 * judged by the type's threshold. Form or content at 0 (all capitals, no
 * punctuation, only bullets, a word count out of range, too few keywords)
 * zeroes every other trait, each then saying why.
 */
export function scoreWriting(type: WritingTypeCode, task: WritingTask, answer: WritingAnswer): ItemScore {
  const traits = itemTypes[type].skills.map(({ name, max = 0 }) => trait(type, name, max, task, answer));
  const gate = traits.find((scored) => gateTraits.includes(scored.name) && scored.score === 0);
  if (gate === undefined) return typeScore(type, traits);
  const note = `Not scored: ${gate.name} is 0.`;
  return typeScore(
    type,
    traits.map((scored) => (scored === gate ? scored : { name: scored.name, max: scored.max, score: 0, evidence: { kind: 'note', text: note } })),
  );
}

/** Write Essay (WWE): 15 points, a success over 7. */
export function scoreWriteEssay(task: WritingTask, answer: WritingAnswer): ItemScore {
  return scoreWriting('WWE', task, answer);
}

/** Write Email (WWM, Core): 15 points, a success over 7. */
export function scoreWriteEmail(task: WritingTask, answer: WritingAnswer): ItemScore {
  return scoreWriting('WWM', task, answer);
}

/** Summarize Written Text (WWS): 7 points, a success over 3. */
export function scoreSummarizeWrittenText(task: WritingTask, answer: WritingAnswer): ItemScore {
  return scoreWriting('WWS', task, answer);
}

/** Summarize Written Text, Core (WSC): 8 points, a success over 4. */
export function scoreSummarizeWrittenTextCore(task: WritingTask, answer: WritingAnswer): ItemScore {
  return scoreWriting('WSC', task, answer);
}

/** Summarize Spoken Text (LST): 10 points, a success over 5. */
export function scoreSummarizeSpokenText(task: WritingTask, answer: WritingAnswer): ItemScore {
  return scoreWriting('LST', task, answer);
}

/** Summarize Spoken Text, Core (LCT): 8 points, a success over 4. */
export function scoreSummarizeSpokenTextCore(task: WritingTask, answer: WritingAnswer): ItemScore {
  return scoreWriting('LCT', task, answer);
}
