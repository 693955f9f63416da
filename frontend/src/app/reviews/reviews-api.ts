import type { Contract, InputOf } from '@shared/api';
import { reviewRules } from '@shared/accounts';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@frontend/api/client';
import { queryClient } from '@frontend/app/data/query-client';
import { session } from '@frontend/app/session/session-store';

// The review prompt (shell), the /review page and the home page's testimonials read and write
// reviews through these hooks; the writes that return the user make it the session's.

/** Cache keys of reviews: what every visitor sees, the same for all. */
export const reviewKeys = {
  all: ['reviews'] as const,
  testimonials: ['reviews', 'users.fetchTestimonials'] as const,
  eight: ['reviews', 'users.fetchTestimonialsEight'] as const,
  average: ['reviews', 'users.fetchAverageRating'] as const,
};

/** Approved testimonials, newest first, a page at a time (users.fetchTestimonials). */
export function useFetchTestimonials() {
  return useInfiniteQuery(
    {
      queryKey: reviewKeys.testimonials,
      queryFn: async ({ pageParam }) => (await api.users.fetchTestimonials({ limit: reviewRules.pageSize, cursor: pageParam })).data,
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.cursor,
    },
    queryClient,
  );
}

/** The eight newest approved testimonials, for the home page (users.fetchTestimonialsEight). */
export function useFetchTestimonialsEight() {
  return useQuery({ queryKey: reviewKeys.eight, queryFn: async () => (await api.users.fetchTestimonialsEight({})).data.testimonials }, queryClient);
}

/** The average of every rating and how many there are (users.fetchAverageRating). */
export function useFetchAverageRating() {
  return useQuery({ queryKey: reviewKeys.average, queryFn: async () => (await api.users.fetchAverageRating({})).data }, queryClient);
}

/** The student's stars (users.leaveRating): the review's credit and review-done step come back on the user. */
export function useLeaveRating() {
  return useMutation(
    {
      mutationFn: async (rating: number) => (await api.users.leaveRating({ rating })).data,
      onSuccess: ({ user }) => {
        session.setUser(user);
        void queryClient.invalidateQueries({ queryKey: reviewKeys.average });
      },
    },
    queryClient,
  );
}

/** The student's testimonial under their rating's id (users.leaveTestimonial). */
export function useLeaveTestimonial() {
  return useMutation(
    {
      mutationFn: async (input: InputOf<Contract['users']['leaveTestimonial']>) => (await api.users.leaveTestimonial(input)).data,
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
    },
    queryClient,
  );
}

/** 'Later' (users.postponeTestimonial) and 'No' (users.refuseTestimonial): the user comes back with the prompt put off or ended. */
export function useAnswerReviewPrompt() {
  return useMutation(
    {
      mutationFn: async (answer: 'later' | 'no') => (await (answer === 'later' ? api.users.postponeTestimonial({}) : api.users.refuseTestimonial({}))).data.user,
      onSuccess: (user) => session.setUser(user),
    },
    queryClient,
  );
}
