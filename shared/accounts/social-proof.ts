const hour = 60 * 60 * 1000;

/** The social proof toast (spec §4 and §9). */
export const socialProofRules = {
  /** After the page loads. */
  delayMs: 5_000,
  /** On screen, not counting the time a pointer rests on it. */
  visibleMs: 6_000,
  /** A count shows only above this. */
  shownAbove: 2,
  /** Free trials started (accounts made) are counted over the last 24 hours. */
  trialsWindowMs: 24 * hour,
  /** Premium joins (plans bought) over the last week. */
  premiumWindowMs: 7 * 24 * hour,
} as const;

export interface SocialProofCounts {
  /** Accounts made in the last 24 hours. */
  freeTrials: number;
  /** Students who bought a plan in the last week. */
  premiumJoins: number;
}

export type SocialProofMessage = { kind: 'freeTrials' | 'premiumJoins'; count: number };

/**
 * Whether the toast may show at all: once per session, to visitors and students whose plan is not
 * running (spec §6: a paidExpiryTime later than the server's date hides it).
 * Example: maySeeSocialProof({ user: { paidExpiryTime: now + 1 }, now, shownThisSession: false }) === false.
 */
export function maySeeSocialProof({ user, now, shownThisSession }: { user: { paidExpiryTime?: number | undefined } | undefined; now: number; shownThisSession: boolean }): boolean {
  if (shownThisSession) return false;
  return !user || (user.paidExpiryTime ?? 0) <= now;
}

/**
 * The count the toast shows, or undefined when none is above 2: the free trials of the last
 * 24 hours, which a visitor can join with one click, else the week's Premium joins.
 * Example: socialProofMessage({ freeTrials: 2, premiumJoins: 5 }) → { kind: 'premiumJoins', count: 5 }.
 */
export function socialProofMessage(counts: SocialProofCounts): SocialProofMessage | undefined {
  if (counts.freeTrials > socialProofRules.shownAbove) return { kind: 'freeTrials', count: counts.freeTrials };
  if (counts.premiumJoins > socialProofRules.shownAbove) return { kind: 'premiumJoins', count: counts.premiumJoins };
  return undefined;
}
