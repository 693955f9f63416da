import type { Contract, OutputOf } from '@shared/api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@frontend/api/client';
import { queryClient } from '@frontend/app/data/query-client';

export type BlogPostView = OutputOf<Contract['blog']['getBlogContent']>;

/** Cache keys of the blog: the list, and a post per viewer (the feedback shows the viewer's own vote). */
export const blogKeys = {
  list: ['blog.fetchAllBlogs'] as const,
  post: ['blog.getBlogContent'] as const,
  postOf: (slug: string, viewer: string) => [...blogKeys.post, slug, viewer] as const,
};

/** Every post, newest first (blog.fetchAllBlogs). */
export function useFetchAllBlogs() {
  return useQuery({ queryKey: blogKeys.list, queryFn: async () => (await api.blog.fetchAllBlogs({})).data.posts, staleTime: 5 * 60_000 }, queryClient);
}

/** One post with its feedback and related posts (blog.getBlogContent); `anonymousId` tells a visitor's own vote. */
export function useGetBlogContent(slug: string, viewer: string, anonymousId: string | undefined) {
  return useQuery(
    {
      queryKey: blogKeys.postOf(slug, viewer),
      queryFn: async () => (await api.blog.getBlogContent({ slug, ...(anonymousId ? { anonymousId } : {}) })).data,
      // An unknown slug is a 404: asking again will not make it exist.
      retry: false,
    },
    queryClient,
  );
}

/** "Was this article helpful?" (blog.giveBlogFeedback); the post in the cache takes the counts it returns. */
export function useGiveBlogFeedback(slug: string, viewer: string) {
  return useMutation(
    {
      mutationFn: async (input: { helpful: boolean; anonymousId?: string }) => {
        const result = await api.blog.giveBlogFeedback({ slug, ...input });
        return { alreadyVoted: result.status === 201, feedback: result.data.feedback };
      },
      onSuccess: ({ feedback }) => {
        queryClient.setQueryData<BlogPostView>(blogKeys.postOf(slug, viewer), (post) => (post ? { ...post, feedback } : post));
      },
    },
    queryClient,
  );
}
