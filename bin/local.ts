/**
 * `npm start`: the whole platform on one machine. Builds the SPA when its sources changed (in a
 * worker thread) while it starts everything else in this process (see local/platform.ts). Ctrl-C
 * stops it cleanly.
 * PORT (default 3000), MAIL_PORT (default PORT + 1) and DATA_DIR (default .data) are configurable;
 * COUNTRY (default AU) is the visitor's country as CloudFront would report it, which sets the currency;
 * STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PUBLISHABLE_KEY (test keys) replace the simulated payments.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SeedReport } from '@functions/domain/seed';
import type { Platform } from '@local/platform';
import { ensureWebBuildInWorker } from '@local/web-build';
import { transcriberNames } from '@shared/api/speaking';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = portFrom('PORT', 3000);
const mailPort = portFrom('MAIL_PORT', port === 0 ? 0 : port + 1);
const dataDir = resolve(process.env.DATA_DIR ?? join(projectRoot, '.data'));
const webRoot = join(projectRoot, 'dist/web');

// Installed before anything starts, so Ctrl-C during start-up also stops cleanly. `npm start` runs
// this file in one node process (node --import tsx), so the signal reaches it directly.
let platform: Platform | undefined;
let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping...`);
  await platform?.stop();
  console.log('Stopped.');
  process.exit(0);
};

const transcriberNote = {
  moonshine: 'Moonshine transcribes recordings, aligned by PocketSphinx',
  pocketsphinx: 'PocketSphinx transcribes recordings',
  browser: "the browser's own transcript (install Debian's pocketsphinx and pocketsphinx-en-us for server-side transcription)",
  aws: 'AWS Transcribe',
} as const;

process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  // The SPA builds (when its sources changed) beside the emulators' start and the seed; the site
  // answers once it is built, the API at once.
  const webBuild = process.env.SKIP_WEB_BUILD === 'true' ? Promise.resolve(false) : ensureWebBuildInWorker(projectRoot, webRoot);
  // Awaited below; marked handled so that a failed build waits for that await instead of crashing.
  webBuild.catch(() => undefined);
  const transcriber = transcriberNames.find((name) => name !== 'aws' && name === process.env.TRANSCRIBER);
  // Loaded only now, so that the build's worker starts before the platform's code (the emulators,
  // the SDK) loads on this thread: the two load side by side.
  const { startPlatform } = await import('@local/platform');
  platform = await startPlatform({
    projectRoot,
    port,
    mailPort,
    dataDir,
    webRoot,
    siteReady: webBuild,
    logLevel: process.env.LOG_LEVEL,
    viewerCountry: process.env.COUNTRY || 'AU',
    stripe: { secretKey: process.env.STRIPE_SECRET_KEY, webhookSecret: process.env.STRIPE_WEBHOOK_SECRET, publishableKey: process.env.STRIPE_PUBLISHABLE_KEY },
    ...(transcriber ? { transcriber } : {}),
  });
  if (await webBuild) console.log('Built the web app into dist/web');
  // Counted from node's start (performance's time origin), so the time spent loading the code is in it.
  console.log(`
PTE practice platform is running (ready ${Math.round(performance.now())} ms after node started)
  App:          ${platform.appUrl}
  Mail viewer:  ${platform.mailUrl}
  Data:         ${dataDir}
  Speech:       ${transcriberNote[platform.transcriber]}
  Payments:     ${platform.payments === 'stripe' ? 'Stripe test mode (STRIPE_SECRET_KEY)' : 'simulated: checkout offers a test payment, no Stripe keys needed'}
  Seed:         app settings ${platform.seeded.appSettings}; ${describeContent(platform.seeded.content)}; in ${platform.seedMs} ms
  Demo accounts (local only):
${platform.demoAccounts.map((account) => `    ${account.platformAccess.padEnd(8)} ${account.email}  password: ${account.password}`).join('\n')}
Press Ctrl-C to stop.`);
} catch (error) {
  const { code, port: busyPort } = error as NodeJS.ErrnoException & { port?: number };
  if (code === 'EADDRINUSE') {
    console.error(`Port ${busyPort} is already in use. Stop what is using it, or choose other ports, e.g. PORT=3100 npm start (the mail viewer takes PORT + 1, or MAIL_PORT).`);
  } else {
    console.error('The local platform could not start:', error);
  }
  process.exit(1);
}


function describeContent(content: SeedReport['content']): string {
  if (content === 'unchanged') return 'content and code unchanged since the last start, nothing read';
  const { bank, mocks } = content;
  const loaded = bank.unchanged
    ? `question bank unchanged (${bank.questions} questions)`
    : `question bank loaded (${bank.questions} questions: ${bank.questionsWritten} written, ${bank.questionsDeleted} removed; media: ${bank.mediaWritten} written, ${bank.mediaDeleted} removed)`;
  return `${loaded}; mock tests: ${mocks.mocks} (${mocks.written} written)`;
}

function portFrom(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`${name} must be a port number from 0 to 65535, not "${value}".`);
    process.exit(1);
  }
  return port;
}
