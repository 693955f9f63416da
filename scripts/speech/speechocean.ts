/**
 * speechocean762 (Zhang et al., "speechocean762: An Open-Source Non-native English Speech Corpus
 * for Pronunciation Assessment", Interspeech 2021; CC BY 4.0): English sentences read by
 * Mandarin-L1 children and adults, each scored by five experts. Read here for measuring and
 * calibrating the speaking scores; nothing of it ships in the product.
 *
 * Two layouts are read:
 * - the project's train sample (../shared/data/speechocean762: train-sample.jsonl and FLAC audio),
 *   split by speaker into a calibration part and a held-out third (heldOut);
 * - a checkout of the public corpus (jimbozhang/speechocean762): its test split, the one that
 *   judges agreement, from test/text, test/spk2age, resource/scores.json (the experts' sentence
 *   scores) and WAVE/.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../lib/function-defaults';

/** An expert judgement of a sentence: accuracy (pronunciation), fluency, prosody and total 0-10; completeness 0-1, the share of words said well. */
export interface SentenceScores {
  accuracy: number;
  completeness: number;
  fluency: number;
  prosodic: number;
  total: number;
}

export interface Reading {
  utt: string;
  /** The sentence read, as the corpus writes it. */
  text: string;
  speaker: string;
  age: number;
  /** The median of the five experts. */
  median: SentenceScores;
  /** Each expert's scores, where the layout has them. */
  experts?: { [score in keyof SentenceScores]: number[] };
  /** 16 kHz mono 16-bit PCM WAV. */
  wav(): Uint8Array;
}

/** The corpus's children are 6-15 years old, its adults 19 and over. */
export const isChild = (reading: Reading) => reading.age < 16;

export const trainSampleDirectory = join(projectRoot, '../shared/data/speechocean762');

/** 16 kHz mono 16-bit WAV of any audio file sox reads (FLAC, WAV). */
function wavOf(path: string): Uint8Array {
  return new Uint8Array(execFileSync('sox', ['-V1', path, '-t', 'wav', '-r', '16000', '-c', '1', '-b', '16', '-e', 'signed-integer', '-'], { maxBuffer: 1 << 26 }));
}

/**
 * Whether a speaker is in the train sample's held-out third: a hash of the speaker, so that a
 * speaker's readings are all on one side and the split never changes.
 */
export function heldOut(speaker: string): boolean {
  return createHash('sha256').update(speaker).digest()[0]! % 3 === 0;
}

/** The project's train sample: every reading, each with all five experts' scores. */
export function trainSample(directory = trainSampleDirectory): Reading[] {
  return readFileSync(join(directory, 'train-sample.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const row = JSON.parse(line) as Omit<Reading, 'wav'> & { audio: string };
      return { utt: row.utt, text: row.text, speaker: row.speaker, age: row.age, median: row.median, experts: row.experts, wav: () => wavOf(join(directory, row.audio)) };
    });
}

/** Lines of a Kaldi-style list (`key value…`) as a map. */
function kaldiList(path: string): Map<string, string> {
  return new Map(
    readFileSync(path, 'utf8')
      .trim()
      .split('\n')
      .map((line) => {
        const [key, ...rest] = line.trim().split(/\s+/);
        return [key!, rest.join(' ')];
      }),
  );
}

/** The public corpus's test split: every reading with the experts' median sentence scores (completeness there is 0-10, here 0-1). */
export function corpusTestSplit(corpus: string): Reading[] {
  const scores = JSON.parse(readFileSync(join(corpus, 'resource/scores.json'), 'utf8')) as Record<string, SentenceScores>;
  const ages = kaldiList(join(corpus, 'test/spk2age'));
  const speakers = kaldiList(join(corpus, 'test/utt2spk'));
  const wavs = kaldiList(join(corpus, 'test/wav.scp'));
  return [...kaldiList(join(corpus, 'test/text'))].map(([utt, text]) => {
    const score = scores[utt];
    if (!score) throw new Error(`${utt}: no scores in resource/scores.json`);
    const speaker = speakers.get(utt)!;
    const path = join(corpus, wavs.get(utt)!);
    return {
      utt,
      text,
      speaker,
      age: Number(ages.get(speaker)),
      median: { ...score, completeness: score.completeness > 1 ? score.completeness / 10 : score.completeness },
      wav: () => wavOf(path),
    };
  });
}

/** A seeded sample of `size` readings (all when size is larger): the same readings on every run. */
export function seededSample<T extends { utt: string }>(readings: readonly T[], size: number): T[] {
  const rank = (reading: T) => createHash('sha256').update(`sample:${reading.utt}`).digest().readUInt32BE(0);
  return [...readings].sort((a, b) => rank(a) - rank(b)).slice(0, size).sort((a, b) => a.utt.localeCompare(b.utt));
}
