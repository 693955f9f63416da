import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { bankQuestions } from '@test/fixtures/bank';
import { blobs } from '@functions/adapters/blobs';
import { getContentState, getQuestion, listQuestionsOfType } from '@functions/data';
import { FileNotFoundError, RangeNotSatisfiableError } from '@functions/platform/errors';
import { readMedia } from './media';
import { readBank } from './read-bank';
import { mediaCacheControl, syncBank } from './sync-bank';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A content bucket in memory, as blobs lists (keys with their MD5), writes and removes it. */
function bucketOf(initial: Record<string, string> = {}) {
  const keys = new Map(Object.entries(initial));
  vi.spyOn(blobs, 'list').mockImplementation(async (_bucket, prefix) => new Map([...keys].filter(([key]) => key.startsWith(prefix))));
  const put = vi.spyOn(blobs, 'put').mockImplementation(async (_bucket, key, body) => {
    keys.set(key, createHash('md5').update(body).digest('hex'));
  });
  const remove = vi.spyOn(blobs, 'remove').mockImplementation(async (_bucket, key) => {
    keys.delete(key);
  });
  return { keys, put, remove };
}

describe('readBank', () => {
  it('reads every media file of the bank with its key, bytes and type, in the order of the folders and names', async () => {
    // Prepare: more audio files than are read at once, an image and a word's pronunciation.
    const contentDir = await mkdtemp(join(tmpdir(), 'pte-read-bank-'));
    for (const folder of ['questions', 'audio', 'images', 'vocabulary/audio']) await mkdir(join(contentDir, folder), { recursive: true });
    await writeFile(join(contentDir, 'questions', 'RMA.json'), '[]');
    const audio = Array.from({ length: 40 }, (_, index) => `LSA-${String(index + 1).padStart(4, '0')}`);
    for (const id of [...audio].reverse()) await writeFile(join(contentDir, 'audio', `${id}.opus`), `audio of ${id}`);
    await writeFile(join(contentDir, 'images', 'DI-0001.svg'), '<svg/>');
    await writeFile(join(contentDir, 'vocabulary/audio', 'ubiquitous.opus'), 'ubiquitous');

    // Act
    const { media } = await readBank(contentDir);
    await rm(contentDir, { recursive: true, force: true });

    // Assess
    expect(media.map((file) => [file.key, new TextDecoder().decode(file.bytes), file.contentType])).toEqual([
      ...audio.map((id) => [`audio/${id}.opus`, `audio of ${id}`, 'audio/ogg; codecs=opus']),
      ['images/DI-0001.svg', '<svg/>', 'image/svg+xml'],
      ['audio/word-ubiquitous.opus', 'ubiquitous', 'audio/ogg; codecs=opus'],
    ]);
  });
});

describe('syncBank', () => {
  it('writes only what changed, removes what left the bank, and records the counts per type', async () => {
    // Prepare: a first bank of every Multiple Answers item, with one image.
    const [first, second, ...rest] = bankQuestions('RMA');
    const image = { key: 'images/RMA-0001.svg', bytes: new TextEncoder().encode('<svg/>'), contentType: 'image/svg+xml' };
    const bucket = bucketOf();
    await syncBank([first!, second!, ...rest], [image]);
    expect(bucket.put).toHaveBeenCalledExactlyOnceWith('pte-unit-content', image.key, image.bytes, 'image/svg+xml', mediaCacheControl);
    bucket.keys.set('images/old.svg', 'x');
    bucket.put.mockClear();

    // Act: the second item leaves, the first changes its title, the image stays the same and an old one is gone from the bank.
    const changed = { ...first!, title: 'A new title' };
    const report = await syncBank([changed, ...rest], [image]);

    // Assess
    const left = rest.length + 1;
    expect(report).toEqual({ unchanged: false, questionsWritten: 1, questionsDeleted: 1, mediaWritten: 0, mediaDeleted: 1, questions: left });
    expect((await getQuestion(first!.uid))!.title).toBe('A new title');
    expect(await getQuestion(second!.uid)).toBeUndefined();
    expect((await listQuestionsOfType('RMA')).length).toBe(left);
    expect((await getContentState())!.counts.RMA).toMatchObject({ total: left });
    expect(bucket.put).not.toHaveBeenCalled();
    expect(bucket.remove).toHaveBeenCalledExactlyOnceWith('pte-unit-content', 'images/old.svg');
  });
});

describe('readMedia', () => {
  it('answers a media file by kind and id, or the range asked for, with its type and cache time', async () => {
    const bytes = new Uint8Array([1, 2, 3, 4]);
    const get = vi.spyOn(blobs, 'get').mockResolvedValue({ bytes: bytes.subarray(1, 3), contentType: 'application/octet-stream', totalBytes: 4, range: { start: 1, end: 2 } });

    const file = await readMedia('audio', 'LSA-0001', 'bytes=1-2');

    expect(get).toHaveBeenCalledWith('pte-unit-content', 'audio/LSA-0001.opus', 'bytes=1-2');
    expect(file).toEqual({ bytes: bytes.subarray(1, 3), contentType: 'audio/ogg; codecs=opus', totalBytes: 4, range: { start: 1, end: 2 }, cacheControl: mediaCacheControl });
  });

  it('answers 404 for a file that is not there and 416 for a range outside it', async () => {
    vi.spyOn(blobs, 'get').mockResolvedValueOnce('missing').mockResolvedValueOnce('unsatisfiable');

    await expect(readMedia('images', 'RMA-9999')).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(readMedia('pdf', 'guide', 'bytes=99-')).rejects.toBeInstanceOf(RangeNotSatisfiableError);
  });
});
