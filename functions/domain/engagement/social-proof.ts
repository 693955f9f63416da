import { socialProofRules, type SocialProofCounts } from '@shared/accounts';
import { packages, type PackageId } from '@shared/pricing';
import { listPurchasesSince, listStudentsCreatedSince } from '@functions/data';

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
 * (Premium joins, each student once).
 */
export async function socialProof(now = Date.now()): Promise<SocialProofCounts & { dateNow: number }> {
  if (!cached || now - cached.at >= cacheMs || now < cached.at) {
    const [students, purchases] = await Promise.all([listStudentsCreatedSince(now - socialProofRules.trialsWindowMs), listPurchasesSince(now - socialProofRules.premiumWindowMs)]);
    const premiumBuyers = new Set(purchases.filter((purchase) => joinsPremium(purchase.packageId)).map((purchase) => purchase.userId));
    cached = { at: now, counts: { freeTrials: students.length, premiumJoins: premiumBuyers.size } };
  }
  return { ...cached.counts, dateNow: now };
}
