import { describe, expect, it } from 'vitest';
import { isReviewMode, shellChrome, showsPromotionBanner } from '@frontend/app/shell/shell-chrome';

describe('shellChrome', () => {
  const chrome = (pathname: string, signedIn = true, search = '') => shellChrome({ pathname, search, signedIn });

  it('shows the top bar, the footer and, for signed-in users, the side bar on ordinary pages', () => {
    expect(chrome('/dashboard')).toEqual({ topBar: true, sideBar: true, footer: true });
    expect(chrome('/profile')).toEqual({ topBar: true, sideBar: true, footer: true });
    expect(chrome('/dashboard', false)).toEqual({ topBar: true, sideBar: false, footer: true });
  });

  it('hides both bars on checkout, in the timed mock runner and in review mode', () => {
    for (const pathname of ['/checkout', '/mock-test/exercise', '/mock-test/desktop']) {
      expect(chrome(pathname), pathname).toMatchObject({ topBar: false, sideBar: false });
    }
    expect(chrome('/practice', true, '?review=true')).toMatchObject({ topBar: false, sideBar: false });
  });

  it('keeps the top bar on the mock test list, results and public scorecard, without the side bar', () => {
    for (const pathname of ['/mock-test', '/mock-test/results', '/mock-test/scorecard', '/mock-test/scorecard/abc']) {
      expect(chrome(pathname), pathname).toEqual({ topBar: true, sideBar: false, footer: true });
    }
  });

  it('never shows the marketing footer inside the timed runner', () => {
    expect(chrome('/mock-test/exercise').footer).toBe(false);
    expect(chrome('/mock-test/exercise/').footer).toBe(false);
    expect(chrome('/mock-test/results').footer).toBe(true);
  });

  it('keeps the top bar but hides the side bar on practice screens', () => {
    expect(chrome('/practice')).toMatchObject({ topBar: true, sideBar: false });
    expect(chrome('/practice/anything')).toMatchObject({ topBar: true, sideBar: false });
  });

  it('does not mistake a path that only starts with the same letters', () => {
    expect(chrome('/checkouts')).toMatchObject({ topBar: true, sideBar: true });
    expect(chrome('/practices')).toMatchObject({ topBar: true, sideBar: true });
    expect(chrome('/mock-test-tips')).toMatchObject({ topBar: true, sideBar: true });
  });
});

describe('isReviewMode', () => {
  it('reads the review flag of the query', () => {
    expect(isReviewMode('?review=true')).toBe(true);
    expect(isReviewMode('?review=false')).toBe(false);
    expect(isReviewMode('?id=3')).toBe(false);
  });
});

describe('showsPromotionBanner', () => {
  it('shows the banner on pages with the top bar outside the pricing flow and the account forms', () => {
    for (const pathname of ['/', '/dashboard', '/practice', '/practice/RA-0001', '/profile', '/mock-test-tips']) {
      expect(showsPromotionBanner({ pathname, topBar: true }), pathname).toBe(true);
    }
    for (const pathname of ['/pricing', '/pricing/', '/checkout', '/thank-you', '/thank-you-mobile', '/promo', '/login', '/register']) {
      expect(showsPromotionBanner({ pathname, topBar: true }), pathname).toBe(false);
    }
    expect(showsPromotionBanner({ pathname: '/mock-test', topBar: false })).toBe(false);
  });
});
