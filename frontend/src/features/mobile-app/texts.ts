import { WIDE_SCREEN_MIN_WIDTH_PX } from '@frontend/components/layout';
import type { MobilePlatform } from '@frontend/features/mobile-app/store-links';

export const MOBILE_APP_TEXTS = {
  meta: {
    title: 'PTE mobile app',
    description: 'PTE Practice on your phone: the mobile app for iPhone and Android, and how to use the website from your home screen in the meantime.',
  },
  eyebrow: 'Mobile app',
  heading: 'PTE Practice on your phone',
  lead: 'Practise on the go with the same account, credits and plan as on your computer.',
  platformsLabel: 'Choose your phone',
  website: {
    heading: 'What works on your phone today',
    items: [
      'Practice questions of every item type, speaking included: your phone\'s browser records your answers (allow the microphone when it asks).',
      'Your account, AI credits, plan and scores, the same as on a computer.',
      `Mock tests need a screen at least ${WIDE_SCREEN_MIN_WIDTH_PX} px wide, so take them on a computer or a large tablet.`,
    ],
  },
  platforms: {
    ios: {
      name: 'iPhone and iPad',
      download: 'Download on the App Store',
      notListed: 'Not in the App Store yet',
      notYet: 'Our app is not in the App Store yet. Until it is, keep the website one tap away:',
      meta: { title: 'PTE app for iPhone', description: 'PTE Practice on iPhone and iPad: the app, and how to add the website to your Home Screen with Safari.' },
      heading: 'PTE Practice on iPhone and iPad',
      homeScreen: [
        'Open this site in Safari.',
        'Tap the Share button (the square with an arrow).',
        'Scroll down and tap Add to Home Screen, then Add.',
      ],
    },
    android: {
      name: 'Android',
      download: 'Get it on Google Play',
      notListed: 'Not on Google Play yet',
      notYet: 'Our app is not on Google Play yet. Until it is, keep the website one tap away:',
      meta: { title: 'PTE app for Android', description: 'PTE Practice on Android: the app, and how to add the website to your home screen with Chrome.' },
      heading: 'PTE Practice on Android',
      homeScreen: [
        'Open this site in Chrome.',
        'Tap the menu (the three dots at the top right).',
        'Tap Add to Home screen (or Install app), then Add.',
      ],
    },
  } satisfies Record<MobilePlatform, { name: string; download: string; notListed: string; notYet: string; meta: { title: string; description: string }; heading: string; homeScreen: string[] }>,
  opensInNewTab: '(opens in a new tab)',
  homeScreenHeading: 'Add PTE Practice to your home screen',
  moreFor: (name: string) => `More for ${name}`,
  allPlatforms: 'Both phones',
  questions: { label: 'Mobile questions in the FAQ', to: '/help#mobile-app' },
} as const;
