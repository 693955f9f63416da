import { Alert, Flex, Loader } from '@aws-amplify/ui-react';
import { pricingTexts } from '@shared/pricing';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { handleApiError } from '@frontend/app/errors/handle-api-error';
import { PRICING_PATH } from '@frontend/app/paths/commerce-paths';
import { safeRedirectPath } from '@frontend/app/session/access';
import { session } from '@frontend/app/session/session-store';
import { PageSection } from '@frontend/components/page-section';
import { TextLink } from '@frontend/components/router-links';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { useActivatePromotion } from '@frontend/features/commerce/commerce-api';
import { COMMERCE_TEXTS } from '@frontend/features/commerce/texts';

const T = COMMERCE_TEXTS.promo;

/** Spec §9 "Promo activation delay 2 seconds". */
export const PROMO_ACTIVATION_DELAY_MS = 2000;

/**
 * The promo activation route (spec §2, §4): reads uid, promoId and redirect; after 2 seconds
 * activates the promotion (for the account `uid` when given: the user is refreshed; 201 'Promo
 * already redeemed!'), else by itself (201 'This promo has expired!'), then goes to the redirect,
 * or to pricing.
 */
export function PromoPage() {
  usePageMeta(T.meta);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const promoId = params.get('promoId') ?? undefined;
  const uid = params.get('uid') ?? undefined;
  const target = safeRedirectPath(params.get('redirect')) ?? PRICING_PATH;
  const { mutateAsync: activate } = useActivatePromotion();
  const started = useRef(false);

  useEffect(() => {
    if (!promoId || started.current) return;
    const timer = window.setTimeout(() => {
      started.current = true;
      void (async () => {
        try {
          const result = await activate({ promoId, uid });
          if (result.activated && uid) await session.refreshUser();
          if (!result.activated) snackbar.show(result.error === pricingTexts.promoRedeemed ? 'promoAlreadyUsed' : 'promoExpired', result.error);
        } catch (error) {
          handleApiError(error);
        }
        navigate(target, { replace: true });
      })();
    }, PROMO_ACTIVATION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [promoId, uid, target, activate, navigate]);

  return (
    <PageSection aria-label={T.activating}>
      <Flex direction="column" alignItems="center" gap="medium" padding="xl">
        {promoId ? (
          <Loader size="large" ariaLabel={T.activating} />
        ) : (
          <Alert variation="warning">
            {T.incomplete} <TextLink to={PRICING_PATH}>{T.seePricing}</TextLink>
          </Alert>
        )}
      </Flex>
    </PageSection>
  );
}
