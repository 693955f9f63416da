import type { BlogSummary } from '@shared/api';

/**
 * The posts matching a search and a tag: every word of the search appears in the title, the
 * description or a tag (any case), and the tag, when one is chosen, is among the post's tags.
 * Example: filterPosts(posts, 'essay tips', 'writing').
 */
export function filterPosts(posts: readonly BlogSummary[], search: string, tag: string | undefined): BlogSummary[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return posts.filter((post) => {
    if (tag && !post.tags.includes(tag)) return false;
    const text = [post.title, post.description, ...post.tags.map((name) => name.replace(/-/g, ' '))].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** Every tag of the posts, the most used first, ties in alphabetical order. */
export function tagsOf(posts: readonly BlogSummary[]): string[] {
  const counts = new Map<string, number>();
  for (const tag of posts.flatMap((post) => post.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts].sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b)).map(([tag]) => tag);
}

/** Words of tags written in capitals wherever they appear. */
const acronyms = new Set(['ielts', 'pte']);

/** A tag as a reader sees it, in sentence case: 'exam-format' → 'Exam format', 'ielts' → 'IELTS'. */
export function tagLabel(tag: string): string {
  const words = tag.split('-').map((word) => (acronyms.has(word) ? word.toUpperCase() : word));
  const label = words.join(' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** A post's date for readers, e.g. '2 September 2025' (the date is a day, so it is read in UTC). */
export function formatPostDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
