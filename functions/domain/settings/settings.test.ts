import { describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import faqJson from '@content/faq.json';
import { itemTypeCodes, makeUid } from '@shared/exam';
import { blogPostFile } from '@test/fixtures/blog';
import { saveContentState } from '@functions/data';
import { Blog } from '@functions/domain/blog';
import { Mock } from '@functions/domain/mock';
import { SettingsMissingError } from '@functions/platform/errors';
import { adminSettings, appVersion, dateNow, health, libraryFigures, seedDefaults } from './settings';

describe('settings', () => {
  it('answers 404 for the app version before the seed, then the version it wrote, which a later seed keeps', async () => {
    await expect(appVersion()).rejects.toBeInstanceOf(SettingsMissingError);

    expect(await seedDefaults({ APP_VERSION: '2.0.0' })).toBe(true);
    expect(await seedDefaults({ APP_VERSION: '3.0.0' })).toBe(false);

    expect(await appVersion()).toBe('2.0.0');
    expect(await adminSettings()).toEqual({ APP_VERSION: '2.0.0', stage: 'unit' });
  });

  it("answers the stage when the table answers, and the server's clock", async () => {
    const before = Date.now();

    expect(await health()).toEqual({ status: 'ok', stage: 'unit' });
    expect(dateNow()).toBeGreaterThanOrEqual(before);
  });

  it("counts the library the home page shows from the seeded bank, the mock catalogue, the blog and the FAQ", async () => {
    const empty = await libraryFigures();
    expect(empty).toEqual({ questions: 0, mockTests: 0, blogArticles: 0, faqAnswers: faqJson.entries.length });

    await saveContentState('bank-1', { SRA: { total: 30, samples: 3 }, RFB: { total: 100, samples: 3 } });
    const bank = itemTypeCodes.flatMap((type) => Array.from({ length: 60 }, (_, index) => ({ uid: makeUid(type, index + 1), type })));
    const { mocks } = await Mock.seedCatalogue(bank);
    const contentDir = await mkdtemp(join(tmpdir(), 'pte-figures-'));
    await mkdir(join(contentDir, 'blog'));
    await writeFile(join(contentDir, 'blog', 'pte-guide.md'), blogPostFile({ slug: 'pte-guide' }));
    await Blog.syncBlog(await Blog.readBlog(contentDir));
    await rm(contentDir, { recursive: true, force: true });

    expect(await libraryFigures()).toEqual({ questions: 130, mockTests: mocks, blogArticles: 1, faqAnswers: faqJson.entries.length });
  });
});
