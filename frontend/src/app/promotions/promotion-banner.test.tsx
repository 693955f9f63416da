import { ThemeProvider } from '@aws-amplify/ui-react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PromotionBanner } from '@frontend/app/promotions/promotion-banner';
import { session } from '@frontend/app/session/session-store';
import { studentOf } from '@test/fixtures/student';
import { stubApi } from '@test/fixtures/stub-api';

const NOW = Date.UTC(2026, 2, 3, 10);
const hour = 60 * 60 * 1000;
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const promotion = (endTime: number) => ({ promoId: 'ultimate-30', discount: 30, startTime: NOW - hour, endTime, target: ['package_ultimate'], personal: false });

function renderBanner() {
  return render(
    <ThemeProvider>
      <MemoryRouter>
        <PromotionBanner />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  session.logout({ navigateTo: null });
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PromotionBanner', () => {
  it('shows the best promotion’s discount with the days left', async () => {
    stubApi({ '/api/pricing/fetchAllPromotions': () => ({ body: { promotions: [promotion(NOW + 5 * 24 * hour)], best: promotion(NOW + 5 * 24 * hour), dateNow: NOW } }) });
    renderBanner();
    await flush();
    expect(screen.getByRole('complementary', { name: 'Promotion' }).textContent).toBe('30% offon Ultimate5 days leftSee the offer');
  });

  it('counts the last day in HH:mm:ss, then turns to Go Premium when it reaches 0', async () => {
    stubApi({ '/api/pricing/fetchAllPromotions': () => ({ body: { promotions: [promotion(NOW + 2_000)], best: promotion(NOW + 2_000), dateNow: NOW } }) });
    renderBanner();
    await flush();
    expect(screen.getByText('Ends in 00:00:02')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText('Ends in 00:00:01')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('link', { name: 'Go Premium' }).getAttribute('href')).toBe('/pricing');
  });

  it('says Go Premium when no promotion runs, and is hidden for a paid user', async () => {
    stubApi({ '/api/pricing/fetchAllPromotions': () => ({ body: { promotions: [], dateNow: NOW } }) });
    const shown = renderBanner();
    await flush();
    expect(screen.getByRole('link', { name: 'Go Premium' })).toBeTruthy();
    shown.unmount();

    session.signIn({ token: 'token', user: studentOf({ currentPlan: 'package_bronze', paidExpiryTime: NOW + hour }) });
    renderBanner();
    await flush();
    expect(screen.queryByRole('complementary', { name: 'Promotion' })).toBeNull();
  });
});
