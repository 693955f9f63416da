import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * A fingerprint of source files by path, size and modification time, as make judges what is
 * stale: reading every file to hash its bytes took 0.5-0.9 s of a warm start (68 MB of content),
 * stating them takes 40 ms. A checkout or an edit changes the times, so it changes the
 * fingerprint; what it costs is a needless rebuild after a `touch`, never a stale result.
 * Synchronous on purpose: at start-up the thread is busy loading modules, and 2,000 asynchronous
 * stats queued behind that work took 0.5-4 s to come back instead of the 40 ms they block it.
 * `sources` are files or folders under `projectRoot`; node_modules inside them are left out.
 */
export function sourceFingerprint(projectRoot: string, sources: readonly string[]): string {
  const hash = createHash('sha256');
  for (const source of sources) {
    for (const file of filesUnder(join(projectRoot, source))) {
      const { size, mtimeMs } = statSync(file);
      hash.update(`${relative(projectRoot, file)}\0${size}\0${mtimeMs}\0`);
    }
  }
  return hash.digest('hex');
}

/** What the seed's content steps read: the content and the code that turns it into items, files and mocks. */
export const seedSources = ['content', 'functions', 'shared', 'package-lock.json'] as const;

function filesUnder(path: string): string[] {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (stats === undefined) return [];
  if (!stats.isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !entry.parentPath.includes('node_modules'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}
