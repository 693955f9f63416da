import { describe, expect, it } from 'vitest';
import { blogPostFile } from '@test/fixtures/blog';
import { renderBlogCover } from './blog-covers';
import { checkBlog, routeMatcher, type BlogFileText } from './check-blog';

/** A body of `words` words, with `extra` Markdown after it. */
const body = (words: number, extra = '') => `${Array.from({ length: words }, (_, index) => `word${index}`).join(' ')}\n\n${extra}`;
const file = (slug: string, options: { words?: number; extra?: string; name?: string } = {}): BlogFileText => ({
  file: options.name ?? `${slug}.md`,
  text: blogPostFile({ slug, body: body(options.words ?? 900, options.extra) }),
});
const coversOf = (files: BlogFileText[]) => new Map(files.map(({ text }) => [`${/slug: (.*)/.exec(text)![1]}.svg`, renderBlogCover({ slug: /slug: (.*)/.exec(text)![1]!, title: /title: "(.*)"/.exec(text)![1]!, tags: ['guide'] })]));
const redirects = { 'old-guide': 'new-guide', 'older-guide': 'old-guide' };
const messages = (files: BlogFileText[], covers?: Map<string, string>) => checkBlog({ files, appPaths: ['/practice', '/practice/:uid'], redirects, ...(covers ? { covers } : {}) }).problems.map(({ file, message }) => `${file}: ${message}`);

describe('checkBlog', () => {
  it('accepts posts of the right length whose links and redirects land on posts and pages', () => {
    const files = [file('new-guide', { extra: '[a](/blog/other-guide) [b](/practice?section=Reading) [c](/practice/RMA-0001#top) [d](/blog) [e](https://example.org)' }), file('other-guide')];

    const result = checkBlog({ files, covers: coversOf(files), appPaths: ['/practice', '/practice/:uid'], redirects });

    expect(result.problems).toEqual([]);
    expect(result.posts.map(({ slug }) => slug)).toEqual(['new-guide', 'other-guide']);
    expect(result.words).toBe(900 + 5 + 900);
  });

  it('names a post too short or too long, with its count', () => {
    expect(messages([file('new-guide', { words: 799 }), file('old-two', { words: 1501 })])).toEqual([
      'new-guide.md: 799 words; a post has 800 to 1500',
      'old-two.md: 1501 words; a post has 800 to 1500',
    ]);
  });

  it('refuses a file named unlike its slug, a slug used twice and an old slug taken by a post', () => {
    expect(messages([file('new-guide'), file('new-guide', { name: 'copy.md' }), file('old-guide')])).toEqual([
      'copy.md: the file of slug "new-guide" must be named new-guide.md',
      'copy.md: slug "new-guide" is also the slug of new-guide.md',
      'old-guide.md: slug "old-guide" is an old slug that redirects to new-guide',
    ]);
  });

  it('refuses links to no post, to an old slug and to no page of the app', () => {
    const files = [file('new-guide', { extra: '[a](/blog/missing) [b](/blog/older-guide) [c](/nowhere)' })];

    expect(messages(files)).toEqual([
      'new-guide.md: link /blog/missing goes to no post',
      'new-guide.md: link /blog/older-guide goes to an old slug: link /blog/new-guide instead',
      'new-guide.md: link /nowhere goes to no page of the app',
    ]);
  });

  it('refuses an old slug that lands on no post', () => {
    expect(messages([file('other-guide')])).toEqual(['(redirects): old slug old-guide lands on new-guide, which is no post', '(redirects): old slug older-guide lands on new-guide, which is no post']);
  });

  it('reports invalid front matter per problem, and missing or stale covers when covers are given', () => {
    const files = [file('new-guide'), { file: 'broken.md', text: '---\nslug: Broken\n---\nText' }];
    const covers = new Map([['new-guide.svg', '<svg>old drawing</svg>']]);

    const found = messages(files, covers);

    expect(found).toContain('new-guide.md: cover content/blog/covers/new-guide.svg is not the one its front matter draws: run npm run content:images');
    expect(found.filter((message) => message.startsWith('broken.md: '))).toEqual(expect.arrayContaining([expect.stringMatching(/^broken\.md: slug: /), expect.stringMatching(/^broken\.md: title: /)]));
    expect(messages([file('new-guide')], new Map())).toEqual(['new-guide.md: cover content/blog/covers/new-guide.svg is missing: run npm run content:images']);
  });
});

describe('routeMatcher', () => {
  it('matches a route with parameters and an optional trailing slash, and nothing longer', () => {
    expect(routeMatcher('/practice/:uid').test('/practice/RMA-0001/')).toBe(true);
    expect(routeMatcher('/practice/:uid').test('/practice/RMA-0001/more')).toBe(false);
    expect(routeMatcher('/mock-test').test('/mock-testing')).toBe(false);
  });
});

describe('renderBlogCover', () => {
  it('draws the same bytes for the same post, escapes the title and takes its colour from a section tag', () => {
    const post = { slug: 'x', title: 'Tips & <tricks> for "speaking"', tags: ['tips', 'speaking'] };

    const svg = renderBlogCover(post);

    expect(renderBlogCover(post)).toBe(svg);
    expect(svg).toContain('Tips &amp; &lt;tricks&gt; for &quot;speaking&quot;');
    expect(svg).toContain('#1d4ed8');
    expect(renderBlogCover({ ...post, tags: ['tips'] })).toContain('#1e40af');
    expect(renderBlogCover({ ...post, slug: 'y' })).not.toBe(svg);
  });

  it('shrinks a long title to fit in three lines', () => {
    const long = renderBlogCover({ slug: 'x', title: 'A very long title '.repeat(8).trim(), tags: ['tips'] });

    expect(long).toMatch(/font-size="48" font-weight="700"/);
    expect(renderBlogCover({ slug: 'x', title: 'Short', tags: ['tips'] })).toMatch(/font-size="72" font-weight="700"/);
  });
});
