import { countdownText } from '@shared/pricing';

const dayMs = 24 * 60 * 60 * 1000;

export const PROMOTION_BANNER_TEXTS = {
  label: 'Promotion',
  /** Spec §4: the banner without a running promotion. */
  goPremium: 'Go Premium',
  premiumPitch: 'Every question, AI scoring and scored mock tests.',
  /** Spec §4: the discount and a countdown. */
  discount: (percent: number) => `${percent}% off`,
  on: (names: string) => `on ${names}`,
  /** Spec §4: days left above one day ('3 days left'), else HH:mm:ss ('Ends in 05:12:33'). */
  countdown: (msLeft: number) => (msLeft > dayMs ? countdownText(msLeft) : `Ends in ${countdownText(msLeft)}`),
  seeOffer: 'See the offer',
} as const;
