/**
 * `npm run bench:speech`, in two parts on the local platform with its transcriber (Moonshine aligned
 * by PocketSphinx; BENCH_TRANSCRIBER=pocketsphinx for PocketSphinx alone):
 *
 * 1. Latency: the transcriber's real-time factor, and the student's wait from the end of
 *    recording to the result shown, for 10 s and 40 s answers, through the browser's HTTP path:
 *    sent in parts while recorded, in real time (as the practice recorder does), and sent whole
 *    at the end (as before parts); upload, submit, the queue, transcription and scoring, polled
 *    every 400 ms. Median and max of 5 runs after one warm-up; recordings are flite speech.
 * 2. Score ladders: for the first 5 items of every scored speaking type in the voices slt, rms
 *    and awb, five answers of falling quality scored through the worker (test/fixtures/
 *    speaking-ladder.ts, speaking-ladder-platform.ts), how many ladders rank them in order,
 *    every broken rule with the rungs it is about (said against heard), and the recogniser's
 *    word error rate on the exact answers per type and voice. The test gate checks one ladder
 *    per type from recognitions recorded by `npm run fixtures:speaking-ladders`.
 *
 * BENCH_SPEECH_PARTS (latency, ladders) and BENCH_SPEECH_TYPES (e.g. SDI,SRL) run a part of it;
 * BENCH_SPEECH_LADDERS_JSON names a file that receives every scored ladder, one JSON line each
 * (every rung's analysis with its evidence), to study a scoring rule without decoding again.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeWav, readWavInfo, wavSamples } from '@shared/audio';
import type { Question } from '@shared/exam';
import { projectRoot } from '../lib/function-defaults';
import {
  buildLadder,
  describeRung,
  ladderOrder,
  ladderTypes,
  ladderViolations,
  ladderVoices,
  speakingBank,
  wordErrors,
  type Ladder,
  type LadderType,
  type ScoredLadder,
} from '../test/fixtures/speaking-ladder';
import { ladderStudent, scoreLadder, type StudentSession } from '../test/fixtures/speaking-ladder-platform';
import { sendInRealTime } from '../test/fixtures/speech';

/** The browser's poll interval (frontend/src/app/data/poll-query.ts, JOB_POLL_INTERVAL_MS). */
const pollIntervalMs = 400;
const runs = 5;
/** Items of each type whose ladders are run. */
const ladderItems = 5;
const parts = (process.env.BENCH_SPEECH_PARTS ?? 'latency,ladders').split(',');
const types = ladderTypes.filter((type) => (process.env.BENCH_SPEECH_TYPES ?? ladderTypes.join(',')).split(',').includes(type));
const laddersJson = process.env.BENCH_SPEECH_LADDERS_JSON;
const transcriberName = process.env.BENCH_TRANSCRIBER === 'pocketsphinx' ? 'pocketsphinx' : 'moonshine';
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const medianAndMax = (values: number[]) => `median ${seconds(median(values))}, max ${seconds(Math.max(...values))}`;
const percent = (part: number, whole: number) => `${whole === 0 ? '-' : ((100 * part) / whole).toFixed(1)} %`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

