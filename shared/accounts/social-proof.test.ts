import { describe, expect, it } from 'vitest';
import { maySeeSocialProof, socialProofMessage, socialProofRules } from './social-proof';

describe('maySeeSocialProof', () => {
  const now = Date.UTC(2026, 4, 1);

  it('shows to visitors and to students whose plan is not running', () => {
    expect(maySeeSocialProof({ user: undefined, now, shownThisSession: false })).toBe(true);
    expect(maySeeSocialProof({ user: {}, now, shownThisSession: false })).toBe(true);
    expect(maySeeSocialProof({ user: { paidExpiryTime: now }, now, shownThisSession: false })).toBe(true);
  });

  it('never shows to a paid student whose plan runs past the server date', () => {
    expect(maySeeSocialProof({ user: { paidExpiryTime: now + 1 }, now, shownThisSession: false })).toBe(false);
  });

  it('shows once per session', () => {
    expect(maySeeSocialProof({ user: undefined, now, shownThisSession: true })).toBe(false);
  });
});

describe('socialProofMessage', () => {
  it('shows a count only above 2, free trials first', () => {
    expect(socialProofMessage({ freeTrials: 2, premiumJoins: 2 })).toBeUndefined();
    expect(socialProofMessage({ freeTrials: 3, premiumJoins: 9 })).toEqual({ kind: 'freeTrials', count: 3 });
    expect(socialProofMessage({ freeTrials: 0, premiumJoins: 3 })).toEqual({ kind: 'premiumJoins', count: 3 });
  });

  it('waits 5 s, shows 6 s, and counts over 24 hours and a week', () => {
    expect(socialProofRules).toMatchObject({ delayMs: 5_000, visibleMs: 6_000, trialsWindowMs: 86_400_000, premiumWindowMs: 604_800_000 });
  });
});
