import { createHash } from 'node:crypto';
import { Entity, type EntityItem } from 'electrodb';
import type { BlogPostSource } from '@shared/blog';
import { tableKeys } from '../keys';
import { tableConfig } from '../table';

/** A post of the blog, loaded from content/blog by the seed (spec/platform.md §7 Blog). */
export const BlogPost = new Entity(
  {
    model: { entity: 'blogPost', version: '1', service: 'pte' },
    attributes: {
      slug: { type: 'string', required: true, readOnly: true },
      title: { type: 'string', required: true },
      description: { type: 'string', required: true },
      /** YYYY-MM-DD, so that the list index sorts newest last and is read backwards. */
      date: { type: 'string', required: true },
      tags: { type: 'list', items: { type: 'string' }, required: true },
      image: { type: 'string', required: true },
      words: { type: 'number', required: true },
      markdown: { type: 'string', required: true },
      /** SHA-256 of the post as read, so the seed rewrites only what changed. */
      contentHash: { type: 'string', required: true },
      /** One list of every post. */
      list: { type: 'string', required: true, default: 'all', readOnly: true },
    },
    indexes: {
      bySlug: {
        pk: { field: tableKeys.partitionKey, composite: ['slug'] },
        sk: { field: tableKeys.sortKey, composite: [] },
      },
      byDate: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['list'] },
        sk: { field: 'gsi1sk', composite: ['date', 'slug'] },
      },
    },
  },
  tableConfig,
);

/** A post as lists show it: everything but its body. */
export type BlogPostListing = Omit<EntityItem<typeof BlogPost>, 'markdown' | 'list'>;
export type BlogPostItem = BlogPostListing & { markdown: string };

const listingAttributes = ['slug', 'title', 'description', 'date', 'tags', 'image', 'words', 'contentHash'] as const;

/** The hash a post is stored with; when the stored one differs, the seed writes it again. */
export function blogContentHash(post: BlogPostSource): string {
  return createHash('sha256').update(JSON.stringify(post)).digest('hex');
}

// One post by slug, with its body
export async function getBlogPost(slug: string): Promise<BlogPostItem | undefined> {
  const { data } = await BlogPost.get({ slug }).go({ attributes: [...listingAttributes, 'markdown'] });
  return data ?? undefined;
}

// Every post without its body, newest first (a blog holds tens of posts, so one list)
export async function listBlogPosts(): Promise<BlogPostListing[]> {
  const { data } = await BlogPost.query.byDate({ list: 'all' }).go({ pages: 'all', order: 'desc', attributes: [...listingAttributes] });
  return data;
}

// Writes posts (batched, 25 a request)
export async function putBlogPosts(posts: BlogPostSource[]): Promise<void> {
  if (posts.length > 0) await BlogPost.put(posts.map((post) => ({ ...post, tags: [...post.tags], contentHash: blogContentHash(post), list: 'all' }))).go();
}

// Deletes posts that left content/blog (their votes stay, and count again if the slug comes back)
export async function deleteBlogPosts(slugs: string[]): Promise<void> {
  if (slugs.length > 0) await BlogPost.delete(slugs.map((slug) => ({ slug }))).go();
}
