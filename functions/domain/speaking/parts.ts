import { createHash } from 'node:crypto';
import { encodeWav, wavSamples, type WavInfo } from '@shared/audio';
import type { RecognisedWord, Recognition } from '@shared/scoring/recognition';
import { finishSpeechPart, getSpeechPart, type SpeechPartItem, type SpeechPartRef } from '@functions/data';
import { logger } from '@functions/platform/logger';

/**
 * Recognition while the student speaks (issue: a 40 s answer's result within 3 s of its end). The
 * recorder cuts the answer at a pause about every 10 s and sends each part as it goes; the speech
 * worker recognises the part at once and keeps its words with the digest of its audio. The
 * answer's job then takes the words of the parts that its whole recording holds, sample for
 * sample, and recognises only the rest: the last seconds.
 */

/** A part still being recognised is waited for this long before the job recognises its stretch itself. */
export const partWaitMs = 5_000;
const partPollMs = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The SHA-256 of 16-bit PCM data, which ties a part's words to the very samples they were heard in. */
export function digestOf(pcm: Uint8Array): string {
  return createHash('sha256').update(pcm).digest('hex');
}

const pcmOf = (bytes: Uint8Array, info: WavInfo) => bytes.subarray(info.dataOffset, info.dataOffset + info.dataBytes);
const shifted = (words: RecognisedWord[], seconds: number) =>
  words.map((word) => ({ ...word, start: Math.round((word.start + seconds) * 1000) / 1000, end: Math.round((word.end + seconds) * 1000) / 1000 }));

/**
 * The worker's step for a part: its words and digest stored once. A part that cannot be
 * recognised is marked failed rather than retried: the answer's job recognises its stretch.
 */
export async function recognisePart(
  partKey: string,
  read: (key: string) => Promise<{ bytes: Uint8Array; info: WavInfo }>,
  transcribe: (wav: Uint8Array) => Promise<Recognition>,
): Promise<'done' | 'failed' | 'already ended'> {
  try {
    const { bytes, info } = await read(partKey);
    const { words } = await transcribe(bytes);
    return (await finishSpeechPart(partKey, { status: 'done', digest: digestOf(pcmOf(bytes, info)), samples: info.dataBytes / 2, words })) ? 'done' : 'already ended';
  } catch (error) {
    logger.warn('Speech part not recognised; its answer will be', { partKey, error: error as Error });
    return (await finishSpeechPart(partKey, { status: 'failed' })) ? 'failed' : 'already ended';
  }
}

/** A part once its worker ended it, waiting up to partWaitMs while it is pending. */
async function settledPart(partKey: string): Promise<SpeechPartItem | undefined> {
  const deadline = Date.now() + partWaitMs;
  for (;;) {
    const part = await getSpeechPart(partKey);
    if (part?.status !== 'pending' || Date.now() >= deadline) return part;
    await sleep(partPollMs);
  }
}

/**
 * A whole recording's recognition from its parts and the rest. Parts are taken in order from the
 * first sample while each is recognised and found, sample for sample, at its place in the
 * recording; everything after the last part taken is recognised now (all of it when no part
 * can be used), so a part that is missing, failed or does not match costs time, never words.
 */
export async function recogniseWithParts(
  bytes: Uint8Array,
  info: WavInfo,
  parts: readonly SpeechPartRef[],
  transcribe: (wav: Uint8Array) => Promise<Recognition>,
): Promise<Recognition & { partsUsed: number }> {
  const pcm = pcmOf(bytes, info);
  const totalSamples = pcm.length / 2;
  const words: RecognisedWord[] = [];
  let covered = 0;
  let partsUsed = 0;
  for (const ref of parts) {
    if (ref.startSample !== covered) break;
    const part = await settledPart(ref.partKey);
    if (part?.status !== 'done' || covered + part.samples > totalSamples || digestOf(pcm.subarray(covered * 2, (covered + part.samples) * 2)) !== part.digest) break;
    words.push(...shifted(part.words, covered / info.sampleRate));
    covered += part.samples;
    partsUsed += 1;
  }
  if (covered === 0) return { ...(await transcribe(bytes)), partsUsed };
  if (covered < totalSamples) {
    const rest = await transcribe(encodeWav(wavSamples(bytes, info).subarray(covered), info.sampleRate));
    words.push(...shifted(rest.words, covered / info.sampleRate));
  }
  return { words, duration: info.duration, partsUsed };
}
