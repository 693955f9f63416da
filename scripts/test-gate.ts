/**
 * `npm test`: the gate. Runs the checks and test stages as a small graph instead of a chain, so
 * that stages overlap where the machine's 2 cores allow it, and prints each stage's time at the
 * end: the static checks beside the seed, then the unit tests alone, then the integration suites
 * beside the component tests, then the browser tests beside the infra tests.
 *
 * The seeded data dir (a platform's first start: the bank, its media, the web build) is made once
 * here and handed to the integration and end-to-end stages (PTE_SEEDED_DATA_DIR), which otherwise
 * each make their own (test/fixtures/seeded-data-dir.ts).
 *
 * Each stage's output is printed whole when it ends, so outputs do not interleave; every stage
 * runs even when another failed, so one run reports every failure.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalPlatform } from '../test/fixtures/local-platform';

interface Stage {
  name: string;
  /** An npm script, or a function for work done in this process. */
  run: string | (() => Promise<void>);
  /** Stages that must have ended (passed) first. */
  after: string[];
}

const seededDataDir = await mkdtemp(join(tmpdir(), 'pte-seeded-'));
const env = { ...process.env, PTE_SEEDED_DATA_DIR: seededDataDir };

/** A first start on an empty data dir, stopped once it serves: what every later start copies. */
async function seedDataDir(): Promise<void> {
  const platform = await startLocalPlatform({ DATA_DIR: seededDataDir });
  await platform.stop();
}

const stages: Stage[] = [
  { name: 'seeded data dir', run: seedDataDir, after: [] },
  { name: 'typecheck', run: 'typecheck', after: [] },
  { name: 'lint', run: 'lint', after: [] },
  { name: 'content:check', run: 'content:check', after: [] },
  { name: 'test:unit', run: 'test:unit', after: ['typecheck', 'lint', 'content:check'] },
  { name: 'test:integration', run: 'test:integration', after: ['test:unit', 'seeded data dir'] },
  { name: 'test:component', run: 'test:component', after: ['test:unit'] },
  // The browser tests wait much of their time, but beside the unit tests those took four times as
  // long, and beside the integration suites a request of theirs ran past 29 s: they come last.
  { name: 'test:e2e', run: 'test:e2e', after: ['seeded data dir', 'test:integration'] },
  { name: 'test:infra', run: 'test:infra', after: ['test:component'] },
];

const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];

function runScript(script: string): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(npm[0]!, [...npm.slice(1), 'run', script], { stdio: ['ignore', 'pipe', 'pipe'], env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', (error) => resolve({ ok: false, output: `${output}${error.message}\n` }));
    child.once('close', (code) => resolve({ ok: code === 0, output }));
  });
}

async function runStage(stage: Stage): Promise<{ ok: boolean; output: string }> {
  if (typeof stage.run === 'string') return runScript(stage.run);
  try {
    await stage.run();
    return { ok: true, output: '' };
  } catch (error) {
    return { ok: false, output: `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n` };
  }
}

type Outcome = { status: 'passed' | 'failed' | 'not run'; startedS: number; tookS: number };
const outcomes = new Map<string, Outcome>();
const started = performance.now();
const seconds = (from: number) => Math.round((performance.now() - from) / 1000);
const running = new Map<string, Promise<Outcome>>();

function schedule(stage: Stage): Promise<Outcome> {
  const existing = running.get(stage.name);
  if (existing) return existing;
  const promise = (async (): Promise<Outcome> => {
    const before = await Promise.all(stage.after.map((name) => schedule(stages.find((other) => other.name === name)!)));
    if (before.some((outcome) => outcome.status !== 'passed')) {
      // A stage after a failed one still runs when the failure cannot touch it (a lint error
      // does not stop the unit tests); only a missing seeded data dir stops what needs it.
      const missingData = stage.after.includes('seeded data dir') && outcomes.get('seeded data dir')?.status !== 'passed';
      if (missingData) return record(stage, { status: 'not run', startedS: seconds(started), tookS: 0 });
    }
    const stageStarted = performance.now();
    const startedS = seconds(started);
    const { ok, output } = await runStage(stage);
    process.stdout.write(`\n━━ ${stage.name}: ${ok ? 'passed' : 'FAILED'} in ${seconds(stageStarted)} s ━━\n${output}`);
    return record(stage, { status: ok ? 'passed' : 'failed', startedS, tookS: seconds(stageStarted) });
  })();
  running.set(stage.name, promise);
  return promise;
}

function record(stage: Stage, outcome: Outcome): Outcome {
  outcomes.set(stage.name, outcome);
  return outcome;
}

try {
  await Promise.all(stages.map(schedule));
} finally {
  await rm(seededDataDir, { recursive: true, force: true });
}

const width = Math.max(...stages.map((stage) => stage.name.length));
console.log(`\nStage${' '.repeat(width - 5)}  start     took  result`);
for (const stage of stages) {
  const { status, startedS, tookS } = outcomes.get(stage.name)!;
  console.log(`${stage.name.padEnd(width)}  ${`${startedS} s`.padStart(5)}  ${`${tookS} s`.padStart(7)}  ${status}`);
}
console.log(`${'npm test'.padEnd(width)}  ${'0 s'.padStart(5)}  ${`${seconds(started)} s`.padStart(7)}`);
const failed = stages.filter((stage) => outcomes.get(stage.name)!.status !== 'passed');
if (failed.length > 0) {
  console.error(`Failed: ${failed.map((stage) => stage.name).join(', ')}`);
  process.exit(1);
}
