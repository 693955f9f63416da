import { randomUUID } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTo, projectRoot, temporaryDataDir } from '@test/fixtures/local-platform';
import { startPlatform, type Platform } from '@local/platform';
import { writeBlogPages } from '../../scripts/web/blog-pages';

// The platform runs in this test's process with a site folder of its own: an index.html and the
// blog's pages written into it by the web build's step (scripts/web/blog-pages.ts), without Vite.
describe('blog API and prerendered pages', () => {
  let dataDir: Awaited<ReturnType<typeof temporaryDataDir>>;
  let platform: Platform;
  const slugs: string[] = [];

  beforeAll(async () => {
    dataDir = await temporaryDataDir();
    const webRoot = join(dataDir.path, 'web');
    await mkdir(webRoot);
    await writeFile(join(webRoot, 'index.html'), '<!doctype html><html><head><title>PTE Practice</title><meta name="description" content="Home." /></head><body><div id="root"></div></body></html>');
    await writeBlogPages({ siteDir: webRoot, siteUrl: '' });
    slugs.push(...(await readdir(join(projectRoot, 'content/blog'))).filter((name) => name.endsWith('.md')).map((name) => name.slice(0, -3)));
    platform = await startPlatform({ projectRoot, port: 0, mailPort: 0, dataDir: dataDir.path, webRoot, logLevel: 'SILENT' });
  });

  afterAll(async () => {
    await platform?.stop();
    await dataDir?.remove();
  });

  const post = (path: string, body: unknown, token?: string) => postTo(platform.appUrl, path, body, token);

  it('keeps every post of content/blog across a restart, which reads none again, and lists them newest first', async () => {
    expect(platform.seeded.content).toBe('unchanged');

    const response = await fetch(`${platform.appUrl}/api/blog/fetchAllBlogs`);
    const { posts } = (await response.json()) as { posts: { slug: string; date: string; image: string; words: number }[] };

    expect(response.status).toBe(200);
    expect(posts.map(({ slug }) => slug).sort()).toEqual([...slugs].sort());
    expect(posts.map(({ date }) => date)).toEqual(posts.map(({ date }) => date).sort().reverse());
    expect(posts.every(({ words }) => words >= 800 && words <= 1500)).toBe(true);
    expect(posts[0]!.image).toMatch(/^\/blog\/covers\/[a-z0-9-]+\.svg$/);
  });

  it('gives one post with its metadata, body, feedback and related posts, and 404 for an unknown slug', async () => {
    const { status, body } = await post('blog/getBlogContent', { slug: 'pte-guide' });

    expect(status).toBe(200);
    expect(body).toMatchObject({ slug: 'pte-guide', url: '/blog/pte-guide', image: '/blog/covers/pte-guide.svg', metadata: { title: expect.stringMatching(/^What is PTE\?/) }, feedback: { yourVote: null } });
    expect(body.markdown).toMatch(/^PTE stands for Pearson Test of English/);
    expect((body.related as unknown[]).length).toBe(3);
    expect((await post('blog/getBlogContent', { slug: 'no-such-post' })).status).toBe(404);
    expect((await post('blog/getBlogContent', { slug: 'Not A Slug' })).status).toBe(400);
  });

  it('counts a visitor id and a student once each, and answers a second vote with 201 and the same counts', async () => {
    // Prepare
    const anonymousId = randomUUID();
    const demo = platform.demoAccounts.find((account) => account.platformAccess === 'student')!;
    const token = (await post('users/loginStudent', { email: demo.email, password: demo.password })).body.token as string;
    const before = (await post('blog/getBlogContent', { slug: 'ielts-to-pte' })).body.feedback as { helpful: number; notHelpful: number };

    // Act
    const first = await post('blog/giveBlogFeedback', { slug: 'ielts-to-pte', helpful: true, anonymousId });
    const again = await post('blog/giveBlogFeedback', { slug: 'ielts-to-pte', helpful: false, anonymousId });
    const student = await post('blog/giveBlogFeedback', { slug: 'ielts-to-pte', helpful: false }, token);
    const studentAgain = await post('blog/giveBlogFeedback', { slug: 'ielts-to-pte', helpful: true, anonymousId: randomUUID() }, token);

    // Assess
    expect(first).toEqual({ status: 200, body: { feedback: { helpful: before.helpful + 1, notHelpful: before.notHelpful, yourVote: true } } });
    expect(again).toEqual({ status: 201, body: { alreadyVoted: true, feedback: { helpful: before.helpful + 1, notHelpful: before.notHelpful, yourVote: true } } });
    expect(student.body).toEqual({ feedback: { helpful: before.helpful + 1, notHelpful: before.notHelpful + 1, yourVote: false } });
    expect(studentAgain.status).toBe(201);
    expect((await post('blog/getBlogContent', { slug: 'ielts-to-pte', anonymousId })).body.feedback).toEqual({ helpful: before.helpful + 1, notHelpful: before.notHelpful + 1, yourVote: true });
    expect((await post('blog/giveBlogFeedback', { slug: 'ielts-to-pte', helpful: true })).status).toBe(400);
  });

  it("serves /blog/<slug> as a shell carrying the post's title, description and social tags", async () => {
    const response = await fetch(`${platform.appUrl}/blog/pte-guide`);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).toContain('<title>What is PTE? A plain guide to the exam, its versions and its scores | PTE Practice</title>');
    expect(html).toMatch(/<meta name="description" content="What the PTE English test is, [^"]+" \/>/);
    expect(html).toContain('<meta property="og:title" content="What is PTE? A plain guide to the exam, its versions and its scores | PTE Practice" />');
    expect(html).toContain('<meta property="og:image" content="/blog/covers/pte-guide.png" />');
    expect(html).toContain('<div id="root"></div>');
    const cover = await fetch(`${platform.appUrl}/blog/covers/pte-guide.png`);
    expect(cover.headers.get('content-type')).toBe('image/png');
    expect((await fetch(`${platform.appUrl}/blog`)).status).toBe(200);
  });

  it('moves an old slug for good to its post, and gives an unknown post the app to say so', async () => {
    const moved = await fetch(`${platform.appUrl}/blog/how-to-pass-the-pte-test?ref=mail`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/blog/pte-exam-tips?ref=mail');

    const unknown = await fetch(`${platform.appUrl}/blog/no-such-post`);
    expect(unknown.status).toBe(200);
    expect(await unknown.text()).toContain('<title>PTE Practice</title>');
  });
});
