// Test helpers of the speaking tests (not imported by the app): hand-made word timings.
import type { RecognisedWord, Recognition } from './recognition';

export interface Delivery {
  /** Each word lasts 1 / wordsPerSecond seconds, words back to back (2.5 by default: a natural 150 words per minute). */
  wordsPerSecond?: number;
  /** The confidence of every word (0.95 by default: clear speech). */
  confidence?: number;
  /** The silence each '|' of the script stands for (1.5 s by default). */
  pauseSeconds?: number;
}

/**
 * A recognition of a script said at a steady pace from 0 s, '|' marking a pause.
 * Example: said('one two | three') → one 0-0.4 s, two 0.4-0.8 s, three 2.3-2.7 s, each at 0.95.
 */
export function said(script: string, { wordsPerSecond = 2.5, confidence = 0.95, pauseSeconds = 1.5 }: Delivery = {}): Recognition {
  const words: RecognisedWord[] = [];
  let time = 0;
  for (const token of script.split(/\s+/).filter((token) => token !== '')) {
    if (token === '|') {
      time += pauseSeconds;
      continue;
    }
    words.push({ word: token, start: time, end: time + 1 / wordsPerSecond, confidence });
    time += 1 / wordsPerSecond;
  }
  return { words, duration: time };
}

/** The same recognition with the given confidences, word by word. Example: withConfidences(said('a b'), [0.9, 0.4]). */
export function withConfidences(recognition: Recognition, confidences: readonly number[]): Recognition {
  return { ...recognition, words: recognition.words.map((word, index) => ({ ...word, confidence: confidences[index] ?? word.confidence })) };
}

/** A recording in which nothing was recognised. */
export const silence: Recognition = { words: [], duration: 15 };
