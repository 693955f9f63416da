import { cutAtQuietGap } from './signal';
import { recordingSampleRate } from './wav';

/**
 * While a long answer is recorded, the recorder sends it in parts to be recognised as the student
 * speaks: once `everySeconds` of audio wait, it cuts them in the longest pause of their last
 * `searchSeconds` and sends what comes before (parts of 8-10 s); the rest waits for the next part.
 */
export const recordingPart = { everySeconds: 10, searchSeconds: 2 } as const;

/** Where to cut the audio waiting to be sent (a sample index), or undefined while less than a part waits. */
export function partCut(waiting: Float32Array, sampleRate = recordingSampleRate): number | undefined {
  if (waiting.length < recordingPart.everySeconds * sampleRate) return undefined;
  return cutAtQuietGap(waiting, sampleRate, recordingPart.searchSeconds);
}

/**
 * The parts a recorder sends of a whole recording, each with its first sample, as it cuts them
 * while recording (benches and tests send recordings the way the browser does); the audio after
 * the last part is not one.
 */
export function recordingParts(samples: Float32Array, sampleRate = recordingSampleRate): { startSample: number; samples: Float32Array }[] {
  const parts: { startSample: number; samples: Float32Array }[] = [];
  for (let start = 0; ; ) {
    const cut = partCut(samples.subarray(start, start + recordingPart.everySeconds * sampleRate), sampleRate);
    if (cut === undefined || cut === 0) return parts;
    parts.push({ startSample: start, samples: samples.subarray(start, start + cut) });
    start += cut;
  }
}
