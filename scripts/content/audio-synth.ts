/**
 * The side-effect half of `content:audio`: runs flite, sox and opusenc for one job. Every
 * intermediate file lives in a temporary folder; the .opus file appears by rename only once
 * complete, so an interrupted run never leaves a truncated track behind.
 */
import { execFile } from 'node:child_process';
import { access, constants, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import type { AudioJob, ManifestEntry } from './audio-plan';

const run = promisify(execFile);

/** The external tools and the Debian package of each. */
export const requiredTools = [
  { command: 'flite', debianPackage: 'flite' },
  { command: 'sox', debianPackage: 'sox' },
  { command: 'soxi', debianPackage: 'sox' },
  { command: 'opusenc', debianPackage: 'opus-tools' },
] as const;

/** A tool the pipeline needs is not installed. */
export class MissingToolError extends Error {
  constructor(
    readonly command: string,
    readonly debianPackage: string,
  ) {
    super(`${command} is not installed: run \`sudo apt-get install ${debianPackage}\``);
    this.name = 'MissingToolError';
  }
}

/** Throws MissingToolError for the first required tool that is not on the PATH. */
export async function assertToolsInstalled(): Promise<void> {
  const dirs = (process.env.PATH ?? '').split(delimiter).filter((dir) => dir !== '');
  for (const { command, debianPackage } of requiredTools) {
    const found = await Promise.any(dirs.map((dir) => access(join(dir, command), constants.X_OK))).then(
      () => true,
      () => false,
    );
    if (!found) throw new MissingToolError(command, debianPackage);
  }
}

/** The flite voices that are not installed among those asked for. */
export async function missingVoices(wanted: readonly string[]): Promise<string[]> {
  const { stdout } = await run('flite', ['-lv']);
  const installed = new Set(stdout.replace(/^.*?:/, '').trim().split(/\s+/));
  return wanted.filter((voice) => !installed.has(voice));
}

/** sox dithers with random noise; -R seeds it the same every run so a track's bytes are reproducible. */
const repeatable = ['-R'];
/** Every piece is brought to one format so sox can concatenate them. */
const sampleRate = '16000';
const format = ['-r', sampleRate, '-c', '1', '-b', '16'];
/** Silence before the first and after the last sound. */
const edgeSeconds = 0.3;
/** Silence between two speaker turns, and before the beep. */
const gapSeconds = 0.5;
const beepSeconds = 0.6;
const bitrateKbps = '16';

async function silence(path: string, seconds: number): Promise<void> {
  await run('sox', [...repeatable, '-n', ...format, path, 'trim', '0', String(seconds)]);
}

/**
 * Speaks one segment and trims flite's own leading and trailing silence, so the gaps are the
 * pipeline's, and normalises the level so voices sound equally loud.
 */
async function speak(dir: string, index: number, text: string, voice: string, stretch: number): Promise<string> {
  const textFile = join(dir, `segment-${index}.txt`);
  const raw = join(dir, `segment-${index}.raw.wav`);
  const clean = join(dir, `segment-${index}.wav`);
  await writeFile(textFile, `${text}\n`);
  await run('flite', ['-voice', voice, '--setf', `duration_stretch=${stretch}`, '-f', textFile, '-o', raw]);
  await run('sox', [...repeatable, raw, ...format, clean, 'silence', '1', '0.02', '0.5%', 'reverse', 'silence', '1', '0.02', '0.5%', 'reverse', 'norm', '-3']);
  return clean;
}

/** Synthesises one job into <outDir>/<track>.opus and returns its manifest entry; a single word may take a lower bitrate. */
export async function synthesise(job: AudioJob, outDir: string, bitrate = bitrateKbps): Promise<ManifestEntry> {
  const dir = await mkdtemp(join(tmpdir(), `pte-audio-${job.track}-`));
  try {
    const edge = join(dir, 'edge.wav');
    const gap = join(dir, 'gap.wav');
    await silence(edge, edgeSeconds);
    await silence(gap, gapSeconds);
    const parts = [edge];
    for (const [index, segment] of job.segments.entries()) {
      if (index > 0) parts.push(gap);
      parts.push(await speak(dir, index, segment.text, segment.voice, segment.stretch));
    }
    if (job.beep) {
      const beep = join(dir, 'beep.wav');
      await run('sox', [...repeatable, '-n', ...format, beep, 'synth', String(beepSeconds), 'sine', '1000', 'vol', '0.5']);
      parts.push(gap, beep);
    }
    parts.push(edge);
    const wav = join(dir, 'track.wav');
    await run('sox', [...repeatable, ...parts, wav]);
    const { stdout } = await run('soxi', ['-D', wav]);
    const partial = join(outDir, `.${job.track}.opus.partial`);
    const target = join(outDir, `${job.track}.opus`);
    // A serial derived from the hash (opusenc picks a random one) makes the same input give the same bytes.
    const serial = String(Number.parseInt(job.hash.slice(0, 8), 16) || 1);
    await run('opusenc', ['--bitrate', bitrate, '--quiet', '--serial', serial, '--title', job.uid, wav, partial]);
    await rename(partial, target);
    const { size } = await stat(target);
    return { hash: job.hash, seconds: Math.round(Number(stdout.trim()) * 100) / 100, bytes: size };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs the tasks with at most `limit` in flight, in order; results keep the tasks' order. */
export async function inParallel<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
