import { describe, expect, it } from 'vitest';
import { blogSlugRedirects, finalBlogRedirects, finalBlogSlug } from './redirects';

describe('finalBlogSlug', () => {
  it('follows both hops of how-to-pass-the-pte-test and leaves a current slug alone', () => {
    expect(finalBlogSlug('how-to-pass-the-pte-test')).toBe('pte-exam-tips');
    expect(finalBlogSlug('pte-guide')).toBe('pte-guide');
  });

  it('throws on a cycle instead of looping', () => {
    expect(() => finalBlogSlug('a', { a: 'b', b: 'a' })).toThrow(/cycle/);
  });

  it('does not take inherited object keys for redirects', () => {
    expect(finalBlogSlug('constructor')).toBe('constructor');
  });
});

describe('finalBlogRedirects', () => {
  it('maps every old slug straight to a slug that is not itself old', () => {
    const final = finalBlogRedirects();

    expect(Object.keys(final).sort()).toEqual(Object.keys(blogSlugRedirects).sort());
    for (const target of Object.values(final)) expect(Object.hasOwn(blogSlugRedirects, target), target).toBe(false);
    expect(final['linking-words-part-2']).toBe('pte-linking-words');
  });
});
