import type { BlogSummary } from '@shared/api';
import { describe, expect, it } from 'vitest';
import { filterPosts, formatPostDate, tagLabel, tagsOf } from '@frontend/features/blog/blog-filter';

const post = (slug: string, title: string, tags: string[]): BlogSummary => ({ slug, title, description: `About ${slug}.`, date: '2026-01-01', tags, image: '', words: 900, readingMinutes: 5 });
const posts = [post('a', 'Write Essay', ['writing', 'item-types']), post('b', 'Read Aloud', ['speaking', 'item-types']), post('c', 'Study plan', ['study-plan'])];

describe('filterPosts', () => {
  it('keeps posts holding every search word in any case, in the title, description or a tag read as words', () => {
    expect(filterPosts(posts, 'ESSAY', undefined).map(({ slug }) => slug)).toEqual(['a']);
    expect(filterPosts(posts, 'item types', undefined).map(({ slug }) => slug)).toEqual(['a', 'b']);
    expect(filterPosts(posts, 'item aloud', undefined).map(({ slug }) => slug)).toEqual(['b']);
    expect(filterPosts(posts, '  ', undefined)).toHaveLength(3);
  });

  it('keeps only posts of the chosen tag', () => {
    expect(filterPosts(posts, '', 'item-types').map(({ slug }) => slug)).toEqual(['a', 'b']);
    expect(filterPosts(posts, 'essay', 'speaking')).toEqual([]);
  });
});

describe('tagsOf', () => {
  it('lists the most used tags first, ties alphabetically', () => {
    expect(tagsOf(posts)).toEqual(['item-types', 'speaking', 'study-plan', 'writing']);
  });
});

describe('tagLabel and formatPostDate', () => {
  it('reads a tag as words and a day as a British date, whatever the time zone', () => {
    expect(tagLabel('exam-format')).toBe('Exam format');
    expect(tagLabel('ielts')).toBe('IELTS');
    expect(formatPostDate('2025-08-07')).toBe('7 August 2025');
  });
});
