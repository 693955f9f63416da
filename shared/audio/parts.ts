import { cutAtQuietGap } from './signal';
import { recordingSampleRate } from './wav';

/**
 * While a long answer is recorded, the recorder sends it in parts to be recognised as the student
 * speaks: once `everySeconds` of audio wait, it cuts them in the longest pause of their last
 * `searchSeconds` and sends what comes before (parts of 8-10 s); the rest waits for the next part.
 * No part is cut with less than `leadSeconds` of answering time left: a part sent as the answer
 * ends is recognised no sooner than the whole (a 10 s answer took 4.8 s instead of 3.4 s). When
 * the recording ends, what is left goes as the last part if it holds `lastSeconds` or more; less
 * is recognised with the answer.
 */
export const recordingPart = { everySeconds: 10, searchSeconds: 2, leadSeconds: 3, lastSeconds: 0.5 } as const;

/**
 * Where to cut the audio waiting to be sent (a sample index), or undefined while less than a part
 * waits or too little answering time is left.
 */
export function partCut(waiting: Float32Array, secondsLeft: number, sampleRate = recordingSampleRate): number | undefined {
  if (waiting.length < recordingPart.everySeconds * sampleRate || secondsLeft < recordingPart.leadSeconds) return undefined;
  return cutAtQuietGap(waiting, sampleRate, recordingPart.searchSeconds);
}

/**
 * The parts a recorder sends of a whole recording, each with its first sample, as it cuts them
 * while recording (benches and tests send recordings the way the browser does), for an answer
 * whose time is `answeringSeconds`; the audio after the last part is not one.
 */
export function recordingParts(samples: Float32Array, answeringSeconds: number, sampleRate = recordingSampleRate): { startSample: number; samples: Float32Array }[] {
  const parts: { startSample: number; samples: Float32Array }[] = [];
  for (let start = 0; ; ) {
    // The part is cut when a part's worth has waited since the last cut.
    const secondsLeft = answeringSeconds - start / sampleRate - recordingPart.everySeconds;
    const cut = partCut(samples.subarray(start, start + recordingPart.everySeconds * sampleRate), secondsLeft, sampleRate);
    if (cut === undefined || cut === 0) return parts;
    parts.push({ startSample: start, samples: samples.subarray(start, start + cut) });
    start += cut;
  }
}
