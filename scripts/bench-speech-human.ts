/**
 * `npm run bench:speech-human`: how far the speaking scores agree with human experts on real
 * learners' speech: speechocean762 (Zhang et al., Interspeech 2021, CC BY 4.0), English read by
 * Mandarin-L1 children and adults, each sentence scored by five experts.
 *
 * Each reading is scored as a Read Aloud answer through the speech worker's own steps: the
 * transcriber told the sentence read (listeningFor), then speechAnalysisOf. The bench prints
 * Pearson r between the product's scores and the experts' medians (total against total,
 * pronunciation against accuracy, oral fluency against fluency, content against completeness),
 * for everyone, children and adults; the recogniser's word error rate against the sentence read,
 * on all readings and on those the experts judged complete; how many readings the experts rated
 * 6/10 or more got 0; and, where each expert's scores are given, the experts' own agreement (each
 * against the mean of the other four).
 *
 * Readings:
 * - BENCH_CORPUS=<dir>: a checkout of jimbozhang/speechocean762, judged on its test split (the
 *   split nothing is calibrated on); BENCH_SAMPLE=n scores a seeded sample of n of its 2,500.
 * - otherwise the project's train sample (../shared/data/speechocean762): the held-out third of
 *   its speakers, BENCH_SPLIT=calibration for the other two thirds, BENCH_SPLIT=all for both.
 * BENCH_TRANSCRIBER names the transcriber (moonshine by default, or pocketsphinx);
 * BENCH_CACHE=<file> keeps each recognition (JSON lines), so that a change to the scoring rules
 * is judged again without decoding.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { SpeechAnalysis } from '@shared/api';
import type { Question } from '@shared/exam';
import type { Recognition } from '@shared/scoring';
import { alignWords, normaliseSpeech } from '@shared/text';
import { moonshineTranscriber } from '@functions/adapters/transcriber/moonshine';
import { pocketsphinxTranscriber } from '@functions/adapters/transcriber/pocketsphinx';
import { listeningFor, speechAnalysisOf } from '@functions/domain/speaking/speech-analysis';
import { speakingBank } from '../test/fixtures/speaking-ladder';
import { corpusTestSplit, heldOut, isChild, seededSample, trainSample, type Reading, type SentenceScores } from './speech/speechocean';

Object.assign(process.env, { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' });

const transcriberName = process.env.BENCH_TRANSCRIBER === 'pocketsphinx' ? 'pocketsphinx' : 'moonshine';
const corpus = process.env.BENCH_CORPUS;
const split = process.env.BENCH_SPLIT ?? 'held-out';
const cachePath = process.env.BENCH_CACHE;

function readings(): { label: string; readings: Reading[] } {
  if (corpus) {
    const test = corpusTestSplit(corpus);
    const size = Number(process.env.BENCH_SAMPLE ?? test.length);
    return { label: `test split of ${corpus}${size < test.length ? `, seeded sample of ${size}` : ''}`, readings: seededSample(test, size) };
  }
  const sample = trainSample();
  const chosen = split === 'all' ? sample : sample.filter((reading) => heldOut(reading.speaker) === (split === 'held-out'));
  return { label: `train sample, ${split === 'all' ? 'all speakers' : split === 'held-out' ? 'held-out third of the speakers' : 'calibration speakers'}`, readings: chosen };
}

// ---------------------------------------------------------------------------------------------
// Statistics

function pearson(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length;
  const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / n;
  const [mx, my] = [mean(xs), mean(ys)];
  let [sxy, sxx, syy] = [0, 0, 0];
  for (let index = 0; index < n; index += 1) {
    const [dx, dy] = [xs[index]! - mx, ys[index]! - my];
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx === 0 || syy === 0 ? Number.NaN : sxy / Math.sqrt(sxx * syy);
}

/** Each expert against the mean of the other four, averaged over the five: the experts' own agreement. */
function expertAgreement(group: readonly Reading[], score: keyof SentenceScores): number {
  const judged = group.filter((reading) => reading.experts);
  if (judged.length === 0) return Number.NaN;
  const experts = judged[0]!.experts![score].length;
  const rs = Array.from({ length: experts }, (_, expert) =>
    pearson(
      judged.map((reading) => reading.experts![score][expert]!),
      judged.map((reading) => {
        const others = reading.experts![score].filter((_, index) => index !== expert);
        return others.reduce((sum, value) => sum + value, 0) / others.length;
      }),
    ),
  );
  return rs.reduce((sum, r) => sum + r, 0) / rs.length;
}

// ---------------------------------------------------------------------------------------------
// Scoring through the worker's steps

interface Scored {
  reading: Reading;
  recognition: Recognition;
  analysis: SpeechAnalysis;
  errors: number;
  words: number;
}

const cached = new Map<string, Recognition>();
if (cachePath && existsSync(cachePath)) {
  for (const line of readFileSync(cachePath, 'utf8').trim().split('\n')) {
    const entry = JSON.parse(line) as { utt: string; transcriber: string; recognition: Recognition };
    if (entry.transcriber === transcriberName) cached.set(entry.utt, entry.recognition);
  }
}

const transcriber = transcriberName === 'moonshine' ? moonshineTranscriber() : pocketsphinxTranscriber();
const [template] = await speakingBank('SRA');

