/**
 * `npm run bench:mock`: what a student waits for between submitting a full PTE Academic mock test
 * and its score report on the local platform, through the HTTP calls the browser makes, median and
 * max of RUNS runs (default 2). Two cases per run:
 *
 * A. The student's wait: submitted right after the last answer, answered at the fastest pace a
 *    student can. Each spoken answer takes its own length to record, and goes as the runner sends
 *    it: in parts while it is recorded (mocktest/recogniseMockSpeechPart), the whole recording
 *    when it ends; every other answer is saved at API speed, and the test is submitted at once.
 * B. A load figure, not a student's wait: every answer saved at API speed, whole recordings
 *    without parts, then submitted: the time the worker pool takes to clear all the analyses.
 *
 * Every answer is correct: rule items as the bank gives them, writing items with the sample
 * answers, speaking items as flite recordings of the expected words, transcribed by PocketSphinx.
 * A run takes about as long as the spoken answers last (33 answers, 8 minutes) plus case B: 14
 * minutes on a shared 2-core machine. The demo student is given the mock credits the runs need;
 * more than 4 runs within an hour pass its 240 parts an hour, after which answers are recognised whole.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeWav, readWavInfo, wavSamples } from '@shared/audio';
import { itemTypes, type ItemTypeCode } from '@shared/exam';
import { bankItem, correctWrittenAnswer, spokenAnswer } from '@test/fixtures/mock-answers';
import { sendInRealTime } from '@test/fixtures/speech';
import { projectRoot } from '../lib/function-defaults';

Object.assign(process.env, { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' });
const dir = await mkdtemp(join(tmpdir(), 'pte-bench-mock-'));
const { startPlatform, workerPoolSize } = await import('@local/platform');
const platform = await startPlatform({ projectRoot, port: 0, mailPort: 0, dataDir: join(dir, 'data'), webRoot: join(dir, 'no-web'), logLevel: 'SILENT', transcriber: 'pocketsphinx' });

async function post(path: string, body: unknown, token: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${platform.appUrl}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const reply = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(reply)}`);
  return reply;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A flite recording of `text`, cut to the answering time, in the recorder's format. */
async function recording(text: string, seconds: number): Promise<Uint8Array> {
  const raw = join(dir, 'raw.wav');
  const wav = join(dir, 'answer.wav');
  execFileSync('flite', ['-voice', 'slt', '-t', text, '-o', raw]);
  execFileSync('sox', ['-V1', raw, '-r', '16000', '-c', '1', '-b', '16', wav, 'pad', '0.3', '0.3', 'trim', '0', String(seconds)]);
  return new Uint8Array(await readFile(wav));
}

interface Item {
  uid: string;
  type: ItemTypeCode;
}

/** One item's recording uploaded through the mock (createMockRecordingUpload and the presigned PUT): its upload id. */
async function uploaded(sessionId: string, { uid }: Item, wav: Uint8Array, token: string): Promise<string> {
  const upload = (await post('mocktest/createMockRecordingUpload', { sessionId, uid, bytes: wav.length }, token)) as { uploadId: string; url: string; headers: Record<string, string> };
  await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: new Uint8Array(wav) });
  return upload.uploadId;
}

/**
 * A spoken answer recorded in real time, as the runner sends it (sendInRealTime): in parts while
 * it is recorded, then the whole recording; the answer names the parts the server took.
 */
async function recordedInParts(sessionId: string, item: Item, wav: Uint8Array, token: string) {
  const sending = await sendInRealTime(wavSamples(wav, readWavInfo(wav)!), itemTypes[item.type].answeringTime, async (startSample, part) => {
    const uploadId = await uploaded(sessionId, item, encodeWav(part), token);
    const { recognising } = (await post('mocktest/recogniseMockSpeechPart', { sessionId, uid: item.uid, uploadId }, token)) as { recognising: boolean };
    return recognising ? { uploadId, startSample } : undefined;
  });
  const uploadId = await uploaded(sessionId, item, wav, token);
  const parts = (await Promise.all(sending)).filter((part) => part !== undefined);
  return { kind: 'speech', uploadId, ...(parts.length > 0 ? { parts } : {}) };
}

/**
 * Takes a new session of `mockTestId` with every answer correct (the recordings made beforehand),
 * spoken answers in real time and sent in parts when `realTime`, every answer at API speed
 * otherwise; its id, its shape and the seconds of speech recorded.
 */
