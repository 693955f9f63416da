import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { LandingPageNotFoundError } from '@functions/platform/errors';
import { Landing } from './index';

/** A landing page file of content/landing. */
function landingFile({ slug, kind, order = 1, practice }: { slug: string; kind: 'academic' | 'tips' | 'resource'; order?: number; practice?: string }): string {
  return [
    '---',
    `slug: ${slug}`,
    `kind: ${kind}`,
    `title: "The ${slug} page, in full"`,
    `seoTitle: ${slug} for PTE students`,
    `description: What the ${slug} page teaches, written long enough for a search result to show it.`,
    'tags: [speaking]',
    ...(practice ? [`practice: ${practice}`] : []),
    `order: ${order}`,
    '---',
    `## About ${slug}`,
    '',
    '- **One** point.',
    '- Another point.',
    '',
    'Read [the scoring page](/academic/scoring).',
  ].join('\n');
}

let contentDir: string;

async function writePages(files: Record<string, string>): Promise<void> {
  await rm(join(contentDir, 'landing'), { recursive: true, force: true });
  await mkdir(join(contentDir, 'landing'));
  for (const [name, text] of Object.entries(files)) await writeFile(join(contentDir, 'landing', name), text);
}

beforeAll(async () => {
  contentDir = await mkdtemp(join(tmpdir(), 'pte-landing-'));
});

afterAll(async () => {
  await rm(contentDir, { recursive: true, force: true });
});

describe('landing pages', () => {
  it('loads content/landing, renders the resources as PDFs, and writes only what changed', async () => {
    // Prepare
    await writePages({
      'academic.md': landingFile({ slug: 'academic', kind: 'academic' }),
      'scoring.md': landingFile({ slug: 'scoring', kind: 'academic', order: 2 }),
      'read-aloud.md': landingFile({ slug: 'read-aloud', kind: 'tips', practice: 'SRA' }),
      'checklist.md': landingFile({ slug: 'checklist', kind: 'resource' }),
    });

    // Act
    const pages = await Landing.readLanding(contentDir);
    const pdfs = await Landing.resourcePdfs(pages);
    const first = await Landing.syncLanding(pages, pdfs);
    const again = await Landing.syncLanding(pages, await Landing.resourcePdfs(pages));

    // Assess: one PDF, the same bytes each time, so a second sync writes nothing.
    expect(pdfs.map(({ key, contentType }) => [key, contentType])).toEqual([['pdf/checklist.pdf', 'application/pdf']]);
    expect(new TextDecoder().decode(pdfs[0]!.bytes.subarray(0, 5))).toBe('%PDF-');
    expect(first).toEqual({ pages: 4, written: 4, deleted: 0 });
    expect(again).toEqual({ pages: 4, written: 0, deleted: 0 });
    expect(await Landing.listResources()).toEqual([{ id: 'checklist', title: 'The checklist page, in full', description: expect.any(String), url: '/api/aws/getPdfFile/checklist', bytes: pdfs[0]!.bytes.length }]);

    // A page that left content/landing is deleted.
    const fewer = pages.filter((page) => page.slug !== 'scoring');
    expect(await Landing.syncLanding(fewer, pdfs)).toEqual({ pages: 3, written: 0, deleted: 1 });
    await Landing.syncLanding(pages, pdfs);
  });

  it('gives a page with its metadata and the other pages of its kind in their order', async () => {
    const page = await Landing.readLandingPage('academic');

    expect(page).toMatchObject({
      slug: 'academic',
      url: '/academic',
      image: '/landing/covers/academic.svg',
      metadata: { url: '/academic', image: '/landing/covers/academic.png', seoTitle: 'academic for PTE students' },
    });
    expect(page.related.map(({ url }) => url)).toEqual(['/academic/scoring']);
    expect((await Landing.readLandingPage('read-aloud')).practice).toBe('SRA');
  });

  it('refuses an unknown slug and a resource, which is a PDF rather than a page', async () => {
    await expect(Landing.readLandingPage('nothing')).rejects.toBeInstanceOf(LandingPageNotFoundError);
    await expect(Landing.readLandingPage('checklist')).rejects.toBeInstanceOf(LandingPageNotFoundError);
  });

  it('stops on an invalid page, naming its problems', async () => {
    await writePages({ 'read-aloud.md': landingFile({ slug: 'read-aloud', kind: 'tips' }) });

    await expect(Landing.readLanding(contentDir)).rejects.toThrow(/read-aloud\.md is not a valid landing page:\n {2}- practice: a tips page names the item type it teaches/);
  });
});
