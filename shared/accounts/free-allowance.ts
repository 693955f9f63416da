import { startingCredits } from './account-rules';

/**
 * The free allowance of a student on no paid plan: the starting AI credits, given back once per
 * calendar month (UTC) by users/resetCredits, which the app runs at start for such students
 * (spec/platform.md §4 account sync). It tops credits up to the allowance and never lowers them,
 * so credits bought (package_speaking_credits) or left from an expired plan stay.
 */
export const freeAllowance = { speakingCredits: startingCredits.speakingCredits, writingCredits: startingCredits.writingCredits } as const;

/** The first millisecond of the calendar month (UTC) that `now` falls in. */
export function monthStart(now: number): number {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

export interface AllowanceAccount {
  speakingCredits: number;
  speakingCreditsUsed: number;
  writingCredits: number;
  /** When the allowance was last topped up; the account's creation counts as one. */
  creditsResetAt?: number | undefined;
  createdAt?: number | undefined;
}

/**
 * The credits after this month's top-up, or undefined when nothing is due: topped up already this
 * month (or the account was made this month), or already at the allowance or above.
 * Example: 20 given, 18 used, 3 writing, last reset last month → { speakingCredits: 38, writingCredits: 5 }.
 */
export function allowanceTopUp(account: AllowanceAccount, now: number): { speakingCredits: number; writingCredits: number } | undefined {
  const lastReset = account.creditsResetAt ?? account.createdAt ?? 0;
  if (lastReset >= monthStart(now)) return undefined;
  const speakingLeft = account.speakingCredits - account.speakingCreditsUsed;
  const speakingCredits = speakingLeft < freeAllowance.speakingCredits ? account.speakingCreditsUsed + freeAllowance.speakingCredits : account.speakingCredits;
  const writingCredits = Math.max(account.writingCredits, freeAllowance.writingCredits);
  if (speakingCredits === account.speakingCredits && writingCredits === account.writingCredits) return undefined;
  return { speakingCredits, writingCredits };
}
