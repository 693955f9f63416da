import type { PromotionView } from '@shared/api';
import { act, cleanup, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@frontend/app/session/session-store';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { PROMO_ACTIVATION_DELAY_MS, PromoPage } from '@frontend/features/commerce/promo-page';
import { renderAt } from '@test/fixtures/question-screen';
import { studentOf } from '@test/fixtures/student';
import { stubApi } from '@test/fixtures/stub-api';

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

const routes = (
  <Routes>
    <Route path="/promo" element={<PromoPage />} />
    <Route path="*" element={<Location />} />
  </Routes>
);
const promotion: PromotionView = { promoId: 'referral-40', discount: 40, startTime: 1, endTime: 2, target: ['package_silver'], personal: true };

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));

afterEach(() => {
  cleanup();
  session.logout({ navigateTo: null });
  for (const shown of snackbar.snapshot()) snackbar.dismiss(shown.id);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PromoPage', () => {
  it('waits 2 seconds, activates the promotion, then goes to pricing', async () => {
    const calls = stubApi({ '/api/pricing/activatePromotion': () => ({ body: { promotion } }) });
    renderAt(routes, { path: '/promo?promoId=referral-40' });
    await act(() => vi.advanceTimersByTimeAsync(PROMO_ACTIVATION_DELAY_MS - 1));
    expect(calls).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('location').textContent).toBe('/pricing');
    expect(calls).toEqual([{ path: '/api/pricing/activatePromotion', method: 'POST', body: { promoId: 'referral-40' } }]);
  });

  it('says an expired promotion has expired, and still goes on to the redirect', async () => {
    stubApi({ '/api/pricing/activatePromotion': () => ({ status: 201, body: { error: 'This promo has expired!' } }) });
    renderAt(routes, { path: '/promo?promoId=spring&redirect=%2Fpractice' });
    await act(() => vi.advanceTimersByTimeAsync(PROMO_ACTIVATION_DELAY_MS));
    expect(snackbar.snapshot().map((shown) => [shown.kind, shown.text])).toEqual([['promoExpired', 'This promo has expired!']]);
    expect(screen.getByTestId('location').textContent).toBe('/practice');
  });

  it('activates an account’s promotion by uid and refreshes the user; a second time says it was redeemed', async () => {
    session.signIn({ token: 'token', user: studentOf() });
    let redeemed = false;
    const calls = stubApi({
      '/api/pricing/activatePromotionUid': () => (redeemed ? { status: 201, body: { error: 'Promo already redeemed!' } } : ((redeemed = true), { body: { userPromo: promotion } })),
      '/api/users/retrieveUser': () => ({ body: { user: studentOf({ userPromo: promotion }) } }),
    });
    const first = renderAt(routes, { path: '/promo?uid=user-1&promoId=referral-40' });
    await act(() => vi.advanceTimersByTimeAsync(PROMO_ACTIVATION_DELAY_MS));
    expect(session.get()).toMatchObject({ user: { userPromo: { promoId: 'referral-40' } } });
    expect(calls.map((call) => call.path)).toEqual(['/api/pricing/activatePromotionUid', '/api/users/retrieveUser']);
    first.unmount();

    renderAt(routes, { path: '/promo?uid=user-1&promoId=referral-40' });
    await act(() => vi.advanceTimersByTimeAsync(PROMO_ACTIVATION_DELAY_MS));
    expect(snackbar.snapshot().map((shown) => shown.kind)).toEqual(['promoAlreadyUsed']);
    expect(screen.getByTestId('location').textContent).toBe('/pricing');
  });
});
