import { alignWords, normaliseSpeech } from '@shared/text';
import { roundPoints } from './clamps';
import type { Recognition } from './recognition';
import { speakingScore } from './speaking';
import type { ItemScore, Trait } from './types';

/** Read Aloud content maximum: the 0-5 scale of the other talk traits (pte-format.md gives no maximum). */
export const readAloudContentMax = 5;

/**
 * Read Aloud content (pte-format.md: each replaced, omitted or inserted word
 * is an error): 5 points scaled down by the share of errors in the text's
 * words, rounded, never below 0.
 * Example: a 10-word text read with three errors → round(5 × 0.7) = 4.
 */
export function scoreReadAloudContent({ text, transcript }: { text: string; transcript: string }): Trait {
  const reference = normaliseSpeech(text);
  const alignment = alignWords(reference, normaliseSpeech(transcript));
  const share = reference.length === 0 ? 0 : Math.max(0, 1 - alignment.errors / reference.length);
  return {
    name: 'Content',
    score: roundPoints(share * readAloudContentMax),
    max: readAloudContentMax,
    evidence: { kind: 'alignment', steps: alignment.steps, errors: alignment.errors },
  };
}

/**
 * Read Aloud: content, pronunciation (judged against the text) and oral fluency 0-5 each, out
 * of 15, a success over 7.
 */
export function scoreReadAloud({ text, recognition }: { text: string; recognition: Recognition }): ItemScore {
  return speakingScore('SRA', recognition, (transcript) => scoreReadAloudContent({ text, transcript }), { text });
}
