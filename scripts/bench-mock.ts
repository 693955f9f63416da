/**
 * `npm run bench:mock`: the time from submitting a full PTE Academic mock test to its score report
 * on the local platform, twice: submitted right after the last answer (every analysis still
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

/** Seconds from submitMockTest to the scored report, polled every 100 ms; and the overall score. */
async function submitToReport(sessionId: string, token: string): Promise<{ seconds: number; overall: number }> {
  const start = performance.now();
  await post('mocktest/submitMockTest', { sessionId }, token);
  let reply: Record<string, unknown>;
  do {
    await new Promise((resolve) => setTimeout(resolve, 100));
    reply = await post('mocktest/fetchMockTestResult', { sessionId }, token);
  } while (reply.status !== 'scored');
  return { seconds: (performance.now() - start) / 1000, overall: (reply.report as { overall: number }).overall };
}

try {
  const demo = platform.demoAccounts.find((account) => account.platformAccess === 'student')!;
  const { token } = (await post('users/loginStudent', { email: demo.email, password: demo.password }, '')) as { token: string };

  // Answers saved as fast as the API takes them: every analysis is still queued at submit.
  const rushed = await takeMock('academic-full-2', token);
  const backlog = await submitToReport(rushed.sessionId, token);
  console.log(`Full PTE Academic mock (${rushed.items} items, ${rushed.aiItems} scored by the AI workers), submitted right after the last answer: submit to report ${backlog.seconds.toFixed(1)} s; overall ${backlog.overall}`);

  // At a student's pace each answer is analysed while the next items are taken: submit once the queue is empty.
  const paced = await takeMock('academic-full-3', token);
  const { readMockSession, getAnalysisJob } = await import('@functions/data');
  const jobIds = Object.values((await readMockSession(paced.sessionId))!.jobs).map((job) => job.jobId);
  while ((await Promise.all(jobIds.map((jobId) => getAnalysisJob(jobId)))).some((job) => job?.status === 'pending')) await new Promise((resolve) => setTimeout(resolve, 200));
  const ready = await submitToReport(paced.sessionId, token);
  console.log(`The same, submitted once the answers' analyses had finished (a student's pace): submit to report ${ready.seconds.toFixed(2)} s; overall ${ready.overall}`);
} finally {
  await platform.stop();
  await rm(dir, { recursive: true, force: true });
}
