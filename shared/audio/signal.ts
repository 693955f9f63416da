/** A stretch of a recording, in seconds from its start. */
export interface Span {
  start: number;
  end: number;
}

/** The level under which a sample counts as silence: about -34 dBFS, above a microphone's hiss, below any spoken syllable. */
export const silenceLevel = 0.02;

/** From the first to the last sample louder than `level`; undefined when none is. */
export function voicedSpan(samples: Float32Array, sampleRate: number, level = silenceLevel): Span | undefined {
  let first = -1;
  for (let index = 0; index < samples.length; index += 1) {
    if (Math.abs(samples[index]!) > level) {
      first = index;
      break;
    }
  }
  if (first < 0) return undefined;
  let last = first;
  for (let index = samples.length - 1; index > first; index -= 1) {
    if (Math.abs(samples[index]!) > level) {
      last = index;
      break;
    }
  }
  return { start: first / sampleRate, end: (last + 1) / sampleRate };
}

/** The loudest sample of a stretch, 0-1. */
export function peakLevel(samples: Float32Array): number {
  let peak = 0;
  for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
  return peak;
}

export interface SplitOptions {
  /** Chunks are at most this long on average: the recording is cut into ceil(duration / target) pieces. */
  targetSeconds: number;
  /** How far from an even split a cut may move to reach a pause; a chunk is at most target + 2 × search long. */
  searchSeconds: number;
}

const frameSeconds = 0.01;
/** Frames averaged when no pause is near: the quietest 150 ms, which a stop consonant's closure never fills. */
const smoothingFrames = 15;

/** Each 10 ms frame's energy in dB. */
function frameDecibels(samples: Float32Array, sampleRate: number): Float64Array {
  const frame = Math.round(sampleRate * frameSeconds);
  const decibels = new Float64Array(Math.ceil(samples.length / frame));
  for (let index = 0; index < decibels.length; index += 1) {
    let energy = 0;
    const end = Math.min(samples.length, (index + 1) * frame);
    for (let at = index * frame; at < end; at += 1) energy += samples[at]! ** 2;
    decibels[index] = 10 * Math.log10(energy / frame + 1e-10);
  }
  return decibels;
}

/** A recording's 10 ms frames seen for cutting: its pauses and the mean energy around any frame. */
interface Quietness {
  /** Every pause as [first frame, frames]. */
  pauses: Array<[number, number]>;
  frames: number;
  energyAround(frame: number): number;
}

/**
 * A pause is a run of frames 30 dB under the speech level (or just over the noise floor in a noisy
 * recording, but at least 15 dB under speech).
 */
function quietnessOf(samples: Float32Array, sampleRate: number): Quietness {
  const decibels = frameDecibels(samples, sampleRate);
  const sorted = [...decibels].sort((a, b) => a - b);
  const floor = sorted[Math.floor(sorted.length * 0.05)]!;
  const speech = sorted[Math.floor(sorted.length * 0.95)]!;
  // 30 dB under speech, or 6 dB over a noise floor higher than that; never within 15 dB of speech.
  const quietBelow = Math.min(Math.max(floor + 6, speech - 30), speech - 15);
  const pauses: Array<[number, number]> = [];
  for (let index = 0; index < decibels.length; index += 1) {
    if (decibels[index]! >= quietBelow) continue;
    const first = index;
    while (index < decibels.length && decibels[index]! < quietBelow) index += 1;
    pauses.push([first, index - first]);
  }
  // Prefix sums give any moment's mean energy.
  const prefix = new Float64Array(decibels.length + 1);
  decibels.forEach((level, index) => (prefix[index + 1] = prefix[index]! + 10 ** (level / 10)));
  const half = Math.floor(smoothingFrames / 2);
  return {
    pauses,
    frames: decibels.length,
    energyAround: (at) => prefix[Math.min(decibels.length, at + half + 1)]! - prefix[Math.max(0, at - half)]!,
  };
}

/** The frame to cut at near `even`: the middle of the longest pause within `reach` frames, else the quietest 150 ms. */
function cutNear({ pauses, frames, energyAround }: Quietness, even: number, reach: number): number {
  const closer = (a: number, b: number) => Math.abs(a - even) < Math.abs(b - even);
  let best: { at: number; frames: number } | undefined;
  for (const [first, length] of pauses) {
    const at = first + Math.floor(length / 2);
    if (Math.abs(at - even) > reach) continue;
    if (!best || length > best.frames || (length === best.frames && closer(at, best.at))) best = { at, frames: length };
  }
  if (best) return best.at;
  let quietest = even;
  for (let at = Math.max(1, even - reach); at <= Math.min(frames - 1, even + reach); at += 1) {
    if (energyAround(at) < energyAround(quietest) || (energyAround(at) === energyAround(quietest) && closer(at, quietest))) quietest = at;
  }
  return quietest;
}

/**
 * Cuts a recording into chunks of about equal length, so that parallel decoders finish together,
 * each cut in the middle of the longest pause near its even position so that no word is split;
 * where there is no pause, the cut goes to the quietest 150 ms.
 * Example: 40 s with target 10 s → 4 chunks, each cut within 2 s of 10, 20 and 30 s.
 */
export function splitAtQuietGaps(samples: Float32Array, sampleRate: number, { targetSeconds, searchSeconds }: SplitOptions): Span[] {
  const duration = samples.length / sampleRate;
  const count = Math.ceil(duration / targetSeconds);
  if (count <= 1) return [{ start: 0, end: duration }];
  const quietness = quietnessOf(samples, sampleRate);
  const reach = Math.round(searchSeconds / frameSeconds);
  const cuts = Array.from({ length: count - 1 }, (_, index) => cutNear(quietness, Math.round(((index + 1) * duration) / count / frameSeconds), reach) * frameSeconds);
  return [0, ...cuts].map((start, index) => ({ start, end: cuts[index] ?? duration }));
}

/**
 * The sample to cut a recording at, in the longest pause within `searchSeconds` before its end
 * (the quietest 150 ms there when the speaker did not pause): the recorder sends what comes
 * before it to be recognised while the student goes on speaking.
 * Example: 12 s of speech with a pause at 10.8 s, searching 2 s → the middle of that pause.
 */
export function cutAtQuietGap(samples: Float32Array, sampleRate: number, searchSeconds: number): number {
  const quietness = quietnessOf(samples, sampleRate);
  const reach = Math.round(searchSeconds / 2 / frameSeconds);
  const frame = cutNear(quietness, Math.max(0, quietness.frames - 1 - reach), reach);
  return Math.min(samples.length, Math.round(frame * frameSeconds * sampleRate));
}
