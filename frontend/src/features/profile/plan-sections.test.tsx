import { ThemeProvider } from '@aws-amplify/ui-react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@frontend/app/session/session-store';
import { ProfilePage } from '@frontend/features/profile/profile-page';
import { ultimatePurchase } from '@test/fixtures/commerce';
import { studentOf } from '@test/fixtures/student';
import { stubApi } from '@test/fixtures/stub-api';

const day = 24 * 60 * 60 * 1000;

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderProfile() {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={['/profile']}>
        <Routes>
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="*" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

afterEach(() => {
  cleanup();
  session.logout({ navigateTo: null });
  vi.unstubAllGlobals();
});

describe('Plan, credits and purchases on the profile', () => {
  it('shows the plan with its expiry, the credits left and the purchase history', async () => {
    // Prepare
    const expiry = Date.now() + 30 * day;
    session.signIn({ token: 'token', user: studentOf({ currentPlan: 'package_silver', paidExpiryTime: expiry, speakingCredits: 320, speakingCreditsUsed: 20, writingCredits: 55 }) });
    stubApi({ '/api/pricing/fetchPurchaseHistory': () => ({ body: { purchases: [ultimatePurchase] } }) });

    // Act
    renderProfile();

    // Assess
    const plan = screen.getByRole('region', { name: 'Plan and credits' });
    expect(within(plan).getByText('Silver')).toBeTruthy();
    expect(within(plan).getByText(`Paid until ${new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' }).format(expiry)}`)).toBeTruthy();
    expect(within(plan).getByText('300 of 320 left')).toBeTruthy();
    expect(within(plan).getByText('55 left')).toBeTruthy();
    const purchases = screen.getByRole('region', { name: 'Purchase history' });
    expect(await within(purchases).findByText('Ultimate + 1 extra full mock test')).toBeTruthy();
    expect(within(purchases).getByText('AUD 119.30')).toBeTruthy();
  });

  it('opens a cart for AI speaking credits from the profile and goes to its checkout, which leads back here', async () => {
    // Prepare
    session.signIn({ token: 'token', user: studentOf() });
    const calls = stubApi({
      '/api/pricing/fetchPurchaseHistory': () => ({ body: { purchases: [] } }),
      '/api/users/createCart': () => ({ body: { cartId: 'cart-7', cart: { cartId: 'cart-7', packageId: 'package_speaking_credits', extras: 0, fromProfilePage: true, currency: 'AUD', createdAt: 1 }, redirectToProfile: true } }),
      '/api/maillist/didAddToCart': () => ({ body: { recorded: false } }),
    });
    renderProfile();
    expect(await screen.findByText('No purchases yet.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Plan and credits' })).getByText('Free plan')).toBeTruthy();

    // Act
    await userEvent.setup().click(screen.getByRole('button', { name: 'Get more credits' }));

    // Assess
    await vi.waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/checkout?cartId=cart-7&redirectToProfile=true'));
    expect(calls.filter((call) => call.method === 'POST').slice(-2)).toEqual([
      { path: '/api/users/createCart', method: 'POST', body: { packageId: 'package_speaking_credits', fromProfilePage: true } },
      { path: '/api/maillist/didAddToCart', method: 'POST', body: { packageId: 'package_speaking_credits' } },
    ]);
  });
});
