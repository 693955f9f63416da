import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { Worker } from 'node:worker_threads';

/** What the SPA is built from; a change to any of these rebuilds it. */
const sources = ['frontend', 'shared', 'content/blog', 'content/landing', 'scripts/web', 'package-lock.json', 'tsconfig.json'];
const hashFile = '.source-hash';

/**
 * Builds the SPA into `outDir` when its sources changed since the last build (a hash of every
 * source file is kept beside the build), so a warm `npm start` does not rebuild. True when built.
 */
export async function ensureWebBuild(projectRoot: string, outDir: string): Promise<boolean> {
  const hash = await hashSources(projectRoot);
  const previous = await readFile(join(outDir, hashFile), 'utf8').catch(() => '');
  if (previous === hash) return false;
  const { build } = await import('vite');
  await build({ configFile: join(projectRoot, 'frontend/vite.config.ts'), logLevel: 'warn' });
  // The blog's, landing and public pages for crawlers and their covers (as npm run build:web writes them).
  const { writeSitePages } = await import('../scripts/web/site-pages');
  await writeSitePages({ siteDir: outDir, contentDir: join(projectRoot, 'content') });
  await writeFile(join(outDir, hashFile), hash);
  return true;
}

async function hashSources(projectRoot: string): Promise<string> {
  const hash = createHash('sha256');
  for (const source of sources) {
    for (const file of await filesUnder(join(projectRoot, source))) {
      hash.update(relative(projectRoot, file)).update('\0').update(await readFile(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

async function filesUnder(path: string): Promise<string[]> {
  const entries = await readdir(path, { withFileTypes: true, recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOTDIR') return null;
    throw error;
  });
  if (entries === null) return [path];
  return entries
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('node_modules'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * ensureWebBuild in a worker thread, so that a cold `npm start` builds the SPA on one core while
 * the main thread starts the emulators and seeds the bank on the other (one after the other, a
 * cold start took 27 s). The worker inherits `--import tsx` from this process.
 */
export function ensureWebBuildInWorker(projectRoot: string, outDir: string): Promise<boolean> {
  const worker = new Worker(new URL('./web-build-worker.ts', import.meta.url), { workerData: { projectRoot, outDir } });
  return new Promise((resolve, reject) => {
    worker.once('message', (built: boolean) => resolve(built));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The web build stopped with exit code ${code}`)));
  });
}
