import { packages, planRank, type Grant, type Package, type PackageId, type Plan } from './packages';

/** What a purchase changes on an account. */
export interface Entitlements {
  currentPlan?: string | undefined;
  /** Epoch milliseconds the plan runs until. */
  paidExpiryTime?: number | undefined;
  speakingCredits: number;
  writingCredits: number;
  fullMockCredits: number;
  sectionMockCredits: number;
}

const day = 24 * 60 * 60 * 1000;

/** The plan an account is on now: its currentPlan while paidExpiryTime is later than now, otherwise none. */
export function activePlan(account: Pick<Entitlements, 'currentPlan' | 'paidExpiryTime'>, now: number): Plan | undefined {
  return (account.paidExpiryTime ?? 0) > now && planRank(account.currentPlan) >= 0 ? (account.currentPlan as Plan) : undefined;
}

/**
 * An account after a grant, bought `quantity` times: credits add; days add to a plan that has not
 * expired, or run from now; the plan becomes the grant's unless the account is on a higher one
 * that runs on (buying Bronze on Silver adds Bronze's days and credits to Silver).
 * Example: Bronze (30 days) on an account whose Bronze runs 10 more days → Bronze for 40 days.
 */
export function applyGrant(account: Entitlements, grant: Grant, now: number, quantity = 1): Entitlements {
  const current = activePlan(account, now);
  const next: Entitlements = {
    ...account,
    speakingCredits: account.speakingCredits + quantity * (grant.speakingCredits ?? 0),
    writingCredits: account.writingCredits + quantity * (grant.writingCredits ?? 0),
    fullMockCredits: account.fullMockCredits + quantity * (grant.fullMockCredits ?? 0),
    sectionMockCredits: account.sectionMockCredits + quantity * (grant.sectionMockCredits ?? 0),
  };
  if (grant.days) next.paidExpiryTime = Math.max(now, current ? account.paidExpiryTime! : now) + quantity * grant.days * day;
  if (grant.plan && planRank(grant.plan) >= planRank(current)) next.currentPlan = grant.plan;
  return next;
}

/** Why a package cannot be bought by this account now, or undefined when it can. */
export function refusalOf(pkg: Package, account: Pick<Entitlements, 'currentPlan' | 'paidExpiryTime'>, now: number): string | undefined {
  const current = activePlan(account, now);
  if (pkg.sold === 'extra') return 'An extra is added to a package at checkout.';
  if (pkg.id === 'package_extend' && !current) return 'Extend adds days to a plan that has not expired: choose a plan first.';
  if (pkg.sold === 'upgrade' && current !== pkg.from) return `This upgrade is for students on the ${packages[pkg.from!].name} plan.`;
  if (pkg.id === current) return 'This is your current plan: Extend adds days to it.';
  return undefined;
}

/** What a package's button reads for an account (spec/platform.md §6) and which package its cart holds. */
export interface PackageButton {
  text: 'Upgrade' | 'Current' | 'ADD TO CART';
  /** The package the cart is made with: an upgrade id for a higher plan than the account's. */
  cartPackage: PackageId;
  disabled: boolean;
}

/**
 * 'Current' on the account's plan, 'Upgrade' on a higher plan when an upgrade id moves to it,
 * 'ADD TO CART' on the rest (disabled when the account cannot buy it, e.g. Extend without a plan).
 */
export function packageButton(pkg: Package, account: Pick<Entitlements, 'currentPlan' | 'paidExpiryTime'>, now: number): PackageButton {
  const current = activePlan(account, now);
  if (pkg.id === current) return { text: 'Current', cartPackage: pkg.id, disabled: true };
  const upgrade = Object.values(packages).find((candidate) => candidate.sold === 'upgrade' && candidate.of === pkg.id && candidate.from === current);
  if (upgrade) return { text: 'Upgrade', cartPackage: upgrade.id, disabled: false };
  return { text: 'ADD TO CART', cartPackage: pkg.id, disabled: refusalOf(pkg, account, now) !== undefined };
}
