import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@frontend/api/client';
import { queryClient } from '@frontend/app/data/query-client';
import { clockOffsetOf } from '@frontend/app/promotions/use-countdown';
import { useSession } from '@frontend/app/session/use-session';
import type { SessionState } from '@frontend/app/session/session-store';

/**
 * Cache keys of the promotions (pricing.fetchAllPromotions). The answer holds the caller's own
 * promotion, so the key names the viewer and the personal promotion they hold: activating one
 * changes the key, and the banner asks again.
 */
export const promotionKeys = {
  all: ['pricing.fetchAllPromotions'] as const,
  of: (viewer: string) => [...promotionKeys.all, viewer] as const,
};

/** The viewer as the pricing answers depend on it; undefined while a stored session is being confirmed. */
export function pricingViewerOf(state: SessionState): string | undefined {
  if (state.status === 'visitor') return 'visitor';
  if (state.status === 'restoring') return undefined;
  const { id, currentPlan, paidExpiryTime, userPromo } = state.user;
  return [id, currentPlan ?? '', paidExpiryTime ?? 0, userPromo?.promoId ?? '', userPromo?.endTime ?? 0].join(':');
}

/** The running promotions and the banner's best one, with how far the server's clock is ahead (for the countdown). */
export function useFetchAllPromotions() {
  const viewer = pricingViewerOf(useSession());
  return useQuery(
    {
      queryKey: promotionKeys.of(viewer ?? 'restoring'),
      queryFn: viewer
        ? async () => {
            const { data } = await api.pricing.fetchAllPromotions({});
            return { ...data, clockOffset: clockOffsetOf(data.dateNow) };
          }
        : skipToken,
      // A banner that cannot load is simply not shown: no snackbar on every page.
      meta: { ownsError: () => true },
    },
    queryClient,
  );
}
