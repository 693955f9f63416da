import { describe, expect, it } from 'vitest';
import { blogCoverPaths, byNewest, countWords, internalLinks, InvalidBlogPostError, parseBlogPost, parseFrontMatter, readingMinutes, relatedPosts } from './post';

const frontMatter = [
  '---',
  'slug: reading-format',
  'title: "PTE Reading: every item type, explained"',
  'description: What each of the five Reading item types asks of you, how it is scored and how long to spend on it.',
  'date: 2025-09-02',
  'tags: [reading, item-types]',
  'image: reading-format.svg',
  '---',
].join('\n');

describe('parseFrontMatter', () => {
  it('reads scalars, quoted scalars and lists, and returns the body after the block', () => {
    const { data, body, problems } = parseFrontMatter(`${frontMatter}\n# Heading\n`);

    expect(problems).toEqual([]);
    expect(data).toEqual({
      slug: 'reading-format',
      title: 'PTE Reading: every item type, explained',
      description: 'What each of the five Reading item types asks of you, how it is scored and how long to spend on it.',
      date: '2025-09-02',
      tags: ['reading', 'item-types'],
      image: 'reading-format.svg',
    });
    expect(body).toBe('# Heading\n');
  });

  it('unescapes quotes inside quoted values', () => {
    expect(parseFrontMatter('---\na: "say \\"hi\\""\nb: \'it\'\'s\'\n---\n').data).toEqual({ a: 'say "hi"', b: "it's" });
  });

  it('reports a missing block, a line that is not key: value and a key given twice', () => {
    expect(parseFrontMatter('# No front matter').problems).toEqual(['the file does not start with a front matter block between two --- lines']);
    expect(parseFrontMatter('---\nslug: a\nnot a pair\nslug: b\n---\nbody').problems).toEqual([
      'front matter line 2 is not "key: value": not a pair',
      'front matter key "slug" is given twice',
    ]);
  });
});

describe('parseBlogPost', () => {
  it('gives the validated front matter, the trimmed body and its word count', () => {
    const post = parseBlogPost(`${frontMatter}\n\n## Five types\n\nRead [the guide](/blog/pte-guide) first.\n`, 'reading-format.md');

    expect(post).toMatchObject({ slug: 'reading-format', tags: ['reading', 'item-types'], markdown: '## Five types\n\nRead [the guide](/blog/pte-guide) first.', words: 6 });
  });

  it('names every problem of an invalid post', () => {
    const source = frontMatter.replace('date: 2025-09-02', 'date: 2 September').replace('slug: reading-format', 'slug: Reading Format').replace('image: reading-format.svg', 'image: x.svg\nextra: 1');

    const error = (() => {
      try {
        parseBlogPost(`${source}\n`, 'bad.md');
      } catch (caught) {
        return caught;
      }
    })();

    expect(error).toBeInstanceOf(InvalidBlogPostError);
    const problems = (error as InvalidBlogPostError).problems.join('\n');
    expect(problems).toMatch(/^slug: /m);
    expect(problems).toMatch(/^date: /m);
    expect(problems).toMatch(/Unrecognized key: "extra"/);
    expect(problems).toMatch(/the post has no body/);
    expect((error as Error).message).toMatch(/^bad\.md is not a valid blog post/);
  });

  it('refuses a description too short for a search result and more than six tags', () => {
    const source = frontMatter.replace(/description: .*/, 'description: Short.').replace(/tags: .*/, 'tags: [a, b, c, d, e, f, g]');

    expect(() => parseBlogPost(`${source}\nBody`, 'x.md')).toThrow(/description: [\s\S]*tags: /);
  });
});

describe('countWords', () => {
  it('counts what a reader reads: link texts but not targets, no images, markup or lone punctuation', () => {
    expect(countWords('## Two words\n\n- [one link](/blog/x) — and ![an image](/i.svg) **bold**.\n\n| a | b |')).toBe(8);
  });
});

describe('readingMinutes', () => {
  it('rounds up at 200 words a minute and is never 0', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(1000)).toBe(5);
    expect(readingMinutes(1001)).toBe(6);
  });
});

describe('internalLinks', () => {
  it('lists links that start with one slash, not external ones, protocol-relative ones or images', () => {
    expect(internalLinks('[a](/blog/x) [b](https://e.org) [c](//e.org) ![d](/img.svg) [e](/practice?section=Reading)')).toEqual(['/blog/x', '/practice?section=Reading']);
  });
});

describe('blogCoverPaths', () => {
  it('serves the SVG to the page and its PNG to social cards', () => {
    expect(blogCoverPaths('pte-guide.svg')).toEqual({ svg: '/blog/covers/pte-guide.svg', png: '/blog/covers/pte-guide.png' });
  });
});

describe('relatedPosts', () => {
  const post = (slug: string, date: string, tags: string[]) => ({ slug, date, title: slug, tags });

  it('puts posts sharing more tags first, then the newest, never the post itself', () => {
    const current = post('a', '2025-01-01', ['speaking', 'scores']);
    const all = [current, post('old-two', '2024-01-01', ['speaking', 'scores']), post('new-one', '2025-06-01', ['speaking']), post('none', '2025-09-01', ['writing']), post('older-one', '2024-06-01', ['scores'])];

    expect(relatedPosts(current, all).map(({ slug }) => slug)).toEqual(['old-two', 'new-one', 'older-one']);
  });

  it('orders posts of one day by title', () => {
    expect([post('b', '2025-01-01', []), post('a', '2025-01-01', [])].sort(byNewest).map(({ slug }) => slug)).toEqual(['a', 'b']);
  });
});
