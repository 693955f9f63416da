import { itemTypes, type ItemTypeCode } from '@shared/exam';
import { normaliseSpeech } from '@shared/text';
import { fluencyPoints, fluencyRange, pronunciationPoints, pronunciationRange, speakingTraitMax } from './clamps';
import { typeScore } from './item-score';
import { nothingRecorded, type ItemScore, type Trait } from './types';

/** Measures the speech worker computes from the recording (see pronunciationPoints and fluencyPoints). */
export interface SpeechMeasures {
  /** Mean recognition confidence of the spoken words, 0-1. */
  pronunciation: number;
  /** Words per second of speaking time. */
  fluency: number;
}

/** A recorded answer: its transcript and speech measures. */
export interface SpeechAnswer extends SpeechMeasures {
  transcript: string;
}

/** Pronunciation 0-5 with the confidence behind it, e.g. pronunciationTrait(0.9).score === 5. */
export function pronunciationTrait(confidence: number): Trait {
  return {
    name: 'Pronunciation',
    score: pronunciationPoints(confidence),
    max: speakingTraitMax,
    evidence: { kind: 'measure', label: 'recognition confidence', value: confidence, ...pronunciationRange },
  };
}

/** Oral fluency 0-5 with the speech rate behind it, e.g. fluencyTrait(2).score === 5. */
export function fluencyTrait(wordsPerSecond: number): Trait {
  return {
    name: 'Oral fluency',
    score: fluencyPoints(wordsPerSecond),
    max: speakingTraitMax,
    evidence: { kind: 'measure', label: 'words per second', value: wordsPerSecond, ...fluencyRange },
  };
}

/** The result of an empty recording: every trait of the type 0, each saying 'nothing recorded' (practice.md §4). */
export function nothingRecordedScore(type: ItemTypeCode): ItemScore {
  const traits = itemTypes[type].skills.map(({ name, max = 0 }) => ({
    name,
    score: 0,
    max,
    evidence: { kind: 'note' as const, text: nothingRecorded },
  }));
  return { score: 0, max: traits.reduce((sum, trait) => sum + trait.max, 0), successful: false, traits };
}

/**
 * A talk-type result: nothing recorded when the transcript has no words,
 * otherwise the content trait built from the spoken words plus pronunciation
 * and oral fluency, judged by the type's threshold.
 */
export function speakingScore(type: ItemTypeCode, answer: SpeechAnswer, content: (spoken: string[]) => Trait): ItemScore {
  const spoken = normaliseSpeech(answer.transcript);
  if (spoken.length === 0) return nothingRecordedScore(type);
  return typeScore(type, [content(spoken), pronunciationTrait(answer.pronunciation), fluencyTrait(answer.fluency)]);
}
