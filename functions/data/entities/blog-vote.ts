import { Entity } from 'electrodb';
import { unlessRefused } from '../conditional';
import { tableKeys } from '../keys';
import { tableConfig } from '../table';

/**
 * One reader's answer to "Was this article helpful?": one per post and voter (a student's
 * `user#<id>` or a visitor's `visitor#<id>`). The counts are counted from these, so nothing
 * else has to be kept in step with them.
 */
export const BlogVote = new Entity(
  {
    model: { entity: 'blogVote', version: '1', service: 'pte' },
    attributes: {
      slug: { type: 'string', required: true, readOnly: true },
      voterId: { type: 'string', required: true, readOnly: true },
      helpful: { type: 'boolean', required: true, readOnly: true },
      createdAt: { type: 'number', default: () => Date.now(), readOnly: true },
    },
    indexes: {
      byPost: {
        pk: { field: tableKeys.partitionKey, composite: ['slug'] },
        sk: { field: tableKeys.sortKey, composite: ['voterId'] },
      },
    },
  },
  tableConfig,
);

// Records a vote once per post and voter (guard: that voter has no vote on the post); false when refused
export async function addBlogVote(slug: string, voterId: string, helpful: boolean): Promise<boolean> {
  return (await unlessRefused(BlogVote.create({ slug, voterId, helpful }).go())) !== undefined;
}

// The votes on one post, each a voter and an answer (a post gets hundreds, not millions: a few pages at most)
export async function listBlogVotes(slug: string): Promise<{ voterId: string; helpful: boolean }[]> {
  const { data } = await BlogVote.query.byPost({ slug }).go({ pages: 'all', attributes: ['voterId', 'helpful'] });
  return data;
}

// Deletes a voter's vote on a post (account deletion); false when there was none
export async function deleteBlogVote(slug: string, voterId: string): Promise<boolean> {
  return (await unlessRefused(BlogVote.delete({ slug, voterId }).where((attributes, { exists }) => exists(attributes.voterId)).go())) !== undefined;
}
