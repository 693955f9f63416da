import { ThemeProvider } from '@aws-amplify/ui-react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@frontend/app/session/session-store';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { CheckoutPage } from '@frontend/features/commerce/checkout-page';
import { cartPage } from '@test/fixtures/commerce';
import { studentOf } from '@test/fixtures/student';
import { refusal, stubApi } from '@test/fixtures/stub-api';

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderCheckout(path = '/checkout?cartId=cart-1') {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="*" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const intent = { paymentIntentId: 'pi_local_1', clientSecret: 'pi_local_1_secret', amount: 10_430, currency: 'AUD', mode: 'local' };

afterEach(() => {
  cleanup();
  session.logout({ navigateTo: null });
  for (const shown of snackbar.snapshot()) snackbar.dismiss(shown.id);
  vi.unstubAllGlobals();
});

describe('CheckoutPage', () => {
  it('shows the order summary with the discount and the total, and the ways to pay', async () => {
    // Prepare
    session.signIn({ token: 'token', user: studentOf() });
    const calls = stubApi({ '/api/pricing/fetchCart': () => ({ body: cartPage() }) });

    // Act
    renderCheckout();

    // Assess
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    const [line] = within(summary).getAllByRole('listitem');
    expect(line?.textContent).toBe('Ultimate30% offWas AUD 149AUD 104.30');
    expect(within(summary).getByTestId('checkout-total').textContent).toBe('AUD 104.30');
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Card', 'PayPal']);
    expect(within(payment).getByRole('button', { name: 'Pay (local test payment)' })).toBeTruthy();
    expect(within(payment).getByRole('button', { name: 'Decline (test card)' })).toBeTruthy();
    expect(calls).toEqual([{ path: '/api/pricing/fetchCart', method: 'POST', body: { cartId: 'cart-1' } }]);
  });

  it('adds and removes extra mock tests within 0 to 5, the server pricing each after the discount', async () => {
    // Prepare
    session.signIn({ token: 'token', user: studentOf() });
    const calls = stubApi({ '/api/pricing/fetchCart': (body) => ({ body: cartPage({ extras: typeof body.extras === 'number' ? body.extras : 4 }) }) });
    renderCheckout();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    const user = userEvent.setup();

    // Act
    await user.click(screen.getByRole('button', { name: 'Add one extra mock test' }));

    // Assess
    await vi.waitFor(() => expect(within(summary).getByTestId('checkout-total').textContent).toBe('AUD 179.30'));
    expect(within(summary).getByText('× 5')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add one extra mock test' }).hasAttribute('disabled')).toBe(true);
    expect(calls.at(-1)).toEqual({ path: '/api/pricing/fetchCart', method: 'POST', body: { cartId: 'cart-1', extras: 5 } });

    // Act
    await user.click(screen.getByRole('button', { name: 'Remove one extra mock test' }));

    // Assess
    await vi.waitFor(() => expect(within(summary).getByTestId('checkout-total').textContent).toBe('AUD 164.30'));
    expect(calls.at(-1)?.body).toEqual({ cartId: 'cart-1', extras: 4 });
  });

  it('pays with the local test payment without sending an amount, then goes to the thank-you page', async () => {
    // Prepare
    session.signIn({ token: 'token', user: studentOf() });
    const calls = stubApi({
      '/api/pricing/fetchCart': () => ({ body: cartPage({ redirectToProfile: true }) }),
      '/api/pricing/createPaymentIntentt': () => ({ body: intent }),
      '/api/pricing/simulatePayment': () => ({ body: { paymentIntentId: 'pi_local_1', status: 'succeeded' } }),
    });
    renderCheckout('/checkout?cartId=cart-1&redirectToProfile=true');

    // Act
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay (local test payment)' }));

    // Assess
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/thank-you?payment_intent=pi_local_1&redirectToProfile=true'));
    expect(calls.slice(1)).toEqual([
      { path: '/api/pricing/createPaymentIntentt', method: 'POST', body: { cartId: 'cart-1' } },
      { path: '/api/pricing/simulatePayment', method: 'POST', body: { paymentIntentId: 'pi_local_1', outcome: 'succeeded' } },
    ]);
  });

  it('says the payment was cancelled when the test card is declined, and stays on checkout', async () => {
    // Prepare
    session.signIn({ token: 'token', user: studentOf() });
    stubApi({
      '/api/pricing/fetchCart': () => ({ body: cartPage() }),
      '/api/pricing/createPaymentIntentt': () => ({ body: intent }),
      '/api/pricing/simulatePayment': () => ({ body: { paymentIntentId: 'pi_local_1', status: 'failed' } }),
    });
    renderCheckout();

    // Act
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Decline (test card)' }));

    // Assess
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect((await within(payment).findByRole('alert')).textContent).toBe('Payment cancelled. Contact team if needed');
    expect(snackbar.snapshot().map((shown) => [shown.kind, shown.text])).toEqual([['paymentCancelled', 'Payment cancelled. Contact team if needed']]);
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('says payments are not configured when the server reports them off, with no way to pay', async () => {
    // Prepare
    session.signIn({ token: 'token', user: studentOf() });
    stubApi({ '/api/pricing/fetchCart': () => ({ body: cartPage({ mode: 'off' }) }) });

    // Act
    renderCheckout();

    // Assess
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Payments are not available right now. Contact team if needed.')).toBeTruthy();
    expect(within(payment).queryAllByRole('button')).toHaveLength(0);
  });

  it('shows a cart that is not the student’s as unavailable, with the way back to pricing', async () => {
    // Prepare
    session.signIn({ token: 'token', user: studentOf() });
    stubApi({ '/api/pricing/fetchCart': () => refusal(404, 'This cart does not exist.') });

    // Act
    renderCheckout();

    // Assess
    expect(await screen.findByText('This cart is not available. Choose a package on the pricing page.', { exact: false })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Back to pricing' }).length).toBeGreaterThan(0);
    expect(snackbar.snapshot()).toEqual([]);
  });

  it('sends a visitor to login, carrying the cart', () => {
    // Prepare
    stubApi({});

    // Act
    renderCheckout();

    // Assess
    expect(screen.getByTestId('location').textContent).toBe(`/login?redirect=${encodeURIComponent('/checkout?cartId=cart-1')}`);
  });
});