/** The reading as a Read Aloud item whose passage is the sentence read. */
const itemOf = (reading: Reading): Question => ({ ...template!, uid: `SRA-speechocean-${reading.utt}`, topic: reading.text.toLowerCase() });

async function score(reading: Reading): Promise<Scored> {
  const question = itemOf(reading);
  let recognition = cached.get(reading.utt);
  if (!recognition) {
    const wav = reading.wav();
    recognition = await transcriber.transcribe({ bucket: 'bench', key: reading.utt, wav, ...listeningFor(question) });
    if (cachePath) appendFileSync(cachePath, `${JSON.stringify({ utt: reading.utt, transcriber: transcriberName, recognition })}\n`);
  }
  const analysis = speechAnalysisOf(question, recognition, { seconds: recognition.duration, transcriber: transcriberName });
  const reference = normaliseSpeech(reading.text);
  const { errors } = alignWords(reference, normaliseSpeech(recognition.words.map((word) => word.word).join(' ')));
  return { reading, recognition, analysis, errors, words: reference.length };
}

const { label, readings: chosen } = readings();
console.log(`bench:speech-human: ${chosen.length} readings (${label}), transcriber ${transcriberName}${cached.size > 0 ? `, ${cached.size} recognitions cached` : ''}`);
const started = performance.now();
const scored: Scored[] = [];
let next = 0;
// Two readings at once: each decodes on one core most of its time.
await Promise.all(
  Array.from({ length: availableParallelism() }, async () => {
    while (next < chosen.length) {
      const reading = chosen[next]!;
      next += 1;
      scored.push(await score(reading));
      if (scored.length % 50 === 0) console.log(`  ${scored.length} scored, ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
  }),
);
const audioSeconds = scored.reduce((sum, { recognition }) => sum + recognition.duration, 0);
console.log(`Scored in ${((performance.now() - started) / 1000).toFixed(0)} s (${audioSeconds.toFixed(0)} s of audio)\n`);

// ---------------------------------------------------------------------------------------------
// Report

const trait = ({ analysis }: Scored, name: string) => analysis.traits.find((candidate) => candidate.name === name)?.score ?? 0;
const pairs: { label: string; product: (entry: Scored) => number; expert: keyof SentenceScores }[] = [
  { label: 'total (of 15) vs total', product: (entry) => entry.analysis.score, expert: 'total' },
  { label: 'pronunciation vs accuracy', product: (entry) => trait(entry, 'Pronunciation'), expert: 'accuracy' },
  { label: 'oral fluency vs fluency', product: (entry) => trait(entry, 'Oral fluency'), expert: 'fluency' },
  { label: 'content vs completeness', product: (entry) => trait(entry, 'Content'), expert: 'completeness' },
];
const groups = [
  { label: 'all', entries: scored },
  { label: 'children', entries: scored.filter(({ reading }) => isChild(reading)) },
  { label: 'adults', entries: scored.filter(({ reading }) => !isChild(reading)) },
];
const cell = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(2)).padStart(9);
const percent = (part: number, whole: number) => `${whole === 0 ? '-' : ((100 * part) / whole).toFixed(1)} %`;

console.log(`Pearson r with the experts' median        ${groups.map((group) => `${group.label} (${group.entries.length})`.padStart(14)).join('')}`);
for (const pair of pairs) {
  console.log(`  ${pair.label.padEnd(40)}${groups.map((group) => cell(pearson(group.entries.map(pair.product), group.entries.map(({ reading }) => reading.median[pair.expert])))).map((text) => text.padStart(14)).join('')}`);
}
console.log(`\nThe experts' own agreement (each against the mean of the other four)`);
for (const score of ['total', 'accuracy', 'fluency'] as const) {
  console.log(`  ${score.padEnd(40)}${groups.map((group) => cell(expertAgreement(group.entries.map(({ reading }) => reading), score)).padStart(14)).join('')}`);
}

const complete = scored.filter(({ reading }) => reading.median.completeness >= 1);
const wer = (entries: readonly Scored[]) => percent(entries.reduce((sum, entry) => sum + entry.errors, 0), entries.reduce((sum, entry) => sum + entry.words, 0));
console.log(`\nWord error rate against the sentence read: ${wer(scored)} (children ${wer(groups[1]!.entries)}, adults ${wer(groups[2]!.entries)}); on the ${complete.length} readings the experts judged complete: ${wer(complete)}`);
const goodZero = scored.filter(({ reading, analysis }) => reading.median.total >= 6 && analysis.score === 0);
const contentZero = scored.filter((entry) => trait(entry, 'Content') === 0);
console.log(`Readings the experts rated 6/10 or more that scored 0: ${goodZero.length} of ${scored.filter(({ reading }) => reading.median.total >= 6).length}; content 0: ${contentZero.length} of ${scored.length}`);
console.log(`Recogniser: ${((performance.now() - started) / 1000 / Math.max(1, audioSeconds)).toFixed(3)} s of wall time per second of audio, ${availableParallelism()} readings at once${cached.size > 0 ? ' (cached recognitions included)' : ''}`);
console.log('\nData: speechocean762 (Zhang et al., Interspeech 2021), CC BY 4.0.');
