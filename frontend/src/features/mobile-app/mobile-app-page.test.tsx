import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MobileAppPage, MobileAppView } from '@frontend/features/mobile-app/mobile-app-page';
import { renderAt } from '@test/fixtures/question-screen';

afterEach(cleanup);

describe('the mobile app pages', () => {
  it('say that the app is not in the stores yet and how to keep the website on the home screen', () => {
    renderAt(<MobileAppPage />, { path: '/download-pte-mobile-app' });

    expect(screen.getByText('Not in the App Store yet')).toBeTruthy();
    expect(screen.getByText('Not on Google Play yet')).toBeTruthy();
    expect(screen.getByText('Scroll down and tap Add to Home Screen, then Add.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Download on/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'More for iPhone and iPad' }).getAttribute('href')).toBe('/download-pte-mobile-app/ios');
    expect(document.title).toBe('PTE mobile app | PTE Practice');
  });

  it('open a published app’s store page outside the site', () => {
    renderAt(<MobileAppView platform="android" links={{ ios: undefined, android: 'https://play.google.com/store/apps/details?id=example.pte' }} />);

    const link = screen.getByRole('link', { name: /Get it on Google Play/ });
    expect(link.getAttribute('href')).toBe('https://play.google.com/store/apps/details?id=example.pte');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('PTE Practice on Android');
    expect(screen.queryByText('Not in the App Store yet')).toBeNull();
  });
});
