import { ThemeProvider } from '@aws-amplify/ui-react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@frontend/app/session/session-store';
import { ColorModeProvider } from '@frontend/components/color-mode/color-mode-provider';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { CheckoutPage } from '@frontend/features/commerce/checkout-page';
import { cartPage } from '@test/fixtures/commerce';
import { studentOf } from '@test/fixtures/student';
import { stubApi } from '@test/fixtures/stub-api';

// Stripe's libraries stand in: no script from Stripe loads in a test, and confirmPayment answers as told.
const stripe = vi.hoisted(() => ({ confirmPayment: vi.fn(), loadStripe: vi.fn(async () => ({})), elementsOptions: [] as unknown[] }));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: unknown }) => {
    stripe.elementsOptions.push(options);
    return <div>{children}</div>;
  },
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
  useElements: () => ({ kind: 'elements' }),
}));

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderCheckout() {
  return render(
    <ColorModeProvider>
      <ThemeProvider>
        <MemoryRouter initialEntries={['/checkout?cartId=cart-1']}>
          <Routes>
            <Route path="/checkout" element={<CheckoutPage />} />
            <Route path="*" element={<Location />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </ColorModeProvider>,
  );
}

async function openStripeForm() {
  session.signIn({ token: 'token', user: studentOf() });
  const calls = stubApi({
    '/api/pricing/fetchCart': () => ({ body: { ...cartPage({ mode: 'stripe' }), payments: { mode: 'stripe', publishableKey: 'pk_test_1' } } }),
    '/api/pricing/createPaymentIntentt': () => ({ body: { paymentIntentId: 'pi_1', clientSecret: 'pi_1_secret_2', amount: 10_430, currency: 'AUD', mode: 'stripe', publishableKey: 'pk_test_1' } }),
  });
  renderCheckout();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Continue to payment' }));
  await screen.findByTestId('payment-element');
  return { user, calls };
}

afterEach(() => {
  cleanup();
  session.logout({ navigateTo: null });
  for (const shown of snackbar.snapshot()) snackbar.dismiss(shown.id);
  stripe.confirmPayment.mockReset();
  stripe.elementsOptions.length = 0;
  vi.unstubAllGlobals();
});

describe('CheckoutPage in Stripe mode', () => {
  it('creates the payment on the server, confirms it with its client secret, and goes to the thank-you page', async () => {
    // Prepare
    const { user, calls } = await openStripeForm();
    stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });

    // Assess: the form is bound to the server's intent, and the order can no longer change.
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_1');
    expect(stripe.elementsOptions.at(-1)).toMatchObject({ clientSecret: 'pi_1_secret_2', appearance: { theme: 'stripe' } });
    expect(screen.getByRole('button', { name: 'Add one extra mock test' }).hasAttribute('disabled')).toBe(true);
    expect(calls.at(-1)).toEqual({ path: '/api/pricing/createPaymentIntentt', method: 'POST', body: { cartId: 'cart-1' } });

    // Act
    await user.click(screen.getByRole('button', { name: 'Pay AUD 104.30' }));

    // Assess
    expect(stripe.confirmPayment).toHaveBeenCalledWith({ elements: { kind: 'elements' }, confirmParams: { return_url: `${window.location.origin}/thank-you` }, redirect: 'if_required' });
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/thank-you?payment_intent=pi_1'));
  });

  it('says the payment was cancelled when the card is declined, with Stripe’s reason', async () => {
    // Prepare
    const { user } = await openStripeForm();
    stripe.confirmPayment.mockResolvedValue({ error: { type: 'card_error', message: 'Your card was declined.' } });

    // Act
    await user.click(screen.getByRole('button', { name: 'Pay AUD 104.30' }));

    // Assess
    const payment = screen.getByRole('region', { name: 'Payment' });
    await vi.waitFor(() => expect(within(payment).getByText('Your card was declined.')).toBeTruthy());
    expect(within(payment).getByText('Payment cancelled. Contact team if needed')).toBeTruthy();
    expect(snackbar.snapshot().map((shown) => shown.kind)).toEqual(['paymentCancelled']);
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
