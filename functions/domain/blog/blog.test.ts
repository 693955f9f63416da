import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { rateRules } from '@shared/accounts';
import { takeRate } from '@functions/data';
import { blogPostFile } from '@test/fixtures/blog';
import { BlogPostNotFoundError, FieldValidationError, RateLimitedError } from '@functions/platform/errors';
import { Blog } from './index';

const visitor = (n: number) => ({ anonymousId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}` });

let contentDir: string;

async function writePosts(files: Record<string, string>): Promise<void> {
  await rm(join(contentDir, 'blog'), { recursive: true, force: true });
  await mkdir(join(contentDir, 'blog'));
  for (const [name, text] of Object.entries(files)) await writeFile(join(contentDir, 'blog', name), text);
}

beforeAll(async () => {
  contentDir = await mkdtemp(join(tmpdir(), 'pte-blog-'));
  await writePosts({
    'pte-guide.md': blogPostFile({ slug: 'pte-guide', date: '2025-08-01', tags: ['guide', 'academic'] }),
    'reading-format.md': blogPostFile({ slug: 'reading-format', date: '2025-09-01', tags: ['reading', 'guide'] }),
    'writing-format.md': blogPostFile({ slug: 'writing-format', date: '2025-07-01', tags: ['writing'] }),
    'notes.txt': 'not a post',
  });
  await Blog.syncBlog(await Blog.readBlog(contentDir));
});

afterAll(async () => {
  await rm(contentDir, { recursive: true, force: true });
});

describe('readBlog and syncBlog', () => {
  it('loads every post of content/blog, then writes only what changed and deletes what left', async () => {
    // Prepare: one post changed, one gone, one new.
    await writePosts({
      'pte-guide.md': blogPostFile({ slug: 'pte-guide', date: '2025-08-01', tags: ['guide', 'academic'] }),
      'reading-format.md': blogPostFile({ slug: 'reading-format', date: '2025-09-01', tags: ['reading', 'guide'], body: 'A new body.' }),
      'listening-format.md': blogPostFile({ slug: 'listening-format', date: '2025-06-01', tags: ['listening'] }),
    });

    // Act
    const report = await Blog.syncBlog(await Blog.readBlog(contentDir));
    const again = await Blog.syncBlog(await Blog.readBlog(contentDir));

    // Assess
    expect(report).toEqual({ posts: 3, written: 2, deleted: 1 });
    expect(again).toEqual({ posts: 3, written: 0, deleted: 0 });
    expect((await Blog.listPosts()).map(({ slug }) => slug)).toEqual(['reading-format', 'pte-guide', 'listening-format']);
  });

  it('stops on an invalid post, naming its file', async () => {
    const broken = await mkdtemp(join(tmpdir(), 'pte-blog-broken-'));
    await mkdir(join(broken, 'blog'));
    await writeFile(join(broken, 'blog', 'bad.md'), '# no front matter');

    await expect(Blog.readBlog(broken)).rejects.toThrow(/content\/blog\/bad\.md is not a valid blog post/);
    await rm(broken, { recursive: true, force: true });
  });

  it('reads a content folder without a blog as no posts', async () => {
    expect(await Blog.readBlog(join(contentDir, 'missing'))).toEqual([]);
  });
});

describe('listPosts and readPost', () => {
  it('gives a post its path, cover, metadata, reading time, body and related posts', async () => {
    const post = await Blog.readPost('pte-guide');

    expect(post).toMatchObject({
      slug: 'pte-guide',
      url: '/blog/pte-guide',
      image: '/blog/covers/pte-guide.svg',
      metadata: { title: 'A guide called pte-guide', description: expect.stringMatching(/^Everything a student needs/) },
      readingMinutes: 1,
      feedback: { helpful: 0, notHelpful: 0, yourVote: null },
    });
    expect(post.markdown).toMatch(/^## About pte-guide/);
    // reading-format shares the tag "guide"; it comes first.
    expect(post.related.map(({ slug }) => slug)).toEqual(['reading-format', 'listening-format']);
  });

  it('refuses an unknown slug', async () => {
    await expect(Blog.readPost('no-such-post')).rejects.toBeInstanceOf(BlogPostNotFoundError);
  });
});

describe('giveFeedback', () => {
  it('counts one vote per visitor id and per student, and tells a second vote apart', async () => {
    // Act
    const first = await Blog.giveFeedback('pte-guide', true, visitor(1), '10.0.0.1');
    const again = await Blog.giveFeedback('pte-guide', false, visitor(1), '10.0.0.1');
    const student = await Blog.giveFeedback('pte-guide', false, { userId: 'user-1' }, '10.0.0.1');
    const studentAgain = await Blog.giveFeedback('pte-guide', true, { userId: 'user-1' }, '10.0.0.2');

    // Assess
    expect(first).toEqual({ alreadyVoted: false, feedback: { helpful: 1, notHelpful: 0, yourVote: true } });
    expect(again).toEqual({ alreadyVoted: true, feedback: { helpful: 1, notHelpful: 0, yourVote: true } });
    expect(student).toEqual({ alreadyVoted: false, feedback: { helpful: 1, notHelpful: 1, yourVote: false } });
    expect(studentAgain.alreadyVoted).toBe(true);
    expect((await Blog.readPost('pte-guide', visitor(1))).feedback).toEqual({ helpful: 1, notHelpful: 1, yourVote: true });
    expect((await Blog.readPost('pte-guide', visitor(2))).feedback.yourVote).toBeNull();
  });

  it('keeps a visitor id from voting as an account of the same id', () => {
    expect(Blog.voterIdOf({ userId: 'x' })).not.toBe(Blog.voterIdOf({ anonymousId: 'x' }));
    expect(Blog.voterOf(undefined, undefined)).toBeUndefined();
    expect(Blog.voterOf({ userId: 'u' }, visitor(3).anonymousId)).toEqual({ userId: 'u' });
  });

  it('counts votes many voters send at once, each once', async () => {
    const votes = await Promise.all([4, 5, 6, 4, 5, 6].map((n, index) => Blog.giveFeedback('reading-format', index % 2 === 0, visitor(n), '10.0.0.3')));

    expect(votes.filter((vote) => !vote.alreadyVoted)).toHaveLength(3);
    const { feedback } = await Blog.readPost('reading-format');
    expect(feedback.helpful + feedback.notHelpful).toBe(3);
  });

  it('asks for a voter, refuses an unknown post, and bounds visitors per address', async () => {
    await expect(Blog.giveFeedback('pte-guide', true, undefined, '10.0.0.4')).rejects.toBeInstanceOf(FieldValidationError);
    await expect(Blog.giveFeedback('no-such-post', true, visitor(7), '10.0.0.4')).rejects.toBeInstanceOf(BlogPostNotFoundError);

    // A refused second vote gives its allowance back, so a visitor repeating a vote is never limited.
    const address = '10.0.0.5';
    await Blog.giveFeedback('listening-format', true, visitor(100), address);
    for (let n = 0; n < 3; n += 1) expect((await Blog.giveFeedback('listening-format', true, visitor(100), address)).alreadyVoted).toBe(true);
    // The rest of the window taken directly: one vote short of the limit so far.
    for (let n = 2; n < rateRules.blogVotesFromAddress.limit; n += 1) await takeRate('blogVotesFromAddress', address, rateRules.blogVotesFromAddress);
    expect((await Blog.giveFeedback('listening-format', true, visitor(101), address)).alreadyVoted).toBe(false);
    await expect(Blog.giveFeedback('listening-format', true, visitor(999), address)).rejects.toBeInstanceOf(RateLimitedError);
    // Students are not limited by address.
    expect((await Blog.giveFeedback('listening-format', true, { userId: 'user-2' }, address)).alreadyVoted).toBe(false);
  }, 20_000);
});
