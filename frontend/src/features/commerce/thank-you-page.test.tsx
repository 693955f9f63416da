import { ThemeProvider } from '@aws-amplify/ui-react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@frontend/app/session/session-store';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { PAYMENT_POLL_MS } from '@frontend/features/commerce/commerce-api';
import { ThankYouMobilePage, ThankYouPage } from '@frontend/features/commerce/thank-you-page';
import { ultimatePurchase } from '@test/fixtures/commerce';
import { studentOf } from '@test/fixtures/student';
import { stubApi } from '@test/fixtures/stub-api';

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const later = Date.UTC(2026, 5, 1);

function renderAt(path: string) {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/thank-you" element={<ThankYouPage />} />
          <Route path="/thank-you-mobile" element={<ThankYouMobilePage />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  session.signIn({ token: 'token', user: studentOf() });
});

afterEach(() => {
  cleanup();
  session.logout({ navigateTo: null });
  for (const shown of snackbar.snapshot()) snackbar.dismiss(shown.id);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ThankYouPage', () => {
  it('asks every second while the payment is pending, then saves the purchase once and puts the new plan in the session', async () => {
    // Prepare: pending twice, then succeeded.
    let asked = 0;
    const calls = stubApi({
      '/api/pricing/checkIfPaymentIsDone': () => ({ body: ++asked < 3 ? { status: 'pending' } : { status: 'succeeded', purchase: ultimatePurchase } }),
      '/api/pricing/savePurchaseToUser': () => ({ body: { purchase: ultimatePurchase, user: studentOf({ currentPlan: 'package_ultimate', paidExpiryTime: later }) } }),
    });

    // Act
    renderAt('/thank-you?payment_intent=pi_local_1');
    await flush();

    // Assess: waiting.
    expect(screen.getByRole('heading', { level: 1, name: 'Confirming your payment' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('We are confirming your payment. This takes a few seconds.');

    // Act
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS));
    expect(asked).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(PAYMENT_POLL_MS));

    // Assess: saved, shown, and polling over.
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Purchase successful! You can start practicing.');
    expect(screen.getByText('Ultimate, AUD 119.30')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start practising' }).getAttribute('href')).toBe('/practice');
    expect(session.get()).toMatchObject({ status: 'signedIn', user: { currentPlan: 'package_ultimate', paidExpiryTime: later } });
    await act(() => vi.advanceTimersByTimeAsync(5 * PAYMENT_POLL_MS));
    expect(calls.map((call) => call.path)).toEqual([
      '/api/pricing/checkIfPaymentIsDone',
      '/api/pricing/checkIfPaymentIsDone',
      '/api/pricing/checkIfPaymentIsDone',
      '/api/pricing/savePurchaseToUser',
    ]);
    expect(calls.at(-1)?.body).toEqual({ paymentIntentId: 'pi_local_1' });
  });

  it('shows a failed payment’s message with the way back to pricing, and stops asking', async () => {
    // Prepare
    const calls = stubApi({ '/api/pricing/checkIfPaymentIsDone': () => ({ body: { status: 'failed', message: 'Payment cancelled. Contact team if needed' } }) });

    // Act
    renderAt('/thank-you?payment_intent=pi_local_1');
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(3 * PAYMENT_POLL_MS));

    // Assess
    expect(screen.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Payment cancelled. Contact team if needed');
    expect(screen.getByRole('link', { name: 'Back to pricing' }).getAttribute('href')).toBe('/pricing');
    expect(calls).toHaveLength(1);
  });

  it('leads back to the profile when the cart was made there, and on mobile says to go back to the app', async () => {
    // Prepare
    stubApi({
      '/api/pricing/checkIfPaymentIsDone': () => ({ body: { status: 'succeeded', purchase: { ...ultimatePurchase, notification: 'Purchase successful. Thank you!' } } }),
      '/api/pricing/savePurchaseToUser': () => ({ body: { purchase: { ...ultimatePurchase, notification: 'Purchase successful. Thank you!' }, user: studentOf() } }),
    });

    // Act
    const first = renderAt('/thank-you?payment_intent=pi_local_1&redirectToProfile=true');
    await flush();
    await flush();

    // Assess
    expect(screen.getByRole('status').textContent).toBe('Purchase successful. Thank you!');
    expect(screen.getByRole('link', { name: 'Back to your profile' }).getAttribute('href')).toBe('/profile');
    first.unmount();

    // Act
    renderAt('/thank-you-mobile?payment_intent=pi_local_2');
    await flush();
    await flush();

    // Assess
    expect(screen.getByText('You can go back to the PTE mobile app now: your purchase is on your account.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Start practising' })).toBeNull();
  });
});
