/**
 * `npm run content:audio`: synthesises the audio of every question with a track into
 * content/audio/<track>.opus (flite, sox, Opus mono 16 kbit/s) and keeps content/audio/manifest.json.
 * Incremental: a track is synthesised again only when its spoken text, voices or the pipeline
 * change, and files no question references any more are deleted.
 *
 * Options: --questions <dir> and --out <dir> (default content/questions and content/audio),
 * --jobs <n> (default 2: the machine has 2 cores and flite is single-threaded).
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { QuestionSchema } from '@shared/exam';
import {
  buildAudioJob,
  manifestTotals,
  nextManifest,
  planAudioRun,
  voices,
  type AudioJob,
  type AudioManifest,
  type ManifestEntry,
} from './audio-plan';
import { assertToolsInstalled, inParallel, MissingToolError, missingVoices, synthesise } from './audio-synth';
import { contentPaths, listMediaIds, parseBankFile, readBankFiles, stringField } from './load-bank';

/**
 * The size budget of all audio together (decimal megabytes). Issue 21's bank holds about nine
 * hours of speech, some 70 MB at 16 kbit/s; the budget leaves room for it and still catches a
 * codec setting that multiplies the size.
 */
const budgetBytes = 80_000_000;

const { values: options } = parseArgs({
  options: {
    questions: { type: 'string', default: contentPaths.questions },
    out: { type: 'string', default: contentPaths.audio },
    jobs: { type: 'string', default: '2' },
  },
});

interface BankJobs {
  jobs: AudioJob[];
  referenced: Set<string>;
  /** Removing unreferenced audio is unsafe when a file could not be read: its tracks are unknown. */
  unreadableFiles: string[];
  warnings: string[];
}

async function collectJobs(questionsDir: string): Promise<BankJobs> {
  const result: BankJobs = { jobs: [], referenced: new Set(), unreadableFiles: [], warnings: [] };
  const byTrack = new Map<string, string>();
  for (const file of (await readBankFiles(questionsDir)).map(parseBankFile)) {
    if (file.error !== undefined) {
      result.unreadableFiles.push(file.file);
      result.warnings.push(`${file.file}: ${file.error}; its items are skipped`);
    }
    for (const item of file.items) {
      const track = stringField(item, 'track');
      if (track === undefined) continue;
      result.referenced.add(track);
      const parsed = QuestionSchema.safeParse(item);
      const uid = stringField(item, 'uid') ?? '?';
      if (!parsed.success) {
        result.warnings.push(`${file.file} ${uid}: fails the Question schema (see content:check); audio not synthesised`);
        continue;
      }
      const built = buildAudioJob(parsed.data);
      if ('problem' in built) {
        result.warnings.push(`${file.file} ${uid} ${built.problem.field}: ${built.problem.message}`);
        continue;
      }
      const owner = byTrack.get(track);
      if (owner !== undefined) {
        result.warnings.push(`${file.file} ${uid}: track ${track} is already ${owner}'s; audio not synthesised`);
        continue;
      }
      byTrack.set(track, uid);
      result.jobs.push(built.job);
    }
  }
  return result;
}

async function readManifest(path: string): Promise<AudioManifest> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as AudioManifest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') console.warn(`warning: ${path} is unreadable, every track is checked again`);
    return {};
  }
}

async function writeManifest(path: string, manifest: AudioManifest): Promise<void> {
  const partial = `${path}.partial`;
  await writeFile(partial, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(partial, path);
}

const minutes = (seconds: number) => (seconds / 60).toFixed(1);
const megabytes = (bytes: number) => (bytes / 1_000_000).toFixed(2);

async function main(): Promise<number> {
  const started = performance.now();
  const outDir = options.out;
  const manifestPath = join(outDir, 'manifest.json');
  const jobsLimit = Math.max(1, Number(options.jobs) || 2);

  await assertToolsInstalled();
  const absentVoices = await missingVoices(voices);
  if (absentVoices.length > 0) {
    console.error(`flite lacks the voices ${absentVoices.join(', ')}: run \`sudo apt-get install flite\` (Debian's flite ships them)`);
    return 1;
  }

  const bank = await collectJobs(options.questions);
  for (const warning of bank.warnings) console.warn(`warning: ${warning}`);
  await mkdir(outDir, { recursive: true });
  const previous = await readManifest(manifestPath);
  const existing = await listMediaIds(outDir, '.opus');
  const plan = planAudioRun(bank.jobs, previous, existing, bank.referenced);

  const removing = bank.unreadableFiles.length > 0 ? [] : plan.remove;
  if (plan.remove.length > 0 && removing.length === 0) {
    console.warn(`warning: ${plan.remove.length} unreferenced track(s) kept because ${bank.unreadableFiles.join(', ')} could not be read`);
  }
  for (const track of removing) await rm(join(outDir, `${track}.opus`), { force: true });
  const kept = new Set([...existing].filter((track) => !removing.includes(track)));

  const made: Record<string, ManifestEntry> = {};
  const failures: string[] = [];
  // Written after every track so an interrupted run keeps what it has done.
  let saving = Promise.resolve();
  const save = () => {
    saving = saving.then(() => writeManifest(manifestPath, nextManifest(previous, made, new Set([...kept, ...Object.keys(made)]))));
    return saving;
  };
  console.log(`${plan.synthesise.length} to synthesise, ${plan.skip.length} up to date, ${removing.length} to remove (${jobsLimit} at a time)`);
  let done = 0;
  await inParallel(plan.synthesise, jobsLimit, async (job) => {
    try {
      made[job.track] = await synthesise(job, outDir);
      const entry = made[job.track];
      const voicesUsed = [...new Set(job.segments.map((segment) => `${segment.voice}@${segment.stretch}`))].join('+');
      done += 1;
      console.log(`[${done}/${plan.synthesise.length}] ${job.track} ${voicesUsed} ${entry?.seconds ?? 0} s`);
    } catch (error) {
      failures.push(`${job.track}: ${(error as Error).message.split('\n')[0] ?? ''}`);
    }
    await save();
  });
  await save();

  const manifest = nextManifest(previous, made, new Set([...kept, ...Object.keys(made)]));
  await writeManifest(manifestPath, manifest);
  const totals = manifestTotals(manifest);
  const took = (performance.now() - started) / 1000;
  console.log(
    `content:audio: ${Object.keys(made).length} synthesised, ${plan.skip.length} skipped, ${removing.length} removed, ` +
      `${failures.length} failed; ${totals.tracks} tracks, ${minutes(totals.seconds)} min, ${megabytes(totals.bytes)} MB in ${took.toFixed(0)} s`,
  );
  for (const failure of failures) console.error(`failed: ${failure}`);
  if (totals.bytes > budgetBytes) {
    console.error(`content:audio: the audio totals ${megabytes(totals.bytes)} MB, over the ${megabytes(budgetBytes)} MB budget`);
    return 1;
  }
  return failures.length > 0 ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof MissingToolError) {
    console.error(`content:audio: ${error.message}`);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
