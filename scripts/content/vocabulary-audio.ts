/**
 * `npm run content:audio` (second step): the pronunciation of every word of content/vocabulary,
 * synthesised with flite into content/vocabulary/audio/<word>.opus (Opus mono at 12 kbit/s,
 * a few kilobytes a word). The seed puts them in the content bucket as audio/word-<word>.opus,
 * served by aws/getAudioFile/word-<word>. Incremental: a word whose file exists is kept; files of words no list holds
 * any more are deleted.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VocabularyListSchema, type VocabularyList } from '@shared/content';
import { audioHash, type AudioJob } from './audio-plan';
import { assertToolsInstalled, inParallel, synthesise } from './audio-synth';
import { contentPaths, listMediaIds } from './load-bank';

export const vocabularyPaths = { lists: join(contentPaths.root, 'vocabulary'), audio: join(contentPaths.root, 'vocabulary', 'audio') };

/** One clear voice for every word, at its neutral pace: a learner compares words, not speakers. */
const wordVoice = { voice: 'slt', stretch: 1 } as const;
const wordBitrateKbps = '12';

/** The lists of content/vocabulary as their files hold them, each parsed by its schema (a file that fails is reported by content:check). */
export async function readVocabularyFiles(dir = vocabularyPaths.lists): Promise<{ file: string; value: unknown }[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(names.map(async (file) => ({ file, value: JSON.parse(await readFile(join(dir, file), 'utf8')) as unknown })));
}

/** The synthesis job of a word: the word spoken once, into a file named by the word. */
export function wordAudioJob(word: string): AudioJob {
  const segments = [{ text: word, ...wordVoice }];
  return { uid: word, track: word, segments, beep: false, hash: audioHash(segments, false) };
}

/** What a run does: the words without audio to synthesise, the files of words no list holds to delete. */
export function planWordAudio(lists: readonly VocabularyList[], existing: ReadonlySet<string>): { synthesise: AudioJob[]; remove: string[] } {
  const wanted = new Set(lists.flatMap((list) => list.words.map((entry) => entry.word)));
  return {
    synthesise: [...wanted].filter((word) => !existing.has(word)).map(wordAudioJob),
    remove: [...existing].filter((track) => !wanted.has(track)),
  };
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await assertToolsInstalled();
  const lists = (await readVocabularyFiles()).map(({ value }) => VocabularyListSchema.parse(value));
  const plan = planWordAudio(lists, await listMediaIds(vocabularyPaths.audio, '.opus'));
  for (const track of plan.remove) await rm(join(vocabularyPaths.audio, `${track}.opus`), { force: true });
  await inParallel(plan.synthesise, 2, (job) => synthesise(job, vocabularyPaths.audio, wordBitrateKbps));
  const total = await listMediaIds(vocabularyPaths.audio, '.opus');
  console.log(`vocabulary audio: ${plan.synthesise.length} synthesised, ${plan.remove.length} removed, ${total.size} words`);
}
