import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { QuestionSchema, type Question } from '@shared/exam';

/** A media file of the bank and where it goes in the content bucket. */
export interface MediaFile {
  key: string;
  bytes: Uint8Array;
  contentType: string;
}

/** Media folders of content/ and their keys' prefixes in the bucket (the files routes read them back). */
export const mediaFolders = [
  { folder: 'audio', prefix: 'audio/', extension: '.opus', contentType: 'audio/ogg; codecs=opus' },
  { folder: 'images', prefix: 'images/', extension: '.svg', contentType: 'image/svg+xml' },
  { folder: 'pdf', prefix: 'pdf/', extension: '.pdf', contentType: 'application/pdf' },
  // The vocabulary trainer's pronunciations (content/vocabulary/audio/<word>.opus), served as audio word-<word>.
  { folder: 'vocabulary/audio', prefix: 'audio/word-', extension: '.opus', contentType: 'audio/ogg; codecs=opus' },
] as const;

/** Media files read at once. */
const parallelReads = 16;

/**
 * Reads the question bank from a content/ folder: every questions/*.json item parsed by the
 * Question schema (an invalid item stops the seed with its uid and problems) and every media file.
 * Run where the repository is (local platform, `npm run seed`), never inside a Lambda.
 */
export async function readBank(contentDir: string): Promise<{ questions: Question[]; media: MediaFile[] }> {
  const questions: Question[] = [];
  const problems: string[] = [];
  const questionDir = join(contentDir, 'questions');
  for (const file of (await readdir(questionDir)).filter((name) => name.endsWith('.json')).sort()) {
    const items = JSON.parse(await readFile(join(questionDir, file), 'utf8')) as unknown[];
    for (const item of items) {
      const result = QuestionSchema.safeParse(item);
      if (result.success) questions.push(result.data);
      else problems.push(`${file} ${(item as { uid?: string }).uid ?? '?'}: ${result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
    }
  }
  if (problems.length > 0) throw new Error(`The question bank has invalid items (run npm run content:check):\n${problems.join('\n')}`);

  const files: { key: string; path: string; contentType: string }[] = [];
  for (const { folder, prefix, extension, contentType } of mediaFolders) {
    const names = await readdir(join(contentDir, folder)).catch(() => [] as string[]);
    for (const name of names.filter((candidate) => extname(candidate) === extension).sort()) files.push({ key: `${prefix}${name}`, path: join(contentDir, folder, name), contentType });
  }
  // Read several at a time: one after another, the bank's 1,200 files took most of a warm start's seed.
  const media: MediaFile[] = new Array(files.length);
  let next = 0;
  const reader = async () => {
    for (let index = next++; index < files.length; index = next++) {
      const { key, path, contentType } = files[index]!;
      media[index] = { key, bytes: new Uint8Array(await readFile(path)), contentType };
    }
  };
  await Promise.all(Array.from({ length: parallelReads }, reader));
  return { questions, media };
}
