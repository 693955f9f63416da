import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
// The pure entry loads Stripe.js when loadStripe is called, not when this module is imported.
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useColorMode } from '@frontend/components/color-mode/color-mode-provider';

/** One Stripe.js per publishable key for the life of the page (Stripe asks for it to be loaded once). */
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeOf(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

interface StripeCheckoutProps {
  clientSecret: string;
  publishableKey: string;
  /** Where Stripe sends a payment method that redirects (it adds payment_intent to the query). */
  returnUrl: string;
  payLabel: string;
  /** Shown above the button after a declined or cancelled payment. */
  cancelledText: string;
  onPaid: (paymentIntentId: string) => void;
  onCancelled: () => void;
}

function PaymentForm({ returnUrl, payLabel, cancelledText, onPaid, onCancelled }: Omit<StripeCheckoutProps, 'clientSecret' | 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setProblem(undefined);
    // The amount is the PaymentIntent's, which the server set: nothing about money is sent from here.
    const { error, paymentIntent } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl }, redirect: 'if_required' });
    setBusy(false);
    if (error) {
      // The form shows its own field errors; a decline or a cancelled authentication is ours to say.
      if (error.type === 'validation_error') return;
      setProblem(error.message);
      onCancelled();
      return;
    }
    if (paymentIntent) onPaid(paymentIntent.id);
  }

  return (
    <form onSubmit={(event) => void submit(event)}>
      <Flex direction="column" gap="medium">
        <PaymentElement options={{ layout: 'tabs' }} />
        {problem !== undefined && (
          <Alert variation="error" heading={cancelledText}>
            {problem}
          </Alert>
        )}
        <Button type="submit" variation="primary" isFullWidth isDisabled={!stripe || !elements} isLoading={busy} loadingText={payLabel}>
          {payLabel}
        </Button>
      </Flex>
    </form>
  );
}

/**
 * Stripe's Payment Element for a PaymentIntent the server created, confirmed with its client
 * secret. Its own chunk: Stripe's libraries load only on the checkout page, in Stripe mode.
 */
export function StripeCheckout({ clientSecret, publishableKey, ...form }: StripeCheckoutProps) {
  // The form follows the app's light or dark mode.
  const { colorMode } = useColorMode();
  return (
    <Elements stripe={stripeOf(publishableKey)} options={{ clientSecret, appearance: { theme: colorMode === 'dark' ? 'night' : 'stripe' } }}>
      <PaymentForm {...form} />
    </Elements>
  );
}
