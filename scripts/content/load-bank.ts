/**
 * Reading the question bank (content/questions/<CODE>.json) and the media beside it, shared by
 * `content:audio` and `content:check`. The parsing half is pure so both scripts' tests run
 * without a file system.
 */
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { isItemTypeCode, type ItemTypeCode } from '@shared/exam';

const contentRoot = join(import.meta.dirname, '../../content');

/** Where the bank and its media live. */
export const contentPaths = {
  root: contentRoot,
  questions: join(contentRoot, 'questions'),
  audio: join(contentRoot, 'audio'),
  images: join(contentRoot, 'images'),
  audioManifest: join(contentRoot, 'audio', 'manifest.json'),
};

/** One question file as read from disk, before any parsing. */
export interface BankFileText {
  /** The file name, e.g. 'LSA.json'. */
  file: string;
  text: string;
}

/** One question file after JSON parsing; items are unchecked objects, error says why there are none. */
export interface BankFile {
  file: string;
  /** The item-type code the file name claims, or undefined when the name is not a code. */
  code: ItemTypeCode | undefined;
  items: unknown[];
  error?: string;
}

/** The type code a question file's name stands for, e.g. fileCode('LSA.json') === 'LSA'. */
export function fileCode(file: string): ItemTypeCode | undefined {
  const name = basename(file, '.json');
  return isItemTypeCode(name) ? name : undefined;
}

/** Parses one file's text; a file that is not a JSON array yields no items and an error. */
export function parseBankFile({ file, text }: BankFileText): BankFile {
  const code = fileCode(file);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    // Writers save while they work: a half-written file is reported, never fatal.
    return { file, code, items: [], error: `not valid JSON (${(error as Error).message})` };
  }
  if (!Array.isArray(parsed)) return { file, code, items: [], error: 'the file must hold a JSON array of questions' };
  return { file, code, items: parsed };
}

/** The *.json files of the questions folder, sorted by name; an absent folder is an empty bank. */
export async function readBankFiles(dir = contentPaths.questions): Promise<BankFileText[]> {
  const names = await listFiles(dir, '.json');
  return Promise.all(names.map(async (file) => ({ file, text: await readFile(join(dir, file), 'utf8') })));
}

/** The ids of the media files of one folder, e.g. 'LSA-0001' for LSA-0001.opus. */
export async function listMediaIds(dir: string, extension: string): Promise<Set<string>> {
  const names = await listFiles(dir, extension);
  return new Set(names.map((name) => name.slice(0, -extension.length)));
}

async function listFiles(dir: string, extension: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** A string field of an unchecked item, e.g. its uid, when it has one. */
export function stringField(item: unknown, field: string): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const value = (item as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}
