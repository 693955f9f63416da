import { Alert, Badge, Button, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { handleApiError } from '@frontend/app/errors/handle-api-error';
import { THANK_YOU_PATH, REDIRECT_TO_PROFILE_PARAM, thankYouPath } from '@frontend/app/paths/commerce-paths';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { useCreatePaymentIntent, useSimulatePayment, type CartPage } from '@frontend/features/commerce/commerce-api';
import { COMMERCE_TEXTS } from '@frontend/features/commerce/texts';

const T = COMMERCE_TEXTS.checkout;

// Stripe's libraries are their own chunk, loaded only when a Stripe payment starts.
const StripeCheckout = lazy(() => import('@frontend/features/commerce/stripe-checkout').then((m) => ({ default: m.StripeCheckout })));

type Intent = Awaited<ReturnType<ReturnType<typeof useCreatePaymentIntent>['mutateAsync']>>;

interface PaymentPanelProps {
  cartId: string;
  page: CartPage;
  redirectToProfile: boolean;
  /** The order can no longer change: a Stripe payment form is bound to its amount. */
  onLocked: () => void;
}

function MethodList({ methods }: { methods: CartPage['paymentMethods'] }) {
  return (
    <div className="pte-checkout__methods">
      <Heading level={3} fontSize="small" fontWeight="semibold" id="checkout-methods-heading">
        {T.methodsHeading}
      </Heading>
      <ul aria-labelledby="checkout-methods-heading">
        {methods.map((method) => (
          <li key={method.id}>
            <Badge size="small">{method.label}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The payment of a cart, by the server's payment mode: 'stripe' (Stripe's Payment Element for the
 * PaymentIntent the server creates), 'local' (the test payment and a declined test card, through
 * pricing.simulatePayment) or 'off' (a notice: no payment can start). A declined or cancelled
 * payment says 'Payment cancelled. Contact team if needed'; a paid one goes to the thank-you page.
 */
export function PaymentPanel({ cartId, page, redirectToProfile, onLocked }: PaymentPanelProps) {
  const navigate = useNavigate();
  const { mutateAsync: createPaymentIntent, isPending: creating } = useCreatePaymentIntent();
  const { mutateAsync: simulatePayment, isPending: simulating } = useSimulatePayment();
  const [stripeIntent, setStripeIntent] = useState<Intent>();
  const [cancelled, setCancelled] = useState(false);
  const [outcome, setOutcome] = useState<'succeeded' | 'declined'>();
  const { mode } = page.payments;
  const publishableKey = stripeIntent?.publishableKey ?? page.payments.publishableKey;
  const payLabel = `${T.pay} ${page.quote.totalText}`;

  // A new try clears what an earlier decline said, so it does not follow the student to the thank-you page.
  const clearCancelled = () => {
    setCancelled(false);
    for (const shown of snackbar.snapshot()) if (shown.kind === 'paymentCancelled') snackbar.dismiss(shown.id);
  };
  const paid = (paymentIntentId: string) => {
    clearCancelled();
    navigate(thankYouPath(paymentIntentId, { redirectToProfile }));
  };
  // The Stripe form says it beside its fields; the local buttons have it said here.
  const cancel = ({ inPanel }: { inPanel: boolean }) => {
    setCancelled(inPanel);
    snackbar.show('paymentCancelled');
  };

  async function payLocally(next: 'succeeded' | 'declined') {
    clearCancelled();
    setOutcome(next);
    try {
      // The same cart and extras give the same payment: paying after a decline retries it.
      const intent = await createPaymentIntent(cartId);
      const result = await simulatePayment({ paymentIntentId: intent.paymentIntentId, outcome: next });
      if (result.status === 'succeeded') paid(intent.paymentIntentId);
      else cancel({ inPanel: true });
    } catch (error) {
      handleApiError(error);
    }
  }

  async function startStripe() {
    clearCancelled();
    try {
      setStripeIntent(await createPaymentIntent(cartId));
      onLocked();
    } catch (error) {
      handleApiError(error);
    }
  }

  const returnUrl = `${window.location.origin}${THANK_YOU_PATH}${redirectToProfile ? `?${REDIRECT_TO_PROFILE_PARAM}=true` : ''}`;

  return (
    <section className="pte-checkout__card pte-checkout__payment" aria-labelledby="checkout-payment-heading">
      <Heading level={2} id="checkout-payment-heading" fontSize="large" fontWeight="bold">
        {T.paymentHeading}
      </Heading>
      {mode !== 'off' && page.paymentMethods.length > 0 && <MethodList methods={page.paymentMethods} />}
      {cancelled && (
        <Alert variation="error" role="alert">
          {T.cancelled}
        </Alert>
      )}

      {mode === 'off' && (
        <Alert variation="warning" heading={T.paymentsOffHeading}>
          {T.paymentsOff}
        </Alert>
      )}

      {mode === 'local' && (
        <Flex direction="column" gap="small">
          <Text fontSize="small" color="font.secondary" margin="0">
            {T.localNotice}
          </Text>
          <Button variation="primary" isFullWidth onClick={() => void payLocally('succeeded')} isDisabled={creating || simulating} isLoading={(creating || simulating) && outcome === 'succeeded'} loadingText={T.paying}>
            {T.payLocal}
          </Button>
          <Button isFullWidth onClick={() => void payLocally('declined')} isDisabled={creating || simulating} isLoading={(creating || simulating) && outcome === 'declined'} loadingText={T.paying}>
            {T.declineLocal}
          </Button>
        </Flex>
      )}

      {mode === 'stripe' && !stripeIntent && (
        <Button variation="primary" isFullWidth onClick={() => void startStripe()} isLoading={creating} loadingText={T.continueToPayment}>
          {T.continueToPayment}
        </Button>
      )}
      {mode === 'stripe' && stripeIntent && publishableKey && (
        <Suspense fallback={<Loader size="large" ariaLabel={T.loadingForm} />}>
          <StripeCheckout
            clientSecret={stripeIntent.clientSecret}
            publishableKey={publishableKey}
            returnUrl={returnUrl}
            payLabel={payLabel}
            cancelledText={T.cancelled}
            onPaid={paid}
            onCancelled={() => cancel({ inPanel: false })}
          />
        </Suspense>
      )}
      {mode === 'stripe' && stripeIntent && !publishableKey && (
        <Alert variation="warning" heading={T.paymentsOffHeading}>
          {T.paymentsOff}
        </Alert>
      )}
      {mode === 'stripe' && (
        <Text fontSize="small" color="font.tertiary" margin="0">
          {T.secure}
        </Text>
      )}
    </section>
  );
}
