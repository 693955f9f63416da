import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { blobs } from '@functions/adapters/blobs';
import { getEmailOwner, getQuestion, listQuestionsOfType } from '@functions/data';
import { Settings } from '@functions/domain/settings';
import { Content } from '@functions/domain/content';
import { seed, type ContentReport } from './index';

const projectRoot = join(import.meta.dirname, '../../..');

/** Stands in for the content bucket: keys with their MD5, as S3 lists them. */
const bucket = new Map<string, string>();

let contentDir: string;

beforeAll(async () => {
  // A small bank: two types of the repo's own, and one audio file.
  contentDir = await mkdtemp(join(tmpdir(), 'pte-seed-'));
  await mkdir(join(contentDir, 'questions'));
  await mkdir(join(contentDir, 'audio'));
  for (const type of ['RMA', 'WWE']) await cp(join(projectRoot, 'content/questions', `${type}.json`), join(contentDir, 'questions', `${type}.json`));
  await writeFile(join(contentDir, 'audio', 'LSA-0001.opus'), 'not really opus');
  vi.spyOn(blobs, 'list').mockImplementation(async (_bucket, prefix) => new Map([...bucket].filter(([key]) => key.startsWith(prefix))));
  vi.spyOn(blobs, 'put').mockImplementation(async (_bucket, key, body) => {
    bucket.set(key, (await import('node:crypto')).createHash('md5').update(body).digest('hex'));
  });
  vi.spyOn(blobs, 'remove').mockImplementation(async (_bucket, key) => {
    bucket.delete(key);
  });
});

afterAll(async () => {
  vi.restoreAllMocks();
  await rm(contentDir, { recursive: true, force: true });
});

describe('seed', () => {
  it('writes the settings, the demo accounts, the bank and its media, then nothing more when run again', async () => {
    // Prepare
    const itemsOf = async (type: string) => (JSON.parse(await readFile(join(contentDir, 'questions', `${type}.json`), 'utf8')) as unknown[]).length;
    const rma = await itemsOf('RMA');
    const input = { appVersion: '1.4.0', contentDir, demoAccounts: [{ email: 'demo@pte.test', password: 'demo password 1', firstName: 'Demo', platformAccess: 'student' as const }] };

    // Act
    const first = await seed(input);
    const second = await seed({ ...input, appVersion: '9.9.9' });

    // Assess
    expect(first).toMatchObject({ appSettings: 'created', demoAccounts: [{ email: 'demo@pte.test', result: 'created' }], content: { bank: { unchanged: false, questionsWritten: rma + (await itemsOf('WWE')), mediaWritten: 1 } } });
    expect(second).toMatchObject({ appSettings: 'kept', demoAccounts: [{ result: 'kept' }], content: { bank: { unchanged: true, questionsWritten: 0, mediaWritten: 0 } } });
    // A full mock needs every type: this small bank fills none, and the catalogue says why.
    expect((first.content as ContentReport).mocks.skipped.length).toBeGreaterThan(0);
    expect(await Settings.appVersion()).toBe('1.4.0');
    expect(await getEmailOwner('demo@pte.test')).toBeDefined();
    expect((await listQuestionsOfType('RMA')).length).toBe(rma);
    expect((await getQuestion('WWE-0001'))?.type).toBe('WWE');
    expect([...bucket.keys()]).toEqual(['audio/LSA-0001.opus']);
  });

  it('skips the content at a run from the sources of the last complete one, and reads it again once they change', async () => {
    // Prepare: a complete run from sources 'a'.
    const input = { appVersion: '1.4.0', contentDir };
    await seed({ ...input, sourcesFingerprint: 'a' });
    const readBank = vi.spyOn(Content, 'readBank');

    // Act
    const same = await seed({ ...input, sourcesFingerprint: 'a' });
    const changed = await seed({ ...input, sourcesFingerprint: 'b' });
    const unknown = await seed(input);

    // Assess
    expect(same).toMatchObject({ appSettings: 'kept', content: 'unchanged' });
    expect(changed.content).toMatchObject({ bank: { unchanged: true, questionsWritten: 0 } });
    expect(unknown.content).toMatchObject({ bank: { unchanged: true } });
    expect(readBank).toHaveBeenCalledTimes(2);
    readBank.mockRestore();
  });

  it('reads the content again after a run that failed, even from the same sources', async () => {
    // Prepare: a run from sources 'c' whose bucket fails.
    const input = { appVersion: '1.4.0', contentDir, sourcesFingerprint: 'c' };
    const list = vi.spyOn(blobs, 'list').mockRejectedValueOnce(new Error('bucket unavailable'));
    await writeFile(join(contentDir, 'audio', 'LSA-0002.opus'), 'more audio');
    await expect(seed(input)).rejects.toThrow('bucket unavailable');
    list.mockClear();

    // Act
    const again = await seed(input);

    // Assess
    expect(again.content).toMatchObject({ bank: { unchanged: false, mediaWritten: 1 } });
    expect(bucket.has('audio/LSA-0002.opus')).toBe(true);
  });

  it('stops on an invalid item of the bank, naming its uid', async () => {
    const broken = await mkdtemp(join(tmpdir(), 'pte-seed-broken-'));
    await mkdir(join(broken, 'questions'));
    await writeFile(join(broken, 'questions', 'RMA.json'), JSON.stringify([{ uid: 'RMA-0042', type: 'RMA' }]));

    await expect(seed({ appVersion: '1.0.0', contentDir: broken })).rejects.toThrow(/RMA\.json RMA-0042/);
    await rm(broken, { recursive: true, force: true });
  });
});
