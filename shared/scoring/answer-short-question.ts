import { containsPhrase, normaliseSpeech } from '@shared/text';
import { typeScore } from './item-score';
import type { Recognition } from './recognition';
import { nothingRecordedScore } from './speaking';
import { transcriptOf } from './speech-measures';
import type { ItemScore } from './types';

/**
 * Answer Short Question (practice.md §5): correct when the transcript contains
 * an accepted answer as whole words after speaking normalisation; 1 point, and
 * a success only at exactly 1. Example: accepted ['a thermometer'], heard 'It is a thermometer.' → 1.
 */
export function scoreAnswerShortQuestion({ recognition, acceptedAnswers }: { recognition: Recognition; acceptedAnswers: readonly string[] }): ItemScore {
  const heard = normaliseSpeech(transcriptOf(recognition));
  if (heard.length === 0) return nothingRecordedScore('SSQ');
  const matched = acceptedAnswers.find((accepted) => containsPhrase(heard, normaliseSpeech(accepted))) ?? null;
  return typeScore('SSQ', [
    {
      name: 'Vocabulary',
      score: matched === null ? 0 : 1,
      max: 1,
      evidence: { kind: 'answer', heard: heard.join(' '), accepted: [...acceptedAnswers], matched },
    },
  ]);
}
