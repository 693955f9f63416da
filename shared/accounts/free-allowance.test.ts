import { describe, expect, it } from 'vitest';
import { allowanceTopUp, freeAllowance, monthStart } from './free-allowance';

const march10 = Date.UTC(2026, 2, 10, 12);
const february = Date.UTC(2026, 1, 20);

describe('allowanceTopUp', () => {
  it('tops the speaking and writing credits left up to the free allowance once a calendar month', () => {
    const account = { speakingCredits: 20, speakingCreditsUsed: 18, writingCredits: 3, creditsResetAt: february };
    expect(allowanceTopUp(account, march10)).toEqual({ speakingCredits: 18 + freeAllowance.speakingCredits, writingCredits: freeAllowance.writingCredits });
    expect(allowanceTopUp({ ...account, creditsResetAt: Date.UTC(2026, 2, 1) }, march10)).toBeUndefined();
  });

  it('counts the account made this month as topped up, and a never-reset older account as due', () => {
    expect(allowanceTopUp({ speakingCredits: 20, speakingCreditsUsed: 20, writingCredits: 0, createdAt: Date.UTC(2026, 2, 2) }, march10)).toBeUndefined();
    expect(allowanceTopUp({ speakingCredits: 20, speakingCreditsUsed: 20, writingCredits: 0, createdAt: february }, march10)).toEqual({ speakingCredits: 40, writingCredits: 5 });
  });

  it('never lowers credits: bought ones and those left from an expired plan stay', () => {
    expect(allowanceTopUp({ speakingCredits: 300, speakingCreditsUsed: 10, writingCredits: 50, creditsResetAt: february }, march10)).toBeUndefined();
    expect(allowanceTopUp({ speakingCredits: 120, speakingCreditsUsed: 110, writingCredits: 40, creditsResetAt: february }, march10)).toEqual({ speakingCredits: 130, writingCredits: 40 });
  });

  it('starts months at midnight UTC on the first', () => {
    expect(monthStart(march10)).toBe(Date.UTC(2026, 2, 1));
    expect(monthStart(Date.UTC(2026, 0, 1))).toBe(Date.UTC(2026, 0, 1));
  });
});
