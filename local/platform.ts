import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import type { TranscriberName } from '@shared/api';
import { moonshineAvailable } from '@functions/adapters/transcriber/moonshine-model';
import { pocketsphinxAvailable } from '@functions/adapters/transcriber/pocketsphinx';
import type { DemoAccount } from '@functions/domain/accounts/demo-accounts';
import type { SeedReport } from '@functions/domain/seed';
import { fallbackRouteGroup, routeGroups } from '@functions/http/registry';
import { jobs } from '@functions/jobs/registry';
import { maxDeliveries, workers } from '@functions/workers/registry';
import { createApiGatewayAdapter, type HttpHandler } from './api-gateway';
import { dataPaths, ensureTable, listenOnLoopback, localCredentials, localRegion, startDynalite, startS3rver, startSes, type Emulator } from './emulators';
import { createLocalQueue, type WorkerHandler } from './queue';
import { seedSources, sourceFingerprint } from './source-fingerprint';
import { createStaticSite } from './static-site';

export interface PlatformOptions {
  projectRoot: string;
  /** App port; 0 picks a free one. */
  port: number;
  /** Mail viewer (aws-ses-v2-local) port; 0 picks a free one. */
  mailPort: number;
  dataDir: string;
  /** Where the built SPA is. */
  webRoot: string;
  /** Settles when webRoot holds the built site; pages wait for it, the API does not. */
  siteReady?: Promise<unknown>;
  /** Further browser origins allowed to upload to the media buckets (the Vite dev server). */
  extraOrigins?: string[];
  /** Where links in mails point; the app server itself unless the Vite dev server serves the app. */
  publicUrl?: string;
  logLevel?: string;
  /** Which transcriber the speech worker uses; Moonshine aligned by PocketSphinx when both are installed, else the browser's transcript. */
  transcriber?: TranscriberName;
  /** The country CloudFront would report for every visitor (CloudFront-Viewer-Country): it picks the prices' currency. AU unless set. */
  viewerCountry?: string;
  /** Stripe test keys to take real test payments locally; without a secret key, payments are simulated (pricing/simulatePayment). */
  stripe?: { secretKey?: string | undefined; webhookSecret?: string | undefined; publishableKey?: string | undefined };
}

export interface Platform {
  appUrl: string;
  mailUrl: string;
  seeded: SeedReport;
  /** How long the seed took at this start, in ms (the content is read only when its sources changed). */
  seedMs: number;
  demoAccounts: DemoAccount[];
  transcriber: TranscriberName;
  /** 'stripe' with test keys, else 'local' (simulated payments). */
  payments: 'stripe' | 'local';
  stop(): Promise<void>;
}

export const localNames = {
  table: 'pte-local',
  contentBucket: 'pte-local-content',
  uploadsBucket: 'pte-local-uploads',
  writingQueue: 'writing',
  speechQueue: 'speech',
} as const;

/**
 * Deliveries each local queue runs at once, from the machine's cores. One speech delivery already
 * spreads its PocketSphinx decoders over every core (a child process per chunk and pass, see
 * pocketsphinx.ts), while this process's one thread answers every API call and page, runs the
 * emulators and the writing worker: a core is left to it, so that pages and saves stay quick while
 * answers are scored. A one-core machine still runs one delivery, or no answer would ever be
 * scored; the system then shares its core.
 */
export const workerPoolSize = Math.max(1, availableParallelism() - 1);

let started = false;

/**
 * Starts the whole platform in this process: the app server (SPA and /api through the Lambda
 * handlers), dynalite, s3rver, aws-ses-v2-local and the in-process queue; creates the table and
 * buckets when missing and runs the seed. Functions read their configuration once when loaded,
 * so one process runs one platform.
 */
