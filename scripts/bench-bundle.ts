/**
 * `npm run bench:bundle`: what a first visit costs. Builds the SPA as `npm start` serves it, prints
 * the gzipped size of the JS a first visit loads (the entry script and what index.html preloads)
 * and of the lazy chunks, then opens /, /practice and a question page in Debian's Chromium on the
 * local platform with the CPU throttled 4× (a mid-range phone) and prints the first contentful
 * paint and the largest (the page's own content): median and max over RUNS runs per page
 * (default 5), each in a fresh browser context.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { ensureWebBuild } from '@local/web-build';
import { launchChromium } from '@test/fixtures/browser';
import { startLocalPlatform } from '@test/fixtures/local-platform';
import { projectRoot } from '../lib/function-defaults';

const runs = Number(process.env.RUNS ?? 5);
const cpuThrottlingRate = 4;
const pages = ['/', '/practice', '/practice/RFG-0001'];

const outDir = join(projectRoot, 'dist/web');
await ensureWebBuild(projectRoot, outDir);

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

/** The start time of the page's last performance entry of `type` (for 'paint', the first contentful paint). */
function lastEntry(page: Page, type: 'paint' | 'largest-contentful-paint'): Promise<number> {
  // The entries are buffered, so they are read even when the paints came before the observer.
  return page.evaluate(
    (entryType) =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          const entries = list.getEntries().filter((entry) => entryType !== 'paint' || entry.name === 'first-contentful-paint');
          if (entries.length === 0) return;
          observer.disconnect();
          resolve(entries.at(-1)!.startTime);
        }).observe({ type: entryType, buffered: true });
      }),
    type,
  );
}

interface Paints {
  /** First contentful paint: the first text or image drawn. */
  first: number;
  /** Largest contentful paint: when the page's main content (its heading, list or question) was drawn. */
  largest: number;
}

/**
 * One cold visit: a new context has an empty cache and storage, as a first visit does. The
 * throttle is set before navigating, so parsing and running the scripts is slowed too.
 */
async function paintsOf(browser: Browser, url: string): Promise<Paints> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottlingRate });
    await page.goto(url);
    // The largest paint is final once the page has loaded what it shows.
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    return { first: await lastEntry(page, 'paint'), largest: await lastEntry(page, 'largest-contentful-paint') };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const dataDir = await mkdtemp(join(tmpdir(), 'pte-bench-bundle-'));
const platform = await startLocalPlatform({ DATA_DIR: dataDir, SKIP_WEB_BUILD: 'true' });
const browser = await launchChromium();
try {
  // One visit per page first, not counted: the server's first answer of each route (a handler's
  // first load) is not the browser's work this measures.
  for (const path of pages) await paintsOf(browser, `${platform.appUrl}${path}`);
  const paints = new Map(pages.map((path) => [path, [] as Paints[]]));
  // The pages take turns, so a burst of load on the shared machine spreads over all of them.
  for (let run = 0; run < runs; run += 1) {
    for (const path of pages) paints.get(path)!.push(await paintsOf(browser, `${platform.appUrl}${path}`));
  }
  console.log(`\nCPU throttled ${cpuThrottlingRate}×, ${runs} runs per page, each in a fresh browser context (cold cache), load average ${loadavg()[0]!.toFixed(1)}:`);
  const summary = (values: number[]) => `median ${seconds(median(values))}, max ${seconds(Math.max(...values))} (runs: ${values.map((value) => seconds(value)).join(', ')})`;
  for (const [path, visits] of paints) {
    console.log(`  ${path}`);
    console.log(`    first contentful paint    ${summary(visits.map((visit) => visit.first))}`);
    console.log(`    largest contentful paint  ${summary(visits.map((visit) => visit.largest))}`);
  }
} finally {
  await browser.close();
  await platform.stop();
  await rm(dataDir, { recursive: true, force: true });
}
