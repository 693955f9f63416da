import { describe, expect, it } from 'vitest';
import { isReferral, rewardsToClaim } from './referrals';

describe('isReferral', () => {
  it('counts a sign-up from a known referrer who is someone else', () => {
    expect(isReferral('referrer', 'newcomer')).toBe(true);
  });

  it('never counts a self-referral, nor a sign-up without a referrer', () => {
    expect(isReferral('same', 'same')).toBe(false);
    expect(isReferral(undefined, 'newcomer')).toBe(false);
    expect(isReferral('', 'newcomer')).toBe(false);
  });
});

describe('rewardsToClaim', () => {
  it('leaves one reward per referral not yet claimed', () => {
    expect(rewardsToClaim(3, 0)).toBe(3);
    expect(rewardsToClaim(3, 1)).toBe(2);
  });

  it('leaves none once every referral is claimed, never fewer than none', () => {
    expect(rewardsToClaim(2, 2)).toBe(0);
    expect(rewardsToClaim(1, 2)).toBe(0);
  });
});
