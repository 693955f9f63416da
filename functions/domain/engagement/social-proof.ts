import { socialProofRules, type SocialProofCounts } from '@shared/accounts';
import { packages, type PackageId } from '@shared/pricing';
import { listPurchasesSince, listStudentsCreatedSince } from '@functions/data';
import { Settings } from '@functions/domain/settings';

/** A purchase that makes its buyer Premium: a package sold with a plan, not an upgrade of a plan they already had. */
export function joinsPremium(packageId: string): boolean {
  const found = packages[packageId as PackageId] as (typeof packages)[PackageId] | undefined;
  return found?.grant.plan !== undefined && found.sold !== 'upgrade';
}

/** Every visitor asks after 5 s; the counts change slowly, so one Lambda reads them at most once a minute. */
const cacheMs = 60 * 1000;
let cached: { at: number; counts: SocialProofCounts } | undefined;

/**
 * The social proof toast's counts (users/fetchSocialProof), from the data: students whose account
 * was made in the last 24 hours (free trials), and students who bought a plan in the last week
 * (Premium joins, each student once). With the toast switched off (admin feature switches) no
 * count is read or served.
 */
export async function socialProof(now = Date.now()): Promise<SocialProofCounts & { toastOn: boolean; dateNow: number }> {
  if (!(await Settings.featureSwitches()).socialProofToast) return { freeTrials: 0, premiumJoins: 0, toastOn: false, dateNow: now };
  if (!cached || now - cached.at >= cacheMs || now < cached.at) {
    const [students, purchases] = await Promise.all([listStudentsCreatedSince(now - socialProofRules.trialsWindowMs), listPurchasesSince(now - socialProofRules.premiumWindowMs)]);
    const premiumBuyers = new Set(purchases.filter((purchase) => joinsPremium(purchase.packageId)).map((purchase) => purchase.userId));
    cached = { at: now, counts: { freeTrials: students.length, premiumJoins: premiumBuyers.size } };
  }
  return { ...cached.counts, toastOn: true, dateNow: now };
}
