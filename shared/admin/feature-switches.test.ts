import { describe, expect, it } from 'vitest';
import { featureSwitchesOf } from './feature-switches';

describe('featureSwitchesOf', () => {
  it('has every switch on until an admin sets it, and ignores a name no longer known', () => {
    expect(featureSwitchesOf(undefined)).toEqual({ socialProofToast: true, mobileAppBanner: true, reviewPrompt: true, referralRewards: true });
    expect(
      featureSwitchesOf([
        { name: 'reviewPrompt', on: false },
        { name: 'retiredFeature', on: false },
      ]),
    ).toEqual({ socialProofToast: true, mobileAppBanner: true, reviewPrompt: false, referralRewards: true });
  });
});
