import '@frontend/app/promotions/promotion-banner.css';
import { Link } from '@aws-amplify/ui-react';
import { packages } from '@shared/pricing';
import { Link as RouterLink } from 'react-router-dom';
import { PRICING_PATH } from '@frontend/app/paths/commerce-paths';
import { useFetchAllPromotions } from '@frontend/app/promotions/promotions-api';
import { PROMOTION_BANNER_TEXTS as T } from '@frontend/app/promotions/texts';
import { useMsLeft } from '@frontend/app/promotions/use-countdown';
import { isPaidUser } from '@frontend/app/session/paid-user';
import { useCurrentUser } from '@frontend/app/session/use-session';

/**
 * The promotion banner (spec §4): the best running promotion's discount and countdown (days left
 * above one day, else HH:mm:ss), or 'Go Premium' when none runs or its countdown reached 0.
 * Hidden for a paid user (spec §6: paidExpiryTime later than the server date). Loaded lazily by
 * the shell, so the query library stays out of the first load.
 */
export function PromotionBanner() {
  const user = useCurrentUser();
  const { data } = useFetchAllPromotions();
  const clockOffset = data?.clockOffset ?? 0;
  const msLeft = useMsLeft(data?.best?.endTime, clockOffset);
  if (!data || isPaidUser(user, Date.now() + clockOffset)) return null;
  const best = msLeft !== undefined && msLeft > 0 ? data.best : undefined;
  const names = best ? [...new Set(best.target.map((id) => packages[id].name))].join(', ') : '';

  return (
    <aside className="pte-promo-banner" aria-label={T.label} data-promotion={best?.promoId ?? 'none'}>
      <div className="pte-promo-banner__inner">
        {best ? (
          <>
            <span className="pte-promo-banner__discount">{T.discount(best.discount)}</span>
            <span>{T.on(names)}</span>
            <span className="pte-promo-banner__countdown">{T.countdown(msLeft!)}</span>
            <Link as={RouterLink} to={PRICING_PATH} fontWeight="bold">
              {T.seeOffer}
            </Link>
          </>
        ) : (
          <>
            <span className="pte-promo-banner__pitch">{T.premiumPitch}</span>
            <Link as={RouterLink} to={PRICING_PATH} fontWeight="bold">
              {T.goPremium}
            </Link>
          </>
        )}
      </div>
    </aside>
  );
}
