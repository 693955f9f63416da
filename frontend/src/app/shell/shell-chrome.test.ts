import { describe, expect, it } from 'vitest';
import { isReviewMode, shellChrome, showsPromotionBanner } from '@frontend/app/shell/shell-chrome';

describe('shellChrome', () => {
  const chrome = (pathname: string, signedIn = true, search = '') => shellChrome({ pathname, search, signedIn });

  it('shows the top bar and, for signed-in users, the side bar on ordinary pages', () => {
    expect(chrome('/dashboard')).toEqual({ topBar: true, sideBar: true });
    expect(chrome('/profile')).toEqual({ topBar: true, sideBar: true });
    expect(chrome('/dashboard', false)).toEqual({ topBar: true, sideBar: false });
  });

  it('hides both bars on checkout, mock test screens and in review mode', () => {
    for (const pathname of ['/checkout', '/mock-test', '/mock-test/exercise', '/mock-test/scorecard/abc']) {
      expect(chrome(pathname), pathname).toEqual({ topBar: false, sideBar: false });
    }
    expect(chrome('/practice', true, '?review=true')).toEqual({ topBar: false, sideBar: false });
  });

  it('keeps the top bar but hides the side bar on practice screens', () => {
    expect(chrome('/practice')).toEqual({ topBar: true, sideBar: false });
    expect(chrome('/practice/anything')).toEqual({ topBar: true, sideBar: false });
  });

  it('does not mistake a path that only starts with the same letters', () => {
    expect(chrome('/checkouts')).toEqual({ topBar: true, sideBar: true });
    expect(chrome('/practices')).toEqual({ topBar: true, sideBar: true });
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
