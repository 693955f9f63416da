import type { Recognition } from './recognition';
import { transcriptOf } from './speech-measures';
import { nothingRecorded, type ItemScore } from './types';

/** Shown for a recorded Personal Introduction, which has no points. */
export const personalIntroductionNote = 'Not scored: sent with your score report.';

/**
 * Personal Introduction is not scored (pte-format.md): 0 of 0, a success when
 * something was recorded, so practising it counts as done.
 */
export function scorePersonalIntroduction({ recognition }: { recognition: Recognition }): ItemScore {
  const recorded = transcriptOf(recognition) !== '';
  return {
    score: 0,
    max: 0,
    successful: recorded,
    traits: [{ name: 'Final', score: 0, max: 0, evidence: { kind: 'note', text: recorded ? personalIntroductionNote : nothingRecorded } }],
  };
}
