/**
 * The PNG of a social card (a blog or landing page's cover, a public page's card), drawn from its
 * SVG once and kept under node_modules/.cache/pte-social-cards, named by a hash of the SVG and the
 * renderer's and fonts' versions. Drawing the site's ~60 cards took 4-5 s of CPU on every rebuild
 * (the web build rebuilds the whole site when any source changed), beside the seed at a cold
 * `npm start`, though a card changes only with its page's title, tags or cover; now a
 * rebuild draws only the cards whose SVG changed. A first start after `npm ci` draws them all.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { svgToPng } from '@functions/domain/mock/scorecard-png';
import projectPackage from '../../package.json' with { type: 'json' };

const cacheDir = join(resolve(import.meta.dirname, '../..'), 'node_modules', '.cache', 'pte-social-cards');
/** What draws a card besides its SVG: the renderer and the fonts, at the exact versions package.json pins. */
const renderer = (['@resvg/resvg-wasm', '@expo-google-fonts/roboto'] as const).map((name) => `${name}@${projectPackage.dependencies[name]}`).join(' ');

/** The card's PNG, from the cache when this SVG was drawn before by this renderer. */
export async function socialCardPng(svg: string): Promise<Uint8Array> {
  const file = join(cacheDir, `${createHash('sha256').update(renderer).update('\0').update(svg).digest('hex')}.png`);
  const cached = await readFile(file).catch(() => undefined);
  if (cached) return cached;
  const png = await svgToPng(svg);
  await mkdir(cacheDir, { recursive: true });
  // Written aside and renamed, so a start stopped mid-write never leaves half a PNG to be reused.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, png);
  await rename(partial, file);
  return png;
}
