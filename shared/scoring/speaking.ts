import { itemTypes, type ItemTypeCode } from '@shared/exam';
import { fluencyPoints, pronunciationPoints, speakingTraitMax } from './clamps';
import { typeScore } from './item-score';
import type { Recognition } from './recognition';
import { fluencyMeasure, pronunciationMeasure, transcriptOf, type SpokenReference } from './speech-measures';
import { nothingRecorded, type ItemScore, type Trait } from './types';

/**
 * Pronunciation 0-5 with the word qualities behind it, judged against the reference text when
 * there is one, or with a talk's unsaid keywords as 0 (see pronunciationMeasure). Example: every
 * word at goodness -4 or better → 5.
 */
export function pronunciationTrait(recognition: Recognition, expected?: Parameters<typeof pronunciationMeasure>[1]): Trait {
  const evidence = pronunciationMeasure(recognition, expected);
  return { name: 'Pronunciation', score: pronunciationPoints(evidence.quality), max: speakingTraitMax, evidence };
}

/**
 * Oral fluency 0-5 with the timings behind it (see fluencyMeasure), the text's words not said, or
 * the words a talk falls short of its full length, counting as silence. Example: steady speech at
 * 2 words per second or more → 5.
 */
export function fluencyTrait(recognition: Recognition, reference?: SpokenReference): Trait {
  const evidence = fluencyMeasure(recognition, reference);
  return { name: 'Oral fluency', score: fluencyPoints(evidence.rate), max: speakingTraitMax, evidence };
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

/** Said in place of pronunciation and oral fluency when the content scored 0. */
export const noContentNote = 'Not scored: too little of what was asked was said (content 0), so delivery earns no points.';

/**
 * A speaking result: nothing recorded when no word was heard (silence or only hesitations),
 * otherwise the content trait built from the transcript plus pronunciation (against the
 * reference text when given; with the keywords the content missed for a talk) and oral fluency
 * (the text's words not said, or a talk's words short of its full length, counting as silence),
 * judged by the type's threshold. When the content scores 0, pronunciation and oral fluency score
 * 0 too, as the exam gives no delivery marks to an answer without content (pte-format.md): fluent
 * speech about something else, or another text read well, must not pass as a good answer.
 */
export function speakingScore(type: ItemTypeCode, recognition: Recognition, content: (transcript: string) => Trait, reference?: SpokenReference): ItemScore {
  const transcript = transcriptOf(recognition);
  // Speech that was heard but not made out (all unclear) is an answer without content, not silence.
  if (transcript === '') return nothingRecordedScore(type);
  const contentTrait = content(transcript);
  const unsaidKeywords = contentTrait.evidence.kind === 'talk' ? contentTrait.evidence.keywords.missed : [];
  const text = reference !== undefined && 'text' in reference ? reference.text : undefined;
  const delivery = [pronunciationTrait(recognition, text ?? { unsaidKeywords }), fluencyTrait(recognition, reference)];
  if (contentTrait.score > 0) return typeScore(type, [contentTrait, ...delivery]);
  return typeScore(type, [contentTrait, ...delivery.map((trait) => ({ ...trait, score: 0, evidence: { kind: 'note' as const, text: noContentNote } }))]);
}
