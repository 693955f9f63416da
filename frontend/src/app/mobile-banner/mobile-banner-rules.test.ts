import { describe, expect, it } from 'vitest';
import { showsMobileBanner } from '@frontend/app/mobile-banner/mobile-banner-rules';

describe('showsMobileBanner', () => {
  it('shows on ordinary pages until dismissed', () => {
    for (const pathname of ['/', '/blog', '/dashboard', '/help', '/statistics']) expect(showsMobileBanner({ pathname, dismissed: false, switchedOn: true }), pathname).toBe(true);
    expect(showsMobileBanner({ pathname: '/blog', dismissed: true, switchedOn: true })).toBe(false);
  });

  it('is hidden everywhere while an admin has it switched off', () => {
    for (const pathname of ['/', '/blog', '/dashboard']) expect(showsMobileBanner({ pathname, dismissed: false, switchedOn: false }), pathname).toBe(false);
  });

  it('is hidden on the mobile app pages, the mock test and practice screens and the payment flow', () => {
    for (const pathname of ['/download-pte-mobile-app', '/download-pte-mobile-app/ios', '/ios', '/android', '/mock-test', '/mock-test/exercise', '/practice', '/practice/RS-0001', '/exercise', '/checkout', '/thank-you', '/promo/']) {
      expect(showsMobileBanner({ pathname, dismissed: false, switchedOn: true }), pathname).toBe(false);
    }
  });

  it('does not mistake a page that only starts with the same letters', () => {
    expect(showsMobileBanner({ pathname: '/mock-test-tips', dismissed: false, switchedOn: true })).toBe(true);
  });
});
