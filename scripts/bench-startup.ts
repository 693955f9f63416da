/**
 * `npm run bench:startup`: time from `npm start` until a student's first visit is served: the
 * app's page (/, the built SPA) and an API call both answer. First (as after `npm ci`: new data dir,
 * SPA built and every social card drawn), cold (new data dir, SPA rebuilt, the cards unchanged and
 * so taken from their cache) and warm (same data dir, SPA up to date); median and max of RUNS runs (default 3).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../lib/function-defaults';
import { fingerprintFile } from '../local/web-build';

const runs = Number(process.env.RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3950);

async function timeToFirstRequest(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], { cwd: projectRoot, env: { ...process.env, PORT: String(port), DATA_DIR: dataDir }, stdio: 'ignore', detached: true });
  try {
    for (;;) {
      // The page waits for the SPA build, the API for the seed: a visit needs both.
      const answers = await Promise.all(['/', '/api/settings/getDateNow'].map((path) => fetch(`http://127.0.0.1:${port}${path}`).then((response) => response.ok, () => false)));
      const answered = answers.every(Boolean);
      if (answered) return performance.now() - started;
      if (performance.now() - started > 120_000) throw new Error('npm start did not answer within 2 minutes');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGINT');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const first: number[] = [];
const cold: number[] = [];
const warm: number[] = [];
const newStart = async (options: { drawCards: boolean }) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'pte-bench-'));
  await rm(join(projectRoot, 'dist/web', fingerprintFile), { force: true });
  if (options.drawCards) await rm(join(projectRoot, 'node_modules/.cache/pte-social-cards'), { recursive: true, force: true });
  return { dataDir, ms: await timeToFirstRequest(dataDir) };
};
for (let run = 0; run < runs; run += 1) {
  const firstStart = await newStart({ drawCards: true });
  first.push(firstStart.ms);
  await rm(firstStart.dataDir, { recursive: true, force: true });
  const { dataDir, ms } = await newStart({ drawCards: false });
  cold.push(ms);
  warm.push(await timeToFirstRequest(dataDir));
  await rm(dataDir, { recursive: true, force: true });
}
const format = (values: number[]) => `median ${Math.round(median(values))} ms, max ${Math.round(Math.max(...values))} ms (runs: ${values.map(Math.round).join(', ')})`;
console.log(`npm start → first visit served (page and API), first (new data dir, SPA built, social cards drawn): ${format(first)}`);
console.log(`npm start → first visit served (page and API), cold (new data dir, SPA rebuilt, cards cached): ${format(cold)}`);
console.log(`npm start → first visit served (page and API), warm (data kept, SPA up to date): ${format(warm)}`);
