import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BlogFeedback, BlogSummary } from '@shared/api';
import { blogCoverPaths, parseBlogPost, readingMinutes, relatedPosts, type BlogPostSource } from '@shared/blog';
import { blogContentHash, deleteBlogPosts, getBlogPost, listBlogPosts, putBlogPosts, type BlogPostListing } from '@functions/data';
import { BlogPostNotFoundError } from '@functions/platform/errors';
import { feedbackOf, type Voter } from './feedback';

/**
 * Reads every post of content/blog (one Markdown file with front matter each). An invalid post
 * stops the seed with each file's problems (content:check says the same, and more).
 */
export async function readBlog(contentDir: string): Promise<BlogPostSource[]> {
  const folder = join(contentDir, 'blog');
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.md')).sort();
  const posts: BlogPostSource[] = [];
  const problems: string[] = [];
  for (const name of names) {
    try {
      posts.push(parseBlogPost(await readFile(join(folder, name), 'utf8'), `content/blog/${name}`));
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (problems.length > 0) throw new Error(`The blog has invalid posts (run npm run content:check):\n${problems.join('\n')}`);
  return posts;
}

export interface BlogSyncReport {
  posts: number;
  written: number;
  deleted: number;
}

/** Brings the table's posts in line with content/blog: new or changed posts written, those gone deleted. */
export async function syncBlog(posts: BlogPostSource[]): Promise<BlogSyncReport> {
  const stored = new Map((await listBlogPosts()).map((listing) => [listing.slug, listing.contentHash]));
  const changed = posts.filter((post) => stored.get(post.slug) !== blogContentHash(post));
  const removed = [...stored.keys()].filter((slug) => !posts.some((post) => post.slug === slug));
  await putBlogPosts(changed);
  await deleteBlogPosts(removed);
  return { posts: posts.length, written: changed.length, deleted: removed.length };
}

function summaryOf(listing: BlogPostListing): BlogSummary {
  const { slug, title, description, date, tags, image, words } = listing;
  return { slug, title, description, date, tags, image: blogCoverPaths(image).svg, words, readingMinutes: readingMinutes(words) };
}

/** Every post, newest first (blog/fetchAllBlogs). */
export async function listPosts(): Promise<BlogSummary[]> {
  return (await listBlogPosts()).map(summaryOf);
}

export type BlogPostView = BlogSummary & { url: string; metadata: { title: string; description: string }; markdown: string; feedback: BlogFeedback; related: BlogSummary[] };

/** One post with its body, its feedback (and the voter's own vote) and three posts to read next; BlogPostNotFoundError for an unknown slug. */
export async function readPost(slug: string, voter?: Voter): Promise<BlogPostView> {
  const [post, all, feedback] = await Promise.all([getBlogPost(slug), listBlogPosts(), feedbackOf(slug, voter)]);
  if (!post) throw new BlogPostNotFoundError(slug);
  const summary = summaryOf(post);
  return {
    ...summary,
    url: `/blog/${slug}`,
    metadata: { title: post.title, description: post.description },
    markdown: post.markdown,
    feedback,
    related: relatedPosts(summary, all.map(summaryOf)),
  };
}
