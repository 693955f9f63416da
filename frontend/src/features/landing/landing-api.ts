import type { Contract, OutputOf } from '@shared/api';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@frontend/api/client';
import { queryClient } from '@frontend/app/data/query-client';

export type LandingPageView = OutputOf<Contract['landing']['getLandingContent']>;

/** Cache keys of the landing pages, one per slug. */
export const landingKeys = {
  page: (slug: string) => ['landing.getLandingContent', slug] as const,
};

/** A landing page with its metadata and body (landing.getLandingContent). */
export function useGetLandingContent(slug: string) {
  return useQuery(
    {
      queryKey: landingKeys.page(slug),
      queryFn: async () => (await api.landing.getLandingContent({ slug })).data,
      staleTime: 5 * 60_000,
      // An unknown slug is a 404, which the page shows as its own state: asking again will not make it exist.
      retry: false,
      meta: { ownsError: (error) => error instanceof ApiError && error.status === 404 },
    },
    queryClient,
  );
}