export async function startPlatform(options: PlatformOptions): Promise<Platform> {
  if (started) throw new Error('The local platform is already running in this process');
  started = true;
  const dataDir = resolve(options.dataDir);
  const paths = dataPaths(dataDir);
  await mkdir(paths.dynamodb, { recursive: true });
  await mkdir(paths.s3, { recursive: true });

  // Bind the app port first so that a busy port fails before anything else starts.
  let serve: (request: IncomingMessage, response: ServerResponse) => Promise<void> = async (_request, response) => {
    response.writeHead(503, { 'retry-after': '1' }).end('Starting');
  };
  const appServer = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      console.error('Local platform: request failed', error);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ errors: { internal: true, message: 'Server error!' } }));
    });
  });
  // Idle connections stay open a minute (as behind a cloud load balancer), not Node's 5 s: on a
  // busy machine a client reused a connection just as the server's short timer closed it (ECONNRESET).
  appServer.keepAliveTimeout = 60_000;
  const app = await listenOnLoopback(appServer, options.port);
  const appUrl = `http://localhost:${new URL(app.endpoint).port}`;

  const emulators: Emulator[] = [app];
  const transcriber = options.transcriber ?? (moonshineAvailable() ? 'moonshine' : pocketsphinxAvailable() ? 'pocketsphinx' : 'browser');
  try {
    const dynamodb = await startDynalite(paths.dynamodb);
    emulators.push(dynamodb);
    const origins = [appUrl, app.endpoint, ...(options.extraOrigins ?? [])];
    const s3 = await startS3rver(paths.s3, [
      { name: localNames.contentBucket, allowedOrigins: origins },
      { name: localNames.uploadsBucket, allowedOrigins: origins },
    ]);
    emulators.push(s3);
    const ses = await startSes(options.mailPort);
    emulators.push(ses);

    Object.assign(process.env, {
      STAGE: 'local',
      AWS_REGION: localRegion,
      AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      TABLE_NAME: localNames.table,
      JWT_SECRET_FILE: await ensureJwtSecret(paths.jwtSecret),
      STRIPE_SECRET_FILE: await writeStripeKeys(paths.stripeKeys, options.stripe),
      MOBILE_SUBSCRIPTIONS_FILE: await ensureMobileSubscriptions(paths.mobileSubscriptions),
      WRITING_QUEUE_URL: localNames.writingQueue,
      SPEECH_QUEUE_URL: localNames.speechQueue,
      TRANSCRIBER: transcriber,
      CONTENT_BUCKET: localNames.contentBucket,
      UPLOADS_BUCKET: localNames.uploadsBucket,
      MAIL_FROM: 'PTE Practice <no-reply@pte.local>',
      TEAM_EMAIL: 'team@pte.local',
      PUBLIC_URL: options.publicUrl ?? appUrl,
      DYNAMODB_ENDPOINT: dynamodb.endpoint,
      S3_ENDPOINT: s3.endpoint,
      SES_ENDPOINT: ses.endpoint,
      LOG_LEVEL: options.logLevel ?? 'WARN',
      // Nothing reads CloudWatch metrics or X-Ray here: Powertools would print a metric line per
      // job and credit among the logs, and the tracer would look for a daemon that is not there.
      POWERTOOLS_METRICS_DISABLED: 'true',
      POWERTOOLS_TRACE_ENABLED: 'false',
      // X-Ray's SDK, loaded by the tracer, otherwise installs an async hook on load that tracks every
      // promise of the process (the seed's writes, the emulators, every request) for traces nothing sends.
      AWS_XRAY_MANUAL_MODE: 'true',
    });
    await ensureTable(dynamodb.endpoint, localNames.table);

    // Workers load once the app answers (the writing worker's grammar and spelling engines take
    // about a second); a message that arrives earlier waits for its worker.
    let startWorkers!: () => void;
    const workersWanted = new Promise<void>((resolve) => (startWorkers = resolve));
    const workerHandlers: Record<string, WorkerHandler> = {};
    for (const { entry, queue: queueName } of Object.values(workers)) {
      const loaded = workersWanted.then(async () => ((await import(join(options.projectRoot, entry))) as { handler: WorkerHandler }).handler);
      workerHandlers[queueName] = async (event, context, callback) => (await loaded)(event, context, callback);
    }
    const queue = createLocalQueue({
      workers: workerHandlers,
      timeoutsMs: Object.fromEntries(Object.values(workers).map(({ queue: queueName, timeoutSeconds }) => [queueName, timeoutSeconds * 1000])),
      maxReceiveCount: maxDeliveries,
      concurrency: workerPoolSize,
      onDeadLetter: (queueUrl, record, error) => console.error(`Local queue ${queueUrl}: message ${record.messageId} dead-lettered`, error),
    });
    const { useQueue } = await import('@functions/adapters/queue');
    useQueue(queue);
    emulators.push({ endpoint: 'queue', stop: () => queue.stop() });

    const { seed } = await import('@functions/domain/seed');
    const packageJson = JSON.parse(await readFile(join(options.projectRoot, 'package.json'), 'utf8')) as { version: string };
    const demoAccounts = await ensureDemoAccounts(paths.demoAccounts);
    const seedStarted = performance.now();
    // The seed waits on the table, the bucket and password hashes much of its time; the route
    // groups' and jobs' modules load meanwhile instead of before it.
    const sourcesFingerprint = sourceFingerprint(options.projectRoot, seedSources);
    const seeding = seed({ appVersion: packageJson.version, contentDir: join(options.projectRoot, 'content'), demoAccounts, sourcesFingerprint }).then((report) => ({ report, ms: Math.round(performance.now() - seedStarted) }));
    const handlers: Record<string, HttpHandler> = {};
    const loading = (async () => {
      await Promise.all(Object.entries(routeGroups).map(async ([group, { entry }]) => {
        const module = (await import(join(options.projectRoot, entry))) as { handler: HttpHandler };
        handlers[group] = module.handler;
      }));
      // The scheduled jobs on timers of their schedule's period, as EventBridge runs them in AWS.
      for (const [name, { entry, everyMinutes }] of Object.entries(jobs)) {
        const job = (await import(join(options.projectRoot, entry))) as { handler: () => Promise<void> };
        let running: Promise<void> = Promise.resolve();
        const timer = setInterval(() => {
          running = running.then(() => job.handler()).catch((error: unknown) => console.error(`Local platform: job ${name} failed`, error));
        }, everyMinutes * 60_000);
        emulators.push({ endpoint: `job ${name}`, stop: async () => void (clearInterval(timer), await running) });
      }
    })();
    // Both settle before a failure is thrown, so that nothing writes to an emulator being stopped.
    const [seedResult, loaded] = await Promise.allSettled([seeding, loading]);
    if (seedResult.status === 'rejected') throw seedResult.reason;
    if (loaded.status === 'rejected') throw loaded.reason;
    const { report: seeded, ms: seedMs } = seedResult.value;

    const serveApi = createApiGatewayAdapter(handlers, fallbackRouteGroup, { viewerCountry: options.viewerCountry ?? 'AU' });
    const serveSite = createStaticSite(resolve(options.webRoot));
    const siteReady = options.siteReady ?? Promise.resolve();
    serve = async (request, response) => {
      if (request.url?.startsWith('/api/')) return serveApi(request, response);
      await siteReady;
      return serveSite(request, response);
    };
    startWorkers();
    // The in-process queue's messages die with the process; the jobs they carried are in the
    // table. Every pending one is queued again, as SQS would redeliver, so each paid analysis in
    // flight when the platform stopped finishes, or fails and gives its credit back. It scans the
    // table, so it runs beside serving rather than before it; stopping waits for it.
    const { Analysis } = await import('@functions/domain/analysis');
    const requeued = Analysis.requeuePendingJobs().catch((error: unknown) => console.error('Local platform: pending analyses not queued again', error));
    emulators.push({ endpoint: 'requeue', stop: async () => void (await requeued) });

    return {
      appUrl,
      mailUrl: `http://localhost:${new URL(ses.endpoint).port}`,
      seeded,
      seedMs,
      demoAccounts,
      transcriber,
      payments: options.stripe?.secretKey ? 'stripe' : 'local',
      stop: () => stopAll(emulators),
    };
  } catch (error) {
    await stopAll(emulators);
    throw error;
  }
}

