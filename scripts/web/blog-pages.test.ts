import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseBlogPost } from '@shared/blog';
import { blogPostFile } from '@test/fixtures/blog';
import { renderBlogCover } from '../content/blog-covers';
import { pageShell, postMeta, writeBlogPages } from './blog-pages';

const indexHtml = '<!doctype html>\n<html>\n  <head>\n    <title>PTE Practice</title>\n    <meta\n      name="description"\n      content="The home page."\n    />\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';
const post = parseBlogPost(blogPostFile({ slug: 'pte-guide', title: 'Fish & "chips" <guide>' }), 'pte-guide.md');

let dir: string | undefined;
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('pageShell', () => {
  it("replaces index.html's title and description with the post's, escaped, and adds its social tags", () => {
    const html = pageShell(indexHtml, postMeta(post), 'https://pte.example/');

    expect(html).toContain('<title>Fish &amp; &quot;chips&quot; &lt;guide&gt; | PTE Practice</title>');
    expect(html).toContain(`<meta name="description" content="${post.description}" />`);
    expect(html).not.toContain('The home page.');
    expect(html).toContain('<meta property="og:image" content="https://pte.example/blog/covers/pte-guide.png" />');
    expect(html).toContain('<meta property="og:url" content="https://pte.example/blog/pte-guide" />');
    expect(html).toContain('<link rel="canonical" href="https://pte.example/blog/pte-guide" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<div id="root"></div>');
  });

  it('refuses a template that lost its title or description', () => {
    expect(() => pageShell('<html><head></head></html>', postMeta(post))).toThrow(/no <title> or meta description/);
  });
});

describe('writeBlogPages', () => {
  it('writes the list page, a shell per post and its SVG and PNG covers', async () => {
    // Prepare: a built site and a content folder with one post and its cover.
    dir = await mkdtemp(join(tmpdir(), 'pte-blog-pages-'));
    const siteDir = join(dir, 'site');
    const contentDir = join(dir, 'content');
    await mkdir(siteDir);
    await mkdir(join(contentDir, 'blog', 'covers'), { recursive: true });
    await writeFile(join(siteDir, 'index.html'), indexHtml);
    await writeFile(join(contentDir, 'blog', 'pte-guide.md'), blogPostFile({ slug: 'pte-guide' }));
    await writeFile(join(contentDir, 'blog', 'covers', 'pte-guide.svg'), renderBlogCover({ slug: 'pte-guide', title: 'A guide', tags: ['guide'] }));

    // Act
    const run = await writeBlogPages({ siteDir, contentDir, siteUrl: '' });

    // Assess
    expect(run).toEqual({ posts: 1, files: 4 });
    expect(await readFile(join(siteDir, 'blog', 'pte-guide.html'), 'utf8')).toContain('<meta property="og:image" content="/blog/covers/pte-guide.png" />');
    expect(await readFile(join(siteDir, 'blog.html'), 'utf8')).toContain('content="1 guides to the PTE Academic');
    const png = await readFile(join(siteDir, 'blog', 'covers', 'pte-guide.png'));
    expect([...png.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    expect(await readFile(join(siteDir, 'blog', 'covers', 'pte-guide.svg'), 'utf8')).toMatch(/^<svg /);
  }, 30_000);
});
