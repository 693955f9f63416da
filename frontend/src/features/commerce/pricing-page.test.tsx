import { ThemeProvider } from '@aws-amplify/ui-react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@frontend/app/session/session-store';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { CURRENCY_STORAGE_KEY } from '@frontend/features/commerce/currency';
import { PricingPage } from '@frontend/features/commerce/pricing-page';
import { packagesPage } from '@test/fixtures/commerce';
import { studentOf } from '@test/fixtures/student';
import { stubApi } from '@test/fixtures/stub-api';

const NOW = Date.UTC(2026, 2, 3, 10, 0, 0);
const hour = 60 * 60 * 1000;
const day = 24 * hour;
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderPricing(path = '/pricing') {
  return render(
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/pricing" element={<PricingPage />} />
          <Route path="*" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  session.logout({ navigateTo: null });
  for (const shown of snackbar.snapshot()) snackbar.dismiss(shown.id);
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PricingPage', () => {
  it('shows each package’s local price, the promoted one struck through with its discount and days left', async () => {
    // Prepare
    stubApi({ '/api/pricing/fetchAllPackages': () => ({ body: packagesPage({ now: NOW, promotionEnd: NOW + 3 * day + hour }) }) });

    // Act
    renderPricing();
    await flush();

    // Assess
    const ultimate = card('Ultimate');
    expect(ultimate.querySelector('.pte-package__amount')?.textContent).toBe('Now AUD 104.30');
    expect(ultimate.querySelector('del')?.textContent).toBe('Was AUD 149');
    expect(within(ultimate).getByText('30% off')).toBeTruthy();
    expect(within(ultimate).getByText('3 days left')).toBeTruthy();
    expect(within(ultimate).getByText('All in one')).toBeTruthy();
    expect(within(ultimate).getByText('Unlimited AI speaking scores')).toBeTruthy();
    expect(within(ultimate).getByText('90 days of every question')).toBeTruthy();
    const bronze = card('Bronze');
    expect(bronze.querySelector('.pte-package__amount')?.textContent).toBe('AUD 49');
    expect(bronze.querySelector('del')).toBeNull();
    expect(within(card('Silver')).getByText('Mock test included')).toBeTruthy();
    expect(within(card('Full mock test')).getByText('Full mock test', { selector: '.amplify-badge' })).toBeTruthy();
  });

  it('counts the last day down in HH:mm:ss every second, then drops the discount line when it ends', async () => {
    // Prepare
    stubApi({ '/api/pricing/fetchAllPackages': () => ({ body: packagesPage({ now: NOW, promotionEnd: NOW + 2 * hour + 3_000 }) }) });
    renderPricing();
    await flush();
    const ultimate = card('Ultimate');
    expect(within(ultimate).getByText('Ends in 02:00:03')).toBeTruthy();

    // Act
    await act(() => vi.advanceTimersByTimeAsync(2_000));

    // Assess
    expect(within(ultimate).getByText('Ends in 02:00:01')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2 * hour + 2_000));
    expect(within(ultimate).queryByText(/Ends in/)).toBeNull();
  });

  it('reads the buttons as the server gives them for the plan: Current disabled, Upgrade with its price, ADD TO CART', async () => {
    // Prepare
    session.signIn({ token: 'token', user: studentOf({ currentPlan: 'package_bronze', paidExpiryTime: NOW + 10 * day }) });
    stubApi({
      '/api/pricing/fetchAllPackages': () => ({
        body: packagesPage({
          now: NOW,
          promotionEnd: NOW + 3 * day,
          buttons: {
            package_bronze: { text: 'Current', disabled: true },
            package_silver: { text: 'Upgrade', cartPackage: 'package_silver_upgrade_from_bronze' },
            package_ultimate: { text: 'Upgrade', cartPackage: 'package_ultimate_upgrade_from_bronze' },
          },
          upgrades: ['package_silver_upgrade_from_bronze', 'package_ultimate_upgrade_from_bronze'],
        }),
      }),
    });

    // Act
    renderPricing();
    await flush();

    // Assess
    const current = within(card('Bronze')).getByRole('button', { name: 'Current' });
    expect(current.hasAttribute('disabled')).toBe(true);
    expect(within(card('Silver')).getByRole('button', { name: 'Upgrade' }).hasAttribute('disabled')).toBe(false);
    expect(within(card('Silver')).getByText('Upgrade for AUD 50')).toBeTruthy();
    expect(within(card('Extend 30 days')).getByRole('button', { name: 'ADD TO CART' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Upgrade your plan' })).getAllByRole('article')).toHaveLength(2);
  });

  it('asks for the picked currency, remembers it, and asks in it on the next visit', async () => {
    // Prepare
    vi.useRealTimers();
    const calls = stubApi({
      '/api/pricing/fetchAllPackages': (_body, query) =>
        query.get('currency') === 'EUR' ? { body: packagesPage({ currency: 'EUR', rate: 0.6, now: Date.now(), promotionEnd: Date.now() + 3 * day }) } : { body: packagesPage({ now: Date.now(), promotionEnd: Date.now() + 3 * day }) },
    });
    renderPricing();
    // Amplify's select carries size="1", which testing-library counts as a listbox: found by its label.
    const picker = await screen.findByLabelText('Currency');
    expect((picker as HTMLSelectElement).value).toBe('AUD');

    // Act
    await userEvent.setup().selectOptions(picker, 'EUR');

    // Assess
    await vi.waitFor(() => expect(card('Ultimate').querySelector('.pte-package__amount')?.textContent).toBe('Now EUR 62.58'));
    expect(card('Ultimate').querySelector('del')?.textContent).toBe('Was EUR 89.40');
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('EUR');
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('EUR');
    const fetched = vi.mocked(fetch).mock.calls.map(([input]) => String(input));
    expect(fetched).toEqual(['/api/pricing/fetchAllPackages', '/api/pricing/fetchAllPackages?currency=EUR']);
    expect(calls).toHaveLength(2);

    // Act: a new visit.
    cleanup();
    renderPricing();

    // Assess
    await vi.waitFor(() => expect(card('Ultimate').querySelector('.pte-package__amount')?.textContent).toBe('Now EUR 62.58'));
    expect(String(vi.mocked(fetch).mock.calls.at(-1)?.[0])).toBe('/api/pricing/fetchAllPackages?currency=EUR');
  });

  it('sends a visitor’s ADD TO CART to login, carrying the package to add on the way back', async () => {
    // Prepare
    stubApi({ '/api/pricing/fetchAllPackages': () => ({ body: packagesPage({ now: NOW, promotionEnd: NOW + 3 * day }) }) });
    renderPricing();
    await flush();

    // Act
    await act(async () => within(card('Ultimate')).getByRole('button', { name: 'ADD TO CART' }).click());

    // Assess
    expect(screen.getByTestId('location').textContent).toBe(`/login?redirect=${encodeURIComponent('/pricing?addToCart=package_ultimate')}`);
  });

  it('opens the cart of a package added before login, in the currency shown, and goes to checkout', async () => {
    // Prepare
    session.signIn({ token: 'token', user: studentOf() });
    const calls = stubApi({
      '/api/pricing/fetchAllPackages': () => ({ body: packagesPage({ now: NOW, promotionEnd: NOW + 3 * day }) }),
      '/api/users/createCart': () => ({ body: { cartId: 'cart-9', cart: { cartId: 'cart-9', packageId: 'package_ultimate', extras: 0, fromProfilePage: false, currency: 'AUD', createdAt: NOW }, redirectToProfile: false } }),
      '/api/maillist/didAddToCart': () => ({ body: { recorded: true } }),
    });

    // Act
    renderPricing('/pricing?addToCart=package_ultimate');
    await flush();
    await flush();

    // Assess
    expect(screen.getByTestId('location').textContent).toBe('/checkout?cartId=cart-9');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { path: '/api/users/createCart', method: 'POST', body: { packageId: 'package_ultimate', currency: 'AUD' } },
      { path: '/api/maillist/didAddToCart', method: 'POST', body: { packageId: 'package_ultimate' } },
    ]);
  });
});
