/**
 * `npm run bench:writing`: the writing analyser's time per 300-word essay, cold (a new process:
 * the worker's warm-up and the first essay) and warm (p50/p95 of 50 essays of sentences not seen
 * before), the sample essays each with 50 misspellings not seen before (p50/p95 of one run each), and the time from submit to result on
 * the local platform (p50/p95 of 20 analyses through the API, the queue and the worker).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../lib/function-defaults';

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

interface Essay {
  uid: string;
  sampleAnswer: string;
  isSample?: boolean;
}

/** ~300-word essays: each sample essay with the start of another appended, so the texts differ. */
async function essays(): Promise<{ uid: string; text: string }[]> {
  const bank = JSON.parse(await readFile(join(projectRoot, 'content/questions/WWE.json'), 'utf8')) as Essay[];
  return bank.map((essay, index) => {
    const extra = bank[(index + 1) % bank.length]!.sampleAnswer.split(/\s+/);
    const words = essay.sampleAnswer.split(/\s+/);
    return { uid: essay.uid, text: [...words, ...extra].slice(0, 300).join(' ') };
  });
}

/**
 * ~300-word texts made of sentences no run has seen (harper.js answers from a cache for a
 * sentence it has linted, so repeating essays would flatter it): the sample answers of every item
 * type, in bank order, cut at sentence ends.
 */
async function unseenEssays(): Promise<string[]> {
  const files = (await readdir(join(projectRoot, 'content/questions'))).filter((file) => file.endsWith('.json')).sort();
  const sentences: string[] = [];
  for (const file of files) {
    const bank = JSON.parse(await readFile(join(projectRoot, 'content/questions', file), 'utf8')) as Partial<Essay>[];
    for (const item of bank) if (item.sampleAnswer) sentences.push(...item.sampleAnswer.split(/(?<=[.!?])\s+/));
  }
  const texts: string[] = [];
  let current: string[] = [];
  for (const sentence of new Set(sentences)) {
    current.push(sentence);
    if (current.join(' ').split(/\s+/).length >= 300) {
      texts.push(current.join(' '));
      current = [];
    }
  }
  return texts;
}

async function measureAnalyser(): Promise<void> {
  const { QuestionSchema } = await import('@shared/exam');
  const bank = JSON.parse(await readFile(join(projectRoot, 'content/questions/WWE.json'), 'utf8')) as unknown[];
  const prompts = bank.map((item) => QuestionSchema.parse(item));
  const questions = new Map(prompts.map((question) => [question.uid, question]));
  const [first, ...rest] = await unseenEssays();
  const started = performance.now();
  const { Writing } = await import('@functions/domain/writing');
  await Writing.warmUpWriting(); // as the worker does before its first answer
  await Writing.analyseWriting(prompts[0]!, first!);
  const cold = performance.now() - started;
  const warm: number[] = [];
  for (const [run, text] of rest.slice(0, 50).entries()) {
    const start = performance.now();
    await Writing.analyseWriting(prompts[run % prompts.length]!, text);
    warm.push(performance.now() - start);
  }
  const texts = await essays();
  // Misspellings nobody wrote before: each essay once, so no suggestion comes from the cache.
  const { plantSpellingErrors } = await import('../test/fixtures/writing-ladder');
  const misspelt: number[] = [];
  for (const essay of texts) {
    const text = plantSpellingErrors(essay.text, 50);
    const start = performance.now();
    await Writing.analyseWriting(questions.get(essay.uid)!, text);
    misspelt.push(performance.now() - start);
  }
  if (process.env.BENCH_WRITING_RUNS) console.error(warm.map((time) => time.toFixed(0)).join(" "));
  console.log(JSON.stringify({ cold, p50: percentile(warm, 50), p95: percentile(warm, 95), misspeltP50: percentile(misspelt, 50), misspeltP95: percentile(misspelt, 95) }));
}

async function measureSubmitToResult(): Promise<number[]> {
  const { startPlatform } = await import('@local/platform');
  const dataDir = await mkdtemp(join(tmpdir(), 'pte-bench-writing-'));
  const platform = await startPlatform({ projectRoot, port: 0, mailPort: 0, dataDir, webRoot: join(dataDir, 'no-web'), logLevel: 'SILENT' });
  const post = async (path: string, body: unknown) => (await (await fetch(`${platform.appUrl}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as Record<string, unknown>;
  const sample = (await essays()).find((essay) => essay.uid.endsWith('0001'))!;
  const times: number[] = [];
  try {
    for (let run = 0; run < 21; run += 1) {
      const start = performance.now();
      const { jobId } = (await post('analysis/analyseWritingText', { uid: sample.uid, text: sample.text, isMockTest: false })) as { jobId: string };
      while ((await post('analysis/fetchWritingAnalysis', { jobId })).status === 'pending') await new Promise((resolve) => setTimeout(resolve, 10));
      if (run > 0) times.push(performance.now() - start); // the first run waits for the worker's warm-up
    }
  } finally {
    await platform.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  return times;
}

if (process.argv[2] === '--analyser') {
  // A process of its own, so the cold figure includes loading harper.js and the dictionaries.
  Object.assign(process.env, { STAGE: 'bench', AWS_REGION: 'us-east-1', TABLE_NAME: 'unused', JWT_SECRET_FILE: 'unused', CONTENT_BUCKET: 'unused', UPLOADS_BUCKET: 'unused', WRITING_QUEUE_URL: 'unused', SPEECH_QUEUE_URL: 'unused', TRANSCRIBER: 'browser', MAIL_FROM: 'unused', TEAM_EMAIL: 'bench@pte.test', PUBLIC_URL: 'http://localhost', LOG_LEVEL: 'SILENT' });
  await measureAnalyser();
} else {
  const analyser = JSON.parse(execFileSync(join(projectRoot, 'node_modules/.bin/tsx'), [join(projectRoot, 'scripts/bench-writing.ts'), '--analyser'], { encoding: 'utf8' }).trim().split('\n').at(-1)!) as Record<'cold' | 'p50' | 'p95' | 'misspeltP50' | 'misspeltP95', number>;
  console.log(`Analyser, 300-word essay: cold ${ms(analyser.cold)} (the worker's warm-up, which loads harper.js, wink-nlp, WordNet and the dictionaries, and the first essay); warm p50 ${ms(analyser.p50)}, p95 ${ms(analyser.p95)} (50 essays of sentences not seen before)`);
  console.log(`Analyser, 300-word essay with 50 new misspellings: p50 ${ms(analyser.misspeltP50)}, p95 ${ms(analyser.misspeltP95)} (20 essays, once each)`);
  const submit = await measureSubmitToResult();
  console.log(`Submit to result on the local platform: p50 ${ms(percentile(submit, 50))}, p95 ${ms(percentile(submit, 95))} (20 analyses through API, queue and worker)`);
}
