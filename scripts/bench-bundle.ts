/**
 * `npm run bench:bundle`: builds the SPA and prints the gzipped size of the JS a first visit loads
 * (the entry script and what index.html preloads), and of the lazy route chunks.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { projectRoot } from '../lib/function-defaults';

const outDir = join(projectRoot, 'dist/web');
await build({ configFile: join(projectRoot, 'frontend/vite.config.ts'), logLevel: 'silent' });

const html = await readFile(join(outDir, 'index.html'), 'utf8');
const initial = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!));
const sizes = async (file: string) => {
  const content = await readFile(join(outDir, file));
  return { raw: content.byteLength, gzip: gzipSync(content, { level: 9 }).byteLength };
};
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

let raw = 0;
let gzip = 0;
for (const file of initial) {
  const size = await sizes(file);
  raw += size.raw;
  gzip += size.gzip;
}
console.log(`Initial JS (${initial.size} file${initial.size === 1 ? '' : 's'}): ${kB(gzip)} gzipped, ${kB(raw)} raw`);
for (const file of (await readdir(join(outDir, 'assets'))).filter((name) => name.endsWith('.js') && !initial.has(`assets/${name}`))) {
  const size = await sizes(`assets/${file}`);
  console.log(`  lazy ${file}: ${kB(size.gzip)} gzipped`);
}
