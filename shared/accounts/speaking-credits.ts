/** Free AI speaking credits a visitor gets, counted in the browser and bounded on the server (spec/platform.md §9). */
export const visitorSpeakingCredits = 10;

/** Usage shares of a registered user's speaking credits that send a notification (spec/platform.md §9). */
export const speakingUsageAlerts = [25, 50, 75, 100] as const;

/** Texts of spec/practice.md §6 and §8 and spec/platform.md §9, exactly as quoted. */
export const speakingCreditTexts = {
  visitorLeft: (left: number) => `You have ${left} free Ai speaking credit left.`,
  visitorNone: 'You have no free Ai credit left. Create an account to get more credits.',
  /** Not quoted by the spec: free visitor answers from one network (or in all) reached the day's bound. */
  visitorBudget: 'Free Ai speaking is busy for your network today. Create an account to go on.',
  userLimit: 'You have reached your Ai speaking credit limit. Contact the team if needed.',
  /** Not quoted by the spec: what a registered user with credits left sees. */
  userLeft: (left: number) => `You have ${left} Ai speaking ${left === 1 ? 'credit' : 'credits'} left.`,
  unlimited: 'You have unlimited Ai speaking!',
  noCredit: 'No Ai credit left',
  getMore: 'Get more credits',
  usage: (percent: number) => (percent >= 100 ? 'You have reached your AI speaking limit.' : `You have reached ${percent}% of your speaking limit`),
} as const;

/** What a caller can still spend on AI speaking scoring. */
export type SpeakingCredits = { unlimited: true } | { unlimited: false; left: number; total: number };

/** The Ultimate package, while it runs, gives unlimited AI speaking (spec/practice.md §6). */
export function isUltimatePlan(user: { currentPlan?: string | undefined; paidExpiryTime?: number | undefined }, now = Date.now()): boolean {
  return (user.currentPlan?.startsWith('package_ultimate') ?? false) && (user.paidExpiryTime ?? 0) > now;
}

/** A registered user's credits: speakingCredits minus speakingCreditsUsed, or unlimited on the Ultimate package. */
export function userSpeakingCredits(
  user: { speakingCredits: number; speakingCreditsUsed: number; currentPlan?: string | undefined; paidExpiryTime?: number | undefined },
  now = Date.now(),
): SpeakingCredits {
  if (isUltimatePlan(user, now)) return { unlimited: true };
  return { unlimited: false, left: Math.max(0, user.speakingCredits - user.speakingCreditsUsed), total: user.speakingCredits };
}

/** A visitor's credits from the count used so far. */
export function visitorCredits(used: number): SpeakingCredits {
  return { unlimited: false, left: Math.max(0, visitorSpeakingCredits - used), total: visitorSpeakingCredits };
}

/** The line the recorder shows about credits (spec/practice.md §6). */
export function speakingCreditMessage(credits: SpeakingCredits, visitor: boolean): string {
  if (credits.unlimited) return speakingCreditTexts.unlimited;
  if (visitor) return credits.left > 0 ? speakingCreditTexts.visitorLeft(credits.left) : speakingCreditTexts.visitorNone;
  return credits.left > 0 ? speakingCreditTexts.userLeft(credits.left) : speakingCreditTexts.userLimit;
}

/**
 * The usage alerts a spend crosses, e.g. 4 → 5 of 20 used crosses 25 %; none when the total is 0.
 * Example: usageAlertsCrossed(4, 5, 20) → [25].
 */
export function usageAlertsCrossed(usedBefore: number, usedAfter: number, total: number): number[] {
  if (total <= 0) return [];
  return speakingUsageAlerts.filter((percent) => usedBefore * 100 < percent * total && usedAfter * 100 >= percent * total);
}
