import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { sourceFingerprint } from './source-fingerprint';

/** What the SPA is built from; a change to any of these rebuilds it. */
const sources = ['frontend', 'shared', 'content/blog', 'content/landing', 'scripts/web', 'package-lock.json', 'tsconfig.json'];
/** Beside the build: the fingerprint of the sources it was built from. */
export const fingerprintFile = '.source-fingerprint';

/** The sources' fingerprint when the build in `outDir` is out of date, else undefined. */
async function staleFingerprint(projectRoot: string, outDir: string): Promise<string | undefined> {
  const fingerprint = sourceFingerprint(projectRoot, sources);
  const built = await readFile(join(outDir, fingerprintFile), 'utf8').catch(() => '');
  return built === fingerprint ? undefined : fingerprint;
}

/** Builds the SPA into `outDir` and records what it was built from. */
export async function buildWeb(projectRoot: string, outDir: string, fingerprint: string): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: join(projectRoot, 'frontend/vite.config.ts'), logLevel: 'warn' });
  // The blog's, landing and public pages for crawlers and their covers (as npm run build:web writes them).
  const { writeSitePages } = await import('../scripts/web/site-pages');
  await writeSitePages({ siteDir: outDir, contentDir: join(projectRoot, 'content') });
  await writeFile(join(outDir, fingerprintFile), fingerprint);
}

/** Builds the SPA into `outDir` when its sources changed since the last build, so a warm start does not rebuild. True when built. */
export async function ensureWebBuild(projectRoot: string, outDir: string): Promise<boolean> {
  const fingerprint = await staleFingerprint(projectRoot, outDir);
  if (fingerprint === undefined) return false;
  await buildWeb(projectRoot, outDir, fingerprint);
  return true;
}

/**
 * ensureWebBuild with the build in a worker thread, so that a cold `npm start` builds the SPA on
 * one core while the main thread starts the emulators and seeds the bank on the other (one after
 * the other, a cold start took 27 s). The check stays on this thread: a warm start, up to date,
 * starts no worker and its TypeScript loader. The worker inherits `--import tsx` from this process.
 */
export async function ensureWebBuildInWorker(projectRoot: string, outDir: string): Promise<boolean> {
  const fingerprint = await staleFingerprint(projectRoot, outDir);
  if (fingerprint === undefined) return false;
  const worker = new Worker(new URL('./web-build-worker.ts', import.meta.url), { workerData: { projectRoot, outDir, fingerprint } });
  return new Promise((resolve, reject) => {
    worker.once('message', () => resolve(true));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The web build stopped with exit code ${code}`)));
  });
}