async function stopAll(emulators: Emulator[]): Promise<void> {
  // The app server first so that no request reaches a stopped emulator; the rest newest first.
  const [first, ...rest] = emulators;
  if (first) await first.stop();
  for (const emulator of rest.reverse()) await emulator.stop();
}

/**
 * The demo student and admin of this data dir, with passwords generated at its first start and
 * kept beside the data (never in the repo, never in AWS).
 */
async function ensureDemoAccounts(path: string): Promise<DemoAccount[]> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as DemoAccount[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const password = () => randomBytes(9).toString('base64url');
  const accounts: DemoAccount[] = [
    { email: 'student@pte.local', password: password(), firstName: 'Demo', platformAccess: 'student' },
    { email: 'admin@pte.local', password: password(), firstName: 'Admin', platformAccess: 'admin' },
  ];
  await writeFile(path, JSON.stringify(accounts, null, 2), { mode: 0o600 });
  return accounts;
}

/** The local JWT key: generated once under the data dir, readable only by its owner. */
async function ensureJwtSecret(path: string): Promise<string> {
  try {
    await writeFile(path, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return path;
}

/**
 * The local Stripe keys file, written at every start: test keys when given (real test payments
 * through Stripe, with `stripe listen --forward-to` for the webhook), otherwise only a generated
 * webhook secret, which makes the payments local and simulated. Readable only by its owner.
 */
async function writeStripeKeys(path: string, keys: PlatformOptions['stripe'] = {}): Promise<string> {
  const content = {
    webhookSecret: keys.webhookSecret || `whsec_local_${randomBytes(24).toString('base64url')}`,
    ...(keys.secretKey ? { secretKey: keys.secretKey } : {}),
    ...(keys.publishableKey ? { publishableKey: keys.publishableKey } : {}),
  };
  await writeFile(path, JSON.stringify(content, null, 2), { mode: 0o600 });
  return path;
}

/** The mobile subscription simulator's file (functions/adapters/mobile-subscriptions), empty at first. */
async function ensureMobileSubscriptions(path: string): Promise<string> {
  try {
    await writeFile(path, '{}\n', { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return path;
}
