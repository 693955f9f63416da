/**
 * `npm run bench:api`: the API's read throughput against the raw throughput of its DynamoDB
 * engine, measured in one run on the same machine. The platform starts in this process, as
 * `npm start` runs it; a second process (scripts/bench-api-load.ts) plays 50 students at once,
 * each looping over the read mix of a practice page (fetchQuestions, fetchQuestion, getDateNow,
 * retrieveUser) with its own account, then 50 loops of raw GetItem of a user's item against the
 * same dynalite. It prints requests per second and latency percentiles of both, and their ratio.
 * BENCH_STUDENTS and BENCH_SECONDS change the load.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../lib/function-defaults';

Object.assign(process.env, { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' });
const students = Number(process.env.BENCH_STUDENTS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 15);
const dir = await mkdtemp(join(tmpdir(), 'pte-bench-api-'));
const { startPlatform } = await import('@local/platform');
const platform = await startPlatform({ projectRoot, port: 0, mailPort: 0, dataDir: join(dir, 'data'), webRoot: join(dir, 'no-web'), logLevel: 'SILENT', transcriber: 'browser' });

try {
  const { Accounts } = await import('@functions/domain/accounts');
  const accounts = Array.from({ length: students }, (_, index) => ({ email: `bench-${index}@pte.local`, password: `bench-password-${index}`, firstName: 'Bench', platformAccess: 'student' as const }));
  for (const account of accounts) await Accounts.ensureDemoAccount(account);
  const { getEmailOwner, User } = await import('@functions/data');
  // The raw loop reads the first student's item, the same item retrieveUser reads.
  const userKey = User.get({ userId: (await getEmailOwner(accounts[0]!.email))! }).params<{ Key: Record<string, string> }>().Key;
  // Spawned, not run synchronously: this process serves the requests meanwhile.
  const load = spawn(join(projectRoot, 'node_modules/.bin/tsx'), [join(projectRoot, 'scripts/bench-api-load.ts')], {
    stdio: 'inherit',
    env: {
      ...process.env,
      BENCH_APP_URL: platform.appUrl,
      BENCH_ACCOUNTS: JSON.stringify(accounts),
      BENCH_SECONDS: String(seconds),
      BENCH_USER_KEY: JSON.stringify(userKey),
    },
  });
  const [code] = (await once(load, 'exit')) as [number | null];
  if (code !== 0) process.exitCode = 1;
} finally {
  await platform.stop();
  await rm(dir, { recursive: true, force: true });
}
