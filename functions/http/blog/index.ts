import { Blog } from '@functions/domain/blog';
import { createGroupHandler, other } from '@functions/platform/router';

export const handler = createGroupHandler('blog', {
  fetchAllBlogs: async () => ({ posts: await Blog.listPosts() }),
  getBlogContent: ({ slug, anonymousId }, { caller }) => Blog.readPost(slug, Blog.voterOf(caller, anonymousId)),
  giveBlogFeedback: async ({ slug, helpful, anonymousId }, { caller, clientAddress }) => {
    const { alreadyVoted, feedback } = await Blog.giveFeedback(slug, helpful, Blog.voterOf(caller, anonymousId), clientAddress);
    return alreadyVoted ? other({ alreadyVoted: true as const, feedback }) : { feedback };
  },
});
