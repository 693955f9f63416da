import { rateRules, speakingCreditTexts, userSpeakingCredits, usageAlertsCrossed, visitorCredits, visitorSpeakingCredits, type SpeakingCredits } from '@shared/accounts';
import { getVisitorCreditsUsed, returnRate, spendSpeakingCredit, spendVisitorCredit, takeRate, type JobPayment, type UserItem } from '@functions/data';
import { Accounts } from '@functions/domain/accounts';
import { CreditExhaustedError, RateLimitedError } from '@functions/platform/errors';
import { recordCreditSpent } from '@functions/platform/metrics';

/** Who pays for an AI speaking answer: a signed-in student, or a visitor by the anonymous id its browser made. */
export type Payer = { user: UserItem } | { anonymousId: string };

/** What the payer can still spend (spec practice §6). */
export async function creditsOf(payer: Payer): Promise<SpeakingCredits> {
  if ('user' in payer) return userSpeakingCredits(payer.user);
  return visitorCredits(await getVisitorCreditsUsed(payer.anonymousId));
}

/**
 * Spends one credit with a conditional write, or refuses with the spec's message when none is
 * left; the Ultimate package spends nothing. A student crossing 25, 50, 75 or 100 % of the
 * allowance gets the usage notification (spec platform §3, §9).
 */
export async function spendCredit(payer: Payer, clientAddress: string): Promise<SpeakingCredits> {
  if ('anonymousId' in payer) return spendFreeCredit(payer.anonymousId, clientAddress);
  const credits = userSpeakingCredits(payer.user);
  if (credits.unlimited) return credits;
  const spent = await spendSpeakingCredit(payer.user.userId);
  if (!spent) throw new CreditExhaustedError('speaking', speakingCreditTexts.userLimit);
  recordCreditSpent('speaking');
  for (const percent of usageAlertsCrossed(spent.used - 1, spent.used, spent.total)) {
    await Accounts.notify(payer.user.userId, 'speaking_usage', speakingCreditTexts.usage(percent));
  }
  return { unlimited: false, left: Math.max(0, spent.total - spent.used), total: spent.total };
}

/**
 * A visitor's free credit. A visitor id costs nothing to make, so free answers are also bounded
 * per client address and in all per day (429, and the day's count given back when the visitor's
 * own credits refuse).
 */
async function spendFreeCredit(anonymousId: string, clientAddress: string): Promise<SpeakingCredits> {
  if (!(await takeRate('visitorSpeechFromAddress', clientAddress, rateRules.visitorSpeechFromAddress))) throw new RateLimitedError('visitorSpeechFromAddress', speakingCreditTexts.visitorBudget);
  if (!(await takeRate('visitorSpeechAll', 'all', rateRules.visitorSpeechAll))) {
    await returnRate('visitorSpeechFromAddress', clientAddress);
    throw new RateLimitedError('visitorSpeechAll', speakingCreditTexts.visitorBudget);
  }
  const used = await spendVisitorCredit(anonymousId, visitorSpeakingCredits);
  if (used === undefined) {
    await returnRate('visitorSpeechFromAddress', clientAddress);
    await returnRate('visitorSpeechAll', 'all');
    throw new CreditExhaustedError('visitor speaking', speakingCreditTexts.visitorNone);
  }
  recordCreditSpent('visitor');
  return visitorCredits(used);
}

/**
 * An answer to an item that is not scored (Personal Introduction) spends no credit: there is no
 * score to pay for. A visitor's is still bounded per client address, as it still costs a transcription.
 */
export async function recordUnscored(payer: Payer, clientAddress: string): Promise<SpeakingCredits> {
  if ('anonymousId' in payer && !(await takeRate('visitorSpeechFromAddress', clientAddress, rateRules.visitorSpeechFromAddress))) {
    throw new RateLimitedError('visitorSpeechFromAddress', speakingCreditTexts.visitorBudget);
  }
  return creditsOf(payer);
}

/** The credit `spendCredit` took, for the job to give back if it fails (none on the Ultimate package). */
export function paymentOf(payer: Payer, spent: SpeakingCredits): JobPayment | undefined {
  if (spent.unlimited) return undefined;
  return 'anonymousId' in payer ? { credit: 'visitor', payerId: payer.anonymousId } : { credit: 'speaking', payerId: payer.user.userId };
}
