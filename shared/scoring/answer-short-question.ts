import { containsPhrase, normaliseSpeech } from '@shared/text';
import { typeScore } from './item-score';
import type { Recognition } from './recognition';
import { nothingRecordedScore } from './speaking';
import { fillerWords, transcriptOf } from './speech-measures';
import type { ItemScore } from './types';

/**
 * Words that frame a short answer rather than give one: 'It is a thermometer', 'I think the
 * answer would be the moon'.
 */
export const framingWords: ReadonlySet<string> = new Set([
  ...fillerWords,
  ...['i', 'think', 'guess', 'believe', 'maybe', 'perhaps', 'probably', 'so', 'well', 'okay', 'yes', 'no', 'oh'],
  ...['it', 'its', 'is', 'was', 'be', 'would', 'should', 'that', 'thats', 'this', 'these', 'those', 'they', 'theyre', 'are', 'were', 'you', 'we'],
  ...['a', 'an', 'the', 'answer', 'called', 'call', 'named', 'known', 'as', 'of', 'course', 'my'],
]);

/**
 * Other words beside an accepted answer tolerated before an answer counts as a list of guesses:
 * one, for a word the recogniser inserted ('a thermometer too' is still an answer).
 */
export const otherWordsAllowed = 1;

/**
 * Answer Short Question (practice.md §5): correct when the answer given is an accepted answer,
 * as whole words after speaking normalisation. The answer given is what was said less framing
 * words ('it is a'); when more than otherWordsAllowed other words remain, the student listed
 * guesses ('thermometer barometer clock compass') and no guess counts, as an examiner would not
 * pick the right one out of a list. 1 point, a success only at exactly 1.
 * Example: accepted ['a thermometer'], heard 'It is a thermometer.' → 1; heard 'clock barometer
 * thermometer' → 0, other words 'clock', 'barometer'.
 */
export function scoreAnswerShortQuestion({ recognition, acceptedAnswers }: { recognition: Recognition; acceptedAnswers: readonly string[] }): ItemScore {
  const transcript = transcriptOf(recognition);
  if (transcript === '') return nothingRecordedScore('SSQ');
  const heard = normaliseSpeech(transcript);
  const found = acceptedAnswers.find((accepted) => containsPhrase(heard, normaliseSpeech(accepted))) ?? null;
  const answerWords = new Set(found === null ? [] : normaliseSpeech(found));
  const otherWords = found === null ? [] : [...new Set(heard.filter((word) => !framingWords.has(word) && !answerWords.has(word)))];
  const matched = otherWords.length <= otherWordsAllowed ? found : null;
  return typeScore('SSQ', [
    {
      name: 'Vocabulary',
      score: matched === null ? 0 : 1,
      max: 1,
      evidence: { kind: 'answer', heard: heard.join(' '), accepted: [...acceptedAnswers], matched, otherWords },
    },
  ]);
}
