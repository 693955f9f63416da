import '@frontend/features/commerce/commerce.css';
import { Alert, Flex, Loader } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { PRICING_PATH, PROFILE_PATH, REDIRECT_TO_PROFILE_PARAM } from '@frontend/app/paths/commerce-paths';
import { loginPathFor } from '@frontend/app/session/access';
import { useSession } from '@frontend/app/session/use-session';
import { PageSection } from '@frontend/components/page-section';
import { RetryAlert } from '@frontend/components/retry-alert';
import { TextLink } from '@frontend/components/router-links';
import { usePageMeta } from '@frontend/components/use-page-meta';
import { isNotFound, useFetchCart } from '@frontend/features/commerce/commerce-api';
import { ExtrasStepper, OrderSummary } from '@frontend/features/commerce/order-summary';
import { PaymentPanel } from '@frontend/features/commerce/payment-panel';
import { COMMERCE_TEXTS } from '@frontend/features/commerce/texts';
import { PageTitle } from '@frontend/components/page-title/page-title';

const T = COMMERCE_TEXTS.checkout;

function CheckoutBody({ cartId, redirectToProfile }: { cartId: string; redirectToProfile: boolean }) {
  // undefined: the cart as saved; a number once the student changes the extras.
  const [extras, setExtras] = useState<number>();
  const [locked, setLocked] = useState(false);
  const { data: page, error, isFetching, refetch } = useFetchCart(cartId, extras);

  if (!page && error) {
    return isNotFound(error) ? (
      <Alert variation="warning">
        {T.notFound} <TextLink to={PRICING_PATH}>{T.backToPricing}</TextLink>
      </Alert>
    ) : (
      <RetryAlert message={T.failed} retry={T.retry} onRetry={() => void refetch()} />
    );
  }
  if (!page) {
    return (
      <Flex padding="xl" justifyContent="center">
        <Loader size="large" ariaLabel={T.loading} />
      </Flex>
    );
  }
  return (
    <div className="pte-checkout__layout">
      <div className="pte-checkout__column">
        <OrderSummary quote={page.quote} />
        <ExtrasStepper extras={page.cart.extras} unitPriceText={page.extraUnitPriceText} busy={isFetching} locked={locked} onChange={setExtras} />
      </div>
      <div className="pte-checkout__column">
        <PaymentPanel cartId={cartId} page={page} redirectToProfile={redirectToProfile || page.redirectToProfile} onLocked={() => setLocked(true)} />
      </div>
    </div>
  );
}

/**
 * /checkout?cartId=… (spec §2: redirectToProfile=true when the cart was made on the profile): the
 * order summary of the server's quote, extra mock tests, the ways to pay and the payment. A
 * visitor has no cart: they go to login, carrying this page. The shell shows no top bar here.
 */
export function CheckoutPage() {
  usePageMeta(T.meta);
  const state = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const cartId = params.get('cartId') ?? undefined;
  const redirectToProfile = params.get(REDIRECT_TO_PROFILE_PARAM) === 'true';

  if (state.status === 'visitor') return <Navigate to={loginPathFor(location)} replace />;
  return (
    <PageSection aria-labelledby="checkout-heading" className="pte-checkout">
      <Flex direction="column" gap="large" className="pte-checkout__frame">
        <Flex direction="column" gap="xs" alignItems="flex-start">
          <TextLink to={redirectToProfile ? PROFILE_PATH : PRICING_PATH}>
            <span aria-hidden="true">← </span>
            {redirectToProfile ? T.backToProfile : T.backToPricing}
          </TextLink>
          <PageTitle id="checkout-heading">
            {T.heading}
          </PageTitle>
        </Flex>
        {cartId ? (
          <CheckoutBody cartId={cartId} redirectToProfile={redirectToProfile} />
        ) : (
          <Alert variation="warning">
            {T.noCart} <TextLink to={PRICING_PATH}>{T.backToPricing}</TextLink>
          </Alert>
        )}
      </Flex>
    </PageSection>
  );
}