Object.assign(process.env, { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' });

async function recording(dir: string, name: string, text: string, lengthSeconds: number): Promise<Uint8Array> {
  const raw = join(dir, `${name}.raw.wav`);
  const path = join(dir, `${name}.wav`);
  execFileSync('flite', ['-voice', 'slt', '-t', text, '-o', raw]);
  execFileSync('sox', ['-V1', raw, '-r', '16000', '-c', '1', '-b', '16', path, 'pad', '0.3', '1', 'trim', '0', String(lengthSeconds)]);
  return new Uint8Array(await readFile(path));
}

const dir = await mkdtemp(join(tmpdir(), 'pte-bench-speech-'));
const { startPlatform } = await import('@local/platform');
const platform = await startPlatform({ projectRoot, port: 0, mailPort: 0, dataDir: join(dir, 'data'), webRoot: join(dir, 'no-web'), logLevel: 'SILENT', transcriber: transcriberName });
const post = async (path: string, body: unknown) => (await (await fetch(`${platform.appUrl}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as Record<string, unknown>;

/** Uploads a WAV as the browser does (createSpeechUpload, presigned PUT); its upload id. */
async function upload(uid: string, wav: Uint8Array, anonymousId: string): Promise<string> {
  const target = (await post('analysis/createSpeechUpload', { uid, bytes: wav.length, anonymousId })) as { uploadId: string; url: string; headers: Record<string, string> };
  await fetch(target.url, { method: 'PUT', headers: target.headers, body: new Uint8Array(wav) });
  return target.uploadId;
}

/** Sends a part to be recognised as useSpeechParts does: upload, then recogniseSpeechPart. */
async function sendPart(uid: string, samples: Float32Array, startSample: number, anonymousId: string) {
  const uploadId = await upload(uid, encodeWav(samples), anonymousId);
  await post('analysis/recogniseSpeechPart', { uid, uploadId, anonymousId });
  return { uploadId, startSample };
}

/** Polls the job as the browser does, every pollIntervalMs, until it ends. */
async function shown(jobId: string): Promise<void> {
  do await sleep(pollIntervalMs);
  while ((await post('analysis/fetchSpeechAnalysis', { jobId })).status === 'pending');
}

/** The recording sent whole once it ends (how answers went before parts): ms from its end to the result shown. */
async function sentWhole(uid: string, wav: Uint8Array): Promise<number> {
  const anonymousId = randomUUID();
  const end = performance.now();
  const uploadId = await upload(uid, wav, anonymousId);
  const { jobId } = (await post('analysis/submitSpeech', { uid, uploadId, anonymousId, isMockTest: false })) as { jobId: string };
  await shown(jobId);
  return performance.now() - end;
}

/**
 * The recording as the practice recorder sends it, in real time (sendInRealTime), then (the student
 * submitting at once) the whole recording and submitSpeech with the parts. ms from the end of
 * recording to the result shown.
 */
async function sentInParts(uid: string, wav: Uint8Array): Promise<number> {
  const anonymousId = randomUUID();
  const info = readWavInfo(wav)!;
  // The recording stops at time up: the answering time is its length.
  const sending = await sendInRealTime(wavSamples(wav, info), info.duration, (startSample, samples) => sendPart(uid, samples, startSample, anonymousId));
  const end = performance.now();
  const [uploadId, parts] = await Promise.all([upload(uid, wav, anonymousId), Promise.all(sending)]);
  const { jobId } = (await post('analysis/submitSpeech', { uid, uploadId, anonymousId, isMockTest: false, ...(parts.length > 0 ? { parts } : {}) })) as { jobId: string };
  await shown(jobId);
  return performance.now() - end;
}

/** Part 1: the transcriber alone, and the student's wait from the end of recording to the result shown. */
async function measureLatency(): Promise<void> {
  const bank = JSON.parse(await readFile(join(projectRoot, 'content/questions/SRA.json'), 'utf8')) as { uid: string; topic: string }[];
  const [first, second] = bank;
  const answers = [
    { label: '10 s', wav: await recording(dir, 'short', first!.topic.split(' ').slice(0, 26).join(' '), 10) },
    { label: '40 s', wav: await recording(dir, 'long', `${first!.topic} ${second!.topic}`, 40) },
  ];
  const { createTranscriber } = await import('@functions/adapters/transcriber');
  const transcriber = createTranscriber(transcriberName);

  for (const { label, wav } of answers) {
    const duration = readWavInfo(wav)!.duration;
    const transcribe: number[] = [];
    const whole: number[] = [];
    const inParts: number[] = [];
    for (let run = 0; run <= runs; run += 1) {
      const start = performance.now();
      // Told the passage, as the worker tells it for a Read Aloud answer (listeningFor).
      await transcriber.transcribe({ bucket: 'unused', key: 'unused', wav, referenceText: first!.topic, expectedText: first!.topic });
      const measured = [performance.now() - start, await sentWhole(first!.uid, wav), await sentInParts(first!.uid, wav)];
      // The first run warms up.
      if (run > 0) [transcribe, whole, inParts].forEach((figures, index) => figures.push(measured[index]!));
    }
    const rtf = median(transcribe) / 1000 / duration;
    console.log(`${label} answer (${duration.toFixed(1)} s): ${transcriberName} alone ${medianAndMax(transcribe)}, real-time factor ${rtf.toFixed(3)} (median)`);
    console.log(`  end of recording to result shown (polled every ${pollIntervalMs} ms): sent in parts while recorded ${medianAndMax(inParts)}; sent whole at the end ${medianAndMax(whole)}`);
  }
}

/** One ladder to run: an item in a voice, with the bank it comes from (Answer Short Question takes wrong answers from it). */
interface LadderCase {
  question: Question;
  voice: (typeof ladderVoices)[number];
  bank: Question[];
}

/**
 * Every ladder scored, the next one synthesised while the current one is scored (flite is light
 * beside the decoders), each in a folder of its own removed once scored. A ladder the platform
 * refuses or fails to score is reported and the run goes on.
 */
async function runLadders(student: StudentSession, cases: readonly LadderCase[], onScored: (ladder: ScoredLadder) => void, onError: (ladder: Ladder, error: Error) => void): Promise<void> {
  const build = async ({ question, voice, bank }: LadderCase, index: number): Promise<{ ladder: Ladder; folder: string }> => {
    const folder = join(dir, `ladder-${index}`);
    await mkdir(folder);
    return { ladder: await buildLadder(folder, question, voice, bank), folder };
  };
  let next = cases.length > 0 ? build(cases[0]!, 0) : undefined;
  for (let index = 0; next; index += 1) {
    const { ladder, folder } = await next;
    next = index + 1 < cases.length ? build(cases[index + 1]!, index + 1) : undefined;
    try {
      onScored(await scoreLadder(student, ladder));
    } catch (error) {
      onError(ladder, error as Error);
    }
    await rm(folder, { recursive: true, force: true });
  }
}

/** A ladder's broken rules, each followed by the rungs it is about: their scores, what was said and what was heard. */
function printViolations(ladder: ScoredLadder): void {
  for (const violation of ladderViolations(ladder)) {
    console.log(`  ✗ ${violation.message}`);
    for (const rung of ladder.rungs.filter((candidate) => violation.rungs.includes(candidate.name))) console.log(`    ${describeRung(rung)}`);
  }
}

/** Part 2: the ladders of every scored speaking type, with pass counts and word error rates. */
async function measureLadders(): Promise<void> {
  const student = await ladderStudent(platform);
  console.log(`\nScore ladders: the first ${ladderItems} items of each type in the voices ${ladderVoices.join(', ')}`);
  const errors = new Map<string, { errors: number; words: number }>();
  for (const type of types) {
    const bank = await speakingBank(type);
    const cases = bank.slice(0, ladderItems).flatMap((question) => ladderVoices.map((voice) => ({ question, voice, bank })));
    const started = performance.now();
    let passed = 0;
    const failed: ScoredLadder[] = [];
    const unscored: string[] = [];
    const scored = (ladder: ScoredLadder) => {
      if (laddersJson) appendFileSync(laddersJson, `${JSON.stringify(ladder)}\n`);
      if (ladderViolations(ladder).length === 0) passed += 1;
      else failed.push(ladder);
      const exact = ladder.rungs.find((rung) => rung.name === 'exact')!;
      const counted = wordErrors(exact.text, exact.analysis.transcript);
      const key = `${type} ${ladder.voice}`;
      const sum = errors.get(key) ?? { errors: 0, words: 0 };
      errors.set(key, { errors: sum.errors + counted.errors, words: sum.words + counted.words });
    };
    await runLadders(student, cases, scored, (ladder, error) => unscored.push(`  ✗ ${ladder.uid} ${ladder.voice}: not scored: ${error.message}`));
    console.log(`${type} (${ladderOrder(type).join(' > ')}): ${passed} of ${cases.length} ladders pass (${seconds(performance.now() - started)})`);
    failed.forEach(printViolations);
    unscored.forEach((line) => console.log(line));
  }
  console.log(`\nWord error rate of ${transcriberName} on the exact answers (word-level edit distance after speaking normalisation, ${ladderItems} items each):`);
  const rate = (type: LadderType, voice: string) => {
    const sum = errors.get(`${type} ${voice}`) ?? { errors: 0, words: 0 };
    return percent(sum.errors, sum.words).padStart(8);
  };
  console.log(`type  ${ladderVoices.map((voice) => voice.padStart(8)).join('')}`);
  for (const type of types) console.log(`${type}   ${ladderVoices.map((voice) => rate(type, voice)).join('')}`);
}

try {
  if (parts.includes('latency')) await measureLatency();
  if (parts.includes('ladders')) await measureLadders();
} finally {
  await platform.stop();
  await rm(dir, { recursive: true, force: true });
}
