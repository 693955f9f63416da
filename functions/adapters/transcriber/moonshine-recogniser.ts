import { join } from 'node:path';
import llamaTokenizer from 'llama-tokenizer-js';
import type { InferenceSession, Tensor } from 'onnxruntime-node';
import { peakLevel } from '@shared/audio';
import { normaliseSpeech } from '@shared/text';
import { moonshineFiles, moonshineModelDirectory } from './moonshine-model';

/**
 * Moonshine tiny (Useful Sensors, MIT; int8 ONNX on onnxruntime-node): an encoder-decoder speech
 * recogniser trained on far more varied speech than PocketSphinx's US English model. On 60
 * readings by Mandarin-L1 children and adults (speechocean762) it got 33.8 % of words wrong where
 * PocketSphinx got 82.1 %, at a tenth of its CPU (reference/toolchain-findings.md §11). It gives
 * text and each token's probability, no times: moonshine.ts aligns its words to the audio.
 */

/** The decoder's key/value cache: 6 layers of 8 heads of 36 values (Moonshine tiny). */
const layers = 6;
const heads = 8;
const headSize = 36;
const startToken = 1;
const endToken = 2;
/** The most tokens a second of audio can hold, as Moonshine's own decoding bounds it: a loop ends there. */
const tokensPerSecond = 6;
/** A second of audio, the rate the encoder takes. */
export const moonshineSampleRate = 16_000;

/** A word Moonshine heard, spelt as speaking normalisation spells it, with the probability of its least likely token. */
export interface HeardWord {
  word: string;
  confidence: number;
}

export interface MoonshineOptions {
  directory?: string;
  /** Threads per model run; 1 so that two answers decode on 2 cores at once. */
  threads?: number;
}

interface Sessions {
  encoder: InferenceSession;
  decoder: InferenceSession;
  /** onnxruntime-node's tensor class, loaded with the model: the runtime's 45 MB library loads on first use, not with the worker. */
  Tensor: typeof Tensor;
}

/** Each token's text, with '▁' for the space that starts a word, as the tokenizer's vocabulary writes it. */
const pieceOf = (token: number): string => llamaTokenizer.vocabById[token] ?? '';

/** The words of a decoded token sequence: a piece starting '▁' starts a word; each word keeps its least likely token's probability. */
export function wordsOfTokens(tokens: readonly { id: number; probability: number }[]): HeardWord[] {
  const spans: { ids: number[]; confidence: number }[] = [];
  for (const token of tokens) {
    const last = spans.at(-1);
    if (!last || pieceOf(token.id).startsWith('▁')) spans.push({ ids: [token.id], confidence: token.probability });
    else {
      last.ids.push(token.id);
      last.confidence = Math.min(last.confidence, token.probability);
    }
  }
  return spans.flatMap(({ ids, confidence }) =>
    normaliseSpeech(llamaTokenizer.decode(ids, false, false)).map((word) => ({ word, confidence: Math.round(confidence * 1000) / 1000 })),
  );
}

/** The index and softmax probability of the largest logit, leaving out `barred`. */
function mostLikely(logits: Float32Array, barred?: number): { id: number; probability: number } {
  let id = 0;
  let best = -Infinity;
  for (let index = 0; index < logits.length; index += 1) {
    if (index !== barred && logits[index]! > best) {
      best = logits[index]!;
      id = index;
    }
  }
  let sum = 0;
  for (const logit of logits) sum += Math.exp(logit - best);
  return { id, probability: 1 / sum };
}

/**
 * Moonshine tiny on this machine's CPU, loaded once on first use (0.6-1.2 s, about 290 MB).
 * `hear` decodes greedily as Moonshine's own library does, with two measured changes: the audio is
 * peak-normalised (33.8 → 32.7 % word errors) and the end token is barred from the first step,
 * which left 5 of 60 readings empty.
 */
export function moonshineRecogniser({ directory = moonshineModelDirectory, threads = 1 }: MoonshineOptions = {}) {
  let sessions: Promise<Sessions> | undefined;
  const load = () => {
    sessions ??= import('onnxruntime-node').then(async ({ InferenceSession, Tensor }) => {
      const [encoder, decoder] = await Promise.all(moonshineFiles.map((file) => InferenceSession.create(join(directory, file), { intraOpNumThreads: threads, interOpNumThreads: 1 })));
      return { encoder: encoder!, decoder: decoder!, Tensor };
    });
    return sessions;
  };

  return {
    /** The words said in `samples` (16 kHz mono, at most about 30 s: longer answers are cut at pauses first). */
    async hear(samples: Float32Array): Promise<HeardWord[]> {
      const { encoder, decoder, Tensor } = await load();
      const peak = peakLevel(samples);
      const input = peak > 0 ? samples.map((sample) => sample / peak) : samples;
      const { last_hidden_state: encoded } = await encoder.run({ input_values: new Tensor('float32', input, [1, input.length]) });
      const empty = new Tensor('float32', new Float32Array(0), [0, heads, 1, headSize]);
      let cache: Record<string, Tensor> = {};
      for (let layer = 0; layer < layers; layer += 1) {
        for (const side of ['decoder', 'encoder']) for (const part of ['key', 'value']) cache[`past_key_values.${layer}.${side}.${part}`] = empty;
      }
      const tokens: { id: number; probability: number }[] = [];
      let previous = startToken;
      const most = Math.trunc((samples.length / moonshineSampleRate) * tokensPerSecond);
      for (let step = 0; step < most; step += 1) {
        const output = await decoder.run({
          input_ids: new Tensor('int64', BigInt64Array.from([BigInt(previous)]), [1, 1]),
          encoder_hidden_states: encoded!,
          use_cache_branch: new Tensor('bool', [step > 0], [1]),
          ...cache,
        });
        const logits = output.logits!.data as Float32Array;
        const next = mostLikely(logits, step === 0 ? endToken : undefined);
        if (next.id === endToken) break;
        tokens.push(next);
        previous = next.id;
        // The encoder's part of the cache is computed at the first step only and kept after it.
        const updated: Record<string, Tensor> = {};
        for (const name of Object.keys(cache)) {
          const present = output[name.replace('past_key_values', 'present')];
          updated[name] = step > 0 && name.includes('.encoder.') ? cache[name]! : present!;
        }
        cache = updated;
      }
      return wordsOfTokens(tokens);
    },
  };
}

export type MoonshineRecogniser = ReturnType<typeof moonshineRecogniser>;
