import { describe, expect, it } from 'vitest';
import { isUltimatePlan, speakingCreditMessage, usageAlertsCrossed, userSpeakingCredits, visitorCredits } from './speaking-credits';

const now = Date.UTC(2026, 10, 21);

describe('speaking credits', () => {
  it('gives a registered user speakingCredits minus speakingCreditsUsed, never below 0', () => {
    expect(userSpeakingCredits({ speakingCredits: 20, speakingCreditsUsed: 5 }, now)).toEqual({ unlimited: false, left: 15, total: 20 });
    expect(userSpeakingCredits({ speakingCredits: 20, speakingCreditsUsed: 25 }, now)).toEqual({ unlimited: false, left: 0, total: 20 });
  });

  it('is unlimited only while an Ultimate package runs', () => {
    const user = { speakingCredits: 0, speakingCreditsUsed: 0, currentPlan: 'package_ultimate_discount', paidExpiryTime: now + 1 };
    expect(userSpeakingCredits(user, now)).toEqual({ unlimited: true });
    expect(isUltimatePlan({ ...user, paidExpiryTime: now - 1 }, now)).toBe(false);
    expect(isUltimatePlan({ ...user, currentPlan: 'package_silver' }, now)).toBe(false);
  });

  it('says the spec messages for visitors, users at the limit and unlimited plans', () => {
    expect(speakingCreditMessage(visitorCredits(9), true)).toBe('You have 1 free Ai speaking credit left.');
    expect(speakingCreditMessage(visitorCredits(10), true)).toBe('You have no free Ai credit left. Create an account to get more credits.');
    expect(speakingCreditMessage({ unlimited: false, left: 0, total: 20 }, false)).toBe('You have reached your Ai speaking credit limit. Contact the team if needed.');
    expect(speakingCreditMessage({ unlimited: true }, false)).toBe('You have unlimited Ai speaking!');
  });

  it('crosses each usage alert once, at 25, 50, 75 and 100 %', () => {
    expect(usageAlertsCrossed(4, 5, 20)).toEqual([25]);
    expect(usageAlertsCrossed(5, 6, 20)).toEqual([]);
    expect(usageAlertsCrossed(19, 20, 20)).toEqual([100]);
    expect(usageAlertsCrossed(0, 3, 3)).toEqual([25, 50, 75, 100]);
    expect(usageAlertsCrossed(0, 1, 0)).toEqual([]);
  });
});
