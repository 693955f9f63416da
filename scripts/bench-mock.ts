/**
 * `npm run bench:mock`: the time from submitting a full PTE Academic mock test to its score report
 * on the local platform, median and max of RUNS runs (default 3) of each of two cases: submitted right after the last answer (every analysis still
 * queued), and at a student's pace (each answer analysed while the next items are taken). Every
 * answer is correct: rule items as the bank gives them, writing items with the sample answers,
 * speaking items as flite recordings of the expected words, transcribed by PocketSphinx.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { itemTypes, type ItemTypeCode } from '@shared/exam';
import { bankItem, correctWrittenAnswer, spokenAnswer } from '@test/fixtures/mock-answers';
import { projectRoot } from '../lib/function-defaults';

Object.assign(process.env, { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' });
const dir = await mkdtemp(join(tmpdir(), 'pte-bench-mock-'));
const { startPlatform } = await import('@local/platform');
const platform = await startPlatform({ projectRoot, port: 0, mailPort: 0, dataDir: join(dir, 'data'), webRoot: join(dir, 'no-web'), logLevel: 'SILENT', transcriber: 'pocketsphinx' });

async function post(path: string, body: unknown, token: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${platform.appUrl}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const reply = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(reply)}`);
  return reply;
}

/** A flite recording of `text`, cut to the answering time, in the recorder's format. */
async function recording(text: string, seconds: number): Promise<Uint8Array> {
  const raw = join(dir, 'raw.wav');
  const wav = join(dir, 'answer.wav');
  execFileSync('flite', ['-voice', 'slt', '-t', text, '-o', raw]);
  execFileSync('sox', ['-V1', raw, '-r', '16000', '-c', '1', '-b', '16', wav, 'pad', '0.3', '0.3', 'trim', '0', String(seconds)]);
  return new Uint8Array(await readFile(wav));
}

async function answerOf(sessionId: string, uid: string, type: ItemTypeCode, token: string): Promise<unknown> {
  const item = bankItem(uid);
  if (itemTypes[type].answerKind !== 'speech') return correctWrittenAnswer(type, item);
  const text = spokenAnswer(type, item);
  if (!text) return { kind: 'speech' };
  const wav = await recording(text, itemTypes[type].answeringTime);
  const upload = (await post('mocktest/createMockRecordingUpload', { sessionId, uid, bytes: wav.length }, token)) as { uploadId: string; url: string; headers: Record<string, string> };
  await fetch(upload.url, { method: 'PUT', headers: upload.headers, body: new Uint8Array(wav) });
  return { kind: 'speech', uploadId: upload.uploadId };
}

/** Answers every item of a new session of `mockTestId` correctly; its id and item counts. */
async function takeMock(mockTestId: string, token: string) {
  const { sessionId } = (await post('mocktest/startMockTest', { mockTestId }, token)) as { sessionId: string };
  const session = (await post('mocktest/loadMockTest', { sessionId }, token)) as { parts: { questions: { uid: string; type: ItemTypeCode }[] }[] };
  for (const [part, { questions }] of session.parts.entries()) {
    for (const { uid, type } of questions) await post('mocktest/saveMockTestQuestion', { sessionId, uid, answer: await answerOf(sessionId, uid, type, token) }, token);
    await post('mocktest/saveMockTestEndSection', { sessionId, part }, token);
  }
  const items = session.parts.flatMap((part) => part.questions);
  return { sessionId, items: items.length, aiItems: items.filter(({ type }) => itemTypes[type].scoring === 'ai').length };
}

/** The results page's poll interval (frontend/src/features/mock-test/result-api.ts, RESULT_POLL_MS). */
const resultPollMs = 2000;

/** Seconds from submitMockTest to the scored report, polled as the results page polls. */
async function submitToReport(sessionId: string, token: string): Promise<{ seconds: number }> {
  const start = performance.now();
  await post('mocktest/submitMockTest', { sessionId }, token);
  // The page asks at once, then every resultPollMs while the result is pending.
  while ((await post('mocktest/fetchMockTestResult', { sessionId }, token)).status !== 'scored') await new Promise((resolve) => setTimeout(resolve, resultPollMs));
  return { seconds: (performance.now() - start) / 1000 };
}

const runs = Number(process.env.RUNS ?? 3);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const medianAndMax = (values: number[]) => `median ${median(values).toFixed(1)} s, max ${Math.max(...values).toFixed(1)} s (runs: ${values.map((value) => value.toFixed(1)).join(', ')})`;

try {
  const demo = platform.demoAccounts.find((account) => account.platformAccess === 'student')!;
  const { token } = (await post('users/loginStudent', { email: demo.email, password: demo.password }, '')) as { token: string };
  const { readMockSession, getAnalysisJob } = await import('@functions/data');
  const rushed: number[] = [];
  const paced: number[] = [];
  let shape = '';
  for (let run = 0; run < runs; run += 1) {
    // Answers saved as fast as the API takes them: every analysis is still queued at submit.
    const quick = await takeMock(`academic-full-${2 + 2 * run}`, token);
    rushed.push((await submitToReport(quick.sessionId, token)).seconds);
    shape = `${quick.items} items, ${quick.aiItems} scored by the AI workers`;

    // At a student's pace each answer is analysed while the next items are taken: submit once the queue is empty.
    const steady = await takeMock(`academic-full-${3 + 2 * run}`, token);
    const jobIds = Object.values((await readMockSession(steady.sessionId))!.jobs).map((job) => job.jobId);
    while ((await Promise.all(jobIds.map((jobId) => getAnalysisJob(jobId)))).some((job) => job?.status === 'pending')) await new Promise((resolve) => setTimeout(resolve, 200));
    paced.push((await submitToReport(steady.sessionId, token)).seconds);
  }
  console.log(`Full PTE Academic mock (${shape}), submit to report over HTTP as the results page polls:`);
  console.log(`  submitted right after the last answer (every analysis still queued): ${medianAndMax(rushed)}`);
  console.log(`  submitted once the answers' analyses had finished (a student's pace): ${medianAndMax(paced)}`);
} finally {
  await platform.stop();
  await rm(dir, { recursive: true, force: true });
}