async function takeMock(mockTestId: string, token: string, { realTime }: { realTime: boolean }) {
  const { sessionId } = (await post('mocktest/startMockTest', { mockTestId }, token)) as { sessionId: string };
  const session = (await post('mocktest/loadMockTest', { sessionId }, token)) as { parts: { questions: Item[] }[] };
  const items = session.parts.flatMap((part) => part.questions);
  const recordings = new Map<string, Uint8Array>();
  for (const { uid, type } of items) {
    const text = itemTypes[type].answerKind === 'speech' ? spokenAnswer(type, bankItem(uid)) : undefined;
    if (text) recordings.set(uid, await recording(text, itemTypes[type].answeringTime));
  }
  const answerOf = async (item: Item) => {
    const wav = recordings.get(item.uid);
    if (itemTypes[item.type].answerKind !== 'speech') return correctWrittenAnswer(item.type, bankItem(item.uid));
    if (!wav) return { kind: 'speech' };
    return realTime ? recordedInParts(sessionId, item, wav, token) : { kind: 'speech', uploadId: await uploaded(sessionId, item, wav, token) };
  };
  for (const [part, { questions }] of session.parts.entries()) {
    for (const item of questions) await post('mocktest/saveMockTestQuestion', { sessionId, uid: item.uid, answer: await answerOf(item) }, token);
    await post('mocktest/saveMockTestEndSection', { sessionId, part }, token);
  }
  const spokenSeconds = [...recordings.values()].reduce((total, wav) => total + readWavInfo(wav)!.duration, 0);
  return { sessionId, items: items.length, aiItems: items.filter(({ type }) => itemTypes[type].scoring === 'ai').length, spoken: recordings.size, spokenSeconds };
}

/** The results page's poll interval (frontend/src/features/mock-test/result-api.ts, RESULT_POLL_MS). */
const resultPollMs = 2000;

/** Seconds from submitMockTest to the scored report, polled as the results page polls. */
async function submitToReport(sessionId: string, token: string): Promise<number> {
  const start = performance.now();
  await post('mocktest/submitMockTest', { sessionId }, token);
  // The page asks at once, then every resultPollMs while the result is pending.
  while ((await post('mocktest/fetchMockTestResult', { sessionId }, token)).status !== 'scored') await sleep(resultPollMs);
  return (performance.now() - start) / 1000;
}

const runs = Number(process.env.RUNS ?? 2);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const medianAndMax = (values: number[]) => `median ${median(values).toFixed(1)} s, max ${Math.max(...values).toFixed(1)} s (runs: ${values.map((value) => value.toFixed(1)).join(', ')})`;

try {
  const demo = platform.demoAccounts.find((account) => account.platformAccess === 'student')!;
  const { token, user } = (await post('users/loginStudent', { email: demo.email, password: demo.password }, '')) as { token: string; user: { id: string } };
  const { addMockCredits } = await import('@functions/data');
  await addMockCredits(user.id, { full: 2 * runs });
  const waits: number[] = [];
  const loads: number[] = [];
  let shape = '';
  for (let run = 0; run < runs; run += 1) {
    const paced = await takeMock(`academic-full-${2 + 2 * run}`, token, { realTime: true });
    waits.push(await submitToReport(paced.sessionId, token));
    shape = `${paced.items} items, ${paced.aiItems} scored by the AI workers, ${paced.spoken} spoken answers lasting ${Math.round(paced.spokenSeconds)} s`;

    const rushed = await takeMock(`academic-full-${3 + 2 * run}`, token, { realTime: false });
    loads.push(await submitToReport(rushed.sessionId, token));
  }
  console.log(`Full PTE Academic mock (${shape}); worker pool of ${workerPoolSize} per queue on ${availableParallelism()} cores.`);
  console.log('Submit to report over HTTP, polled as the results page polls:');
  console.log(`  A. a student's wait, submitted right after the last answer at the fastest pace (spoken answers recorded in real time, sent in parts): ${medianAndMax(waits)}`);
  console.log(`  B. load, not a student's wait: every answer saved at once, whole recordings, then submitted (the pool clearing every analysis): ${medianAndMax(loads)}`);
} finally {
  await platform.stop();
  await rm(dir, { recursive: true, force: true });
}
