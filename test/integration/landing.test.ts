import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, projectRoot, temporaryDataDir } from '@test/fixtures/local-platform';
import { startPlatform, type Platform } from '@local/platform';
import { writeSitePages } from '../../scripts/web/site-pages';

// The platform in this test's process, with a site folder of its own holding an index.html and the
// pages the web build prerenders into it (scripts/web/site-pages.ts), without Vite.
describe('landing pages, resources and vocabulary over HTTP', () => {
  let dataDir: Awaited<ReturnType<typeof temporaryDataDir>>;
  let platform: Platform;
  let landingFiles: string[];

  beforeAll(async () => {
    dataDir = await temporaryDataDir();
    const webRoot = join(dataDir.path, 'web');
    await mkdir(webRoot);
    await writeFile(join(webRoot, 'index.html'), '<!doctype html><html><head><title>PTE Practice</title><meta name="description" content="Home." /></head><body><div id="root"></div></body></html>');
    await writeSitePages({ siteDir: webRoot, siteUrl: '' });
    landingFiles = (await readdir(join(projectRoot, 'content/landing'))).filter((name) => name.endsWith('.md'));
    platform = await startPlatform({ projectRoot, port: 0, mailPort: 0, dataDir: dataDir.path, webRoot, logLevel: 'SILENT' });
  });

  afterAll(async () => {
    await platform?.stop();
    await dataDir?.remove();
  });

  const call = (path: string, body?: unknown, token?: string) => callApi(platform.appUrl, path, body, token);

  it('keeps every page of content/landing across a restart, which reads none again', async () => {
    expect(platform.seeded.content).toBe('unchanged');
    expect((await call('landing/getLandingContent', { slug: landingFiles[0]!.slice(0, -3) })).status).toBe(200);
  });

  it('gives a landing page with its metadata, body and practice type, and 404 for an unknown slug or a resource', async () => {
    // Act
    const { status, body } = await call('landing/getLandingContent', { slug: 'read-aloud' });

    // Assess
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug: 'read-aloud',
      kind: 'tips',
      url: '/read-aloud-tips',
      image: '/landing/covers/read-aloud.svg',
      practice: 'SRA',
      metadata: { url: '/read-aloud-tips', image: '/landing/covers/read-aloud.png', seoTitle: 'PTE Read Aloud tips and scoring rules', description: expect.stringMatching(/^How PTE Practice scores Read Aloud/) },
    });
    expect(body.markdown).toContain('[Practise Read Aloud now](/practice?section=Speaking&exercise=SRA)');
    expect((body.related as { url: string }[]).map(({ url }) => url)).toEqual(['/short-answer-tips', '/write-from-dictation-tips', '/repeat-sentence-tips']);
    expect((await call('landing/getLandingContent', { slug: 'academic' })).body).toMatchObject({ url: '/academic', kind: 'academic' });

    const unknown = await call('landing/getLandingContent', { slug: 'no-such-page' });
    expect(unknown).toEqual({ status: 404, body: { errors: { internal: true, message: 'This page does not exist.' } } });
    expect((await call('landing/getLandingContent', { slug: 'speaking-checklist' })).status).toBe(404);
    expect((await call('landing/getLandingContent', { slug: 'Not A Slug' })).status).toBe(400);
  });

  it('lists the resources and serves each PDF through aws/getPdfFile, 404 for an unknown id', async () => {
    // Act
    const { status, body } = await call('landing/fetchResources');
    const resources = body.resources as { id: string; url: string; bytes: number }[];

    // Assess
    expect(status).toBe(200);
    expect(resources.map(({ id }) => id)).toEqual(['speaking-checklist', 'writing-checklist', 'study-planner']);
    for (const resource of resources) {
      const response = await fetch(`${platform.appUrl}${resource.url}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(bytes.length).toBe(resource.bytes);
      expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
    }
    const missing = await fetch(`${platform.appUrl}/api/aws/getPdfFile/no-such-resource`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ errors: { internal: true, message: 'This file does not exist.' } });
    expect((await fetch(`${platform.appUrl}/api/aws/getPdfFile/..%2Fsecret`)).status).toBe(400);
  });

  it('gives a word with its entry and pronunciation, 404 for a word no list holds, 400 for what is not a word', async () => {
    // Act
    const { status, body } = await call('analysis/getWordInfo', { word: ' Habitat ' });

    // Assess
    expect(status).toBe(200);
    expect(body).toEqual({
      word: 'habitat',
      partOfSpeech: 'noun',
      definition: 'The natural home of a plant or animal.',
      example: 'Building roads destroys the habitat of many birds.',
      list: { id: 'society-and-environment', title: 'Society and environment' },
      audio: '/api/aws/getAudioFile/word-habitat',
    });
    const audio = await fetch(`${platform.appUrl}${body.audio as string}`);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/ogg; codecs=opus');
    expect((await audio.arrayBuffer()).byteLength).toBeLessThan(6000);

    expect(await call('analysis/getWordInfo', { word: 'zebra' })).toEqual({ status: 404, body: { errors: { internal: true, message: 'This word is not in our word lists.' } } });
    expect(await call('analysis/getWordInfo', { word: 'two words' })).toEqual({ status: 400, body: { errors: { word: 'A word is letters only.' } } });
  });

  it('lists the word lists for everyone and keeps saved words per student, who must be signed in', async () => {
    // Prepare
    const demo = platform.demoAccounts.find((account) => account.platformAccess === 'student')!;
    const { body: login } = await call('users/loginStudent', { email: demo.email, password: demo.password });
    const token = login.token as string;

    // Act
    const { body } = await call('analysis/fetchWordLists');
    const saved = await call('analysis/saveWord', { word: 'analyse', saved: true }, token);
    await call('analysis/saveWord', { word: 'habitat', saved: true }, token);
    const afterRemoval = await call('analysis/saveWord', { word: 'analyse', saved: false }, token);

    // Assess
    const lists = body.lists as { id: string; words: unknown[] }[];
    expect(lists.reduce((sum, list) => sum + list.words.length, 0)).toBe(200);
    expect(saved).toEqual({ status: 200, body: { words: ['analyse'] } });
    expect(afterRemoval.body).toEqual({ words: ['habitat'] });
    expect((await call('analysis/fetchSavedWords', undefined, token)).body).toEqual({ words: ['habitat'] });
    expect((await call('analysis/saveWord', { word: 'zebra', saved: true }, token)).status).toBe(404);
    expect((await call('analysis/saveWord', { word: 'analyse', saved: true })).status).toBe(401);
    expect((await call('analysis/fetchSavedWords')).status).toBe(401);
  });

  it('serves the prerendered shells with their meta tags', async () => {
    const html = await (await fetch(`${platform.appUrl}/academic/scoring`)).text();

    expect(html).toContain('<title>How PTE Academic scoring works (10-90) | PTE Practice</title>');
    expect(html).toContain('<meta property="og:image" content="/landing/covers/scoring.png" />');
    expect(await (await fetch(`${platform.appUrl}/templates`)).text()).toContain('<meta property="og:image" content="/cards/templates.png" />');
  });
});
