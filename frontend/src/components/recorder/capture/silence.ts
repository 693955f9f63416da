import { silenceStopSeconds } from '@shared/exam';

/**
 * The RMS level under which a 50 ms block counts as silence: 0.01, i.e. -40 dBFS.
 *
 * Measured through Chromium's fake microphone on the recorder's own path (getUserMedia with the
 * processing off → 16 kHz AudioContext → the worklet's 50 ms blocks), fed flite's slt voice
 * saying "my name is john and i live in london":
 * - the voice as flite makes it (peak 0.75): word blocks 0.038-0.39, median 0.21;
 * - the same 20 dB quieter (a soft speaker, about -34 dBFS) over pink room noise at -50 dBFS:
 *   word blocks 0.0100-0.039, median 0.022;
 * - pink room noise alone at -50 dBFS: blocks 0.0025-0.0041; a noisy room at -45 dBFS:
 *   0.0044-0.0074; digital silence: 0.
 * 0.01 sits above every noise block and at the quietest block of the soft speaker, whose
 * syllables still cross it many times a second, so silence never lasts 3 s inside a sentence.
 * In those runs the stop came 3.05-3.1 s after the last word, at 3.0 s with no speech at all
 * (noise or silence), and never with the phrase repeating after 1.5 s pauses.
 * Louder rooms than -45 dBFS keep recording until the time runs out, which is the safe way
 * to be wrong.
 */
export const SILENCE_THRESHOLD = 0.01;

/** Root mean square of samples (-1..1), 0 for none: rms(Float32Array.of(0.5, -0.5)) === 0.5. */
export function rms(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let index = 0; index < samples.length; index += 1) {
    const sample = samples[index]!;
    sum += sample * sample;
  }
  return Math.sqrt(sum / samples.length);
}

/**
 * The highest level of any 50 ms block (800 samples at 16 kHz) of a recording, the way the
 * meter and the silence stop saw it: under SILENCE_THRESHOLD means nothing was heard at all.
 */
export function loudestLevel(samples: Float32Array, blockSamples = 800): number {
  let loudest = 0;
  for (let start = 0; start < samples.length; start += blockSamples) loudest = Math.max(loudest, rms(samples.subarray(start, start + blockSamples)));
  return loudest;
}

export interface SilenceDetectorOptions {
  /** How long the level must stay under the threshold; practice.md §9: 3 seconds. */
  silenceSeconds?: number;
  /** The RMS level under which a reading counts as silence. */
  threshold?: number;
}

/**
 * Fed each level reading with the seconds recorded when it was taken; true once the level
 * has stayed under the threshold for silenceSeconds, and from then on.
 */
export type SilenceDetector = (level: number, atSeconds: number) => boolean;

/**
 * The recorder's silence stop (practice.md §4 step 4). Silence counts from the start of the
 * recording too, as in the exam: a student who never speaks is stopped after 3 s.
 * Example: const silent = createSilenceDetector(); silent(0, 1) === false; silent(0, 3) === true.
 */
export function createSilenceDetector({ silenceSeconds = silenceStopSeconds, threshold = SILENCE_THRESHOLD }: SilenceDetectorOptions = {}): SilenceDetector {
  let quietSince: number | undefined = 0;
  let detected = false;
  return (level, atSeconds) => {
    if (detected) return true;
    if (level >= threshold) {
      quietSince = undefined;
      return false;
    }
    quietSince ??= atSeconds;
    detected = atSeconds - quietSince >= silenceSeconds;
    return detected;
  };
}
