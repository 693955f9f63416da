/**
 * The packages students buy (spec/platform.md §3 ids, §9 labels), each with its base price in
 * Australian cents and what it grants. Base prices are ours: PTE practice platforms sold in
 * Australia charge about A$40-60 for a month of practice with AI scoring, A$100-200 for two to
 * three months with mock tests, and A$15-30 for one scored mock test.
 */
export const packageIds = [
  'package_bronze',
  'package_bronze_discount',
  'package_bronze_sect',
  'package_silver',
  'package_silver_discount',
  'package_silver_upgrade_from_bronze',
  'package_ultimate',
  'package_ultimate_discount',
  'package_ultimate_upgrade_from_bronze',
  'package_ultimate_upgrade_from_silver',
  'package_extend',
  'package_speaking_credits',
  'package_combo',
  'package_full_mock',
  'package_sect_mock',
  'full_mock_test_upsell',
] as const;
export type PackageId = (typeof packageIds)[number];

/** The study plans, lowest first: a plan opens every practice question until it expires (currentPlan, paidExpiryTime). */
export const plans = ['package_bronze', 'package_silver', 'package_ultimate'] as const;
export type Plan = (typeof plans)[number];

/** What buying a package gives. Credits add to what the student has; days add to the plan's expiry. */
export interface Grant {
  /** The plan the student is on afterwards (Ultimate also gives unlimited AI speaking). */
  plan?: Plan;
  /** Days of plan: from now, or added to a plan that has not expired. */
  days?: number;
  speakingCredits?: number;
  writingCredits?: number;
  fullMockCredits?: number;
  sectionMockCredits?: number;
}

export type PackageLabel = 'Mock test included' | 'All in one' | 'Special: 2 + 2' | 'Full mock test';

export interface Package {
  id: PackageId;
  name: string;
  /** What it grants, in a line. */
  summary: string;
  label?: PackageLabel;
  /** Australian cents, before any promotion. */
  basePrice: number;
  grant: Grant;
  /**
   * How it is sold: 'alone' on the pricing page; 'promotion' is the id a cart holds for its base
   * package while a promotion discounts it; 'upgrade' the difference between two plans, offered to
   * a student on the lower one; 'extra' an add-on at checkout (Upsell).
   */
  sold: 'alone' | 'promotion' | 'upgrade' | 'extra';
  /** For a promotion or upgrade id: the package it stands for. */
  of?: PackageId;
  /** For an upgrade: the plan it moves from. */
  from?: Plan;
}

const bronze: Grant = { plan: 'package_bronze', days: 30, speakingCredits: 100, writingCredits: 20 };
const silver: Grant = { plan: 'package_silver', days: 60, speakingCredits: 300, writingCredits: 50, fullMockCredits: 1, sectionMockCredits: 2 };
const ultimate: Grant = { plan: 'package_ultimate', days: 90, writingCredits: 150, fullMockCredits: 3, sectionMockCredits: 4 };

/** What moving from one plan to a higher one adds: the higher plan's grant less the lower one's (days and credits). */
function difference(to: Grant, from: Grant): Grant {
  const less = (key: Exclude<keyof Grant, 'plan'>) => Math.max(0, (to[key] ?? 0) - (from[key] ?? 0));
  return {
    plan: to.plan!,
    days: less('days'),
    speakingCredits: less('speakingCredits'),
    writingCredits: less('writingCredits'),
    fullMockCredits: less('fullMockCredits'),
    sectionMockCredits: less('sectionMockCredits'),
  };
}

const basePrices = { bronze: 4_900, silver: 9_900, ultimate: 14_900 } as const;

export const packages: Readonly<Record<PackageId, Package>> = {
  package_bronze: { id: 'package_bronze', name: 'Bronze', summary: '30 days of every question, 100 AI speaking and 20 AI writing scores', basePrice: basePrices.bronze, grant: bronze, sold: 'alone' },
  package_bronze_discount: { id: 'package_bronze_discount', name: 'Bronze', summary: '30 days of every question, 100 AI speaking and 20 AI writing scores', basePrice: basePrices.bronze, grant: bronze, sold: 'promotion', of: 'package_bronze' },
  package_bronze_sect: {
    id: 'package_bronze_sect',
    name: 'Bronze + section mocks',
    summary: 'Bronze with two scored section mock tests',
    label: 'Mock test included',
    basePrice: 6_400,
    grant: { ...bronze, sectionMockCredits: 2 },
    sold: 'alone',
  },
  package_silver: {
    id: 'package_silver',
    name: 'Silver',
    summary: '60 days of every question, 300 AI speaking and 50 AI writing scores, 1 full and 2 section mock tests',
    label: 'Mock test included',
    basePrice: basePrices.silver,
    grant: silver,
    sold: 'alone',
  },
  package_silver_discount: {
    id: 'package_silver_discount',
    name: 'Silver',
    summary: '60 days of every question, 300 AI speaking and 50 AI writing scores, 1 full and 2 section mock tests',
    label: 'Mock test included',
    basePrice: basePrices.silver,
    grant: silver,
    sold: 'promotion',
    of: 'package_silver',
  },
  package_silver_upgrade_from_bronze: {
    id: 'package_silver_upgrade_from_bronze',
    name: 'Upgrade to Silver',
    summary: 'Silver for the price difference: 30 more days and Silver’s extra scores and mock tests',
    basePrice: basePrices.silver - basePrices.bronze,
    grant: difference(silver, bronze),
    sold: 'upgrade',
    of: 'package_silver',
    from: 'package_bronze',
  },
  package_ultimate: {
    id: 'package_ultimate',
    name: 'Ultimate',
    summary: '90 days of every question, unlimited AI speaking, 150 AI writing scores, 3 full and 4 section mock tests',
    label: 'All in one',
    basePrice: basePrices.ultimate,
    grant: ultimate,
    sold: 'alone',
  },
  package_ultimate_discount: {
    id: 'package_ultimate_discount',
    name: 'Ultimate',
    summary: '90 days of every question, unlimited AI speaking, 150 AI writing scores, 3 full and 4 section mock tests',
    label: 'All in one',
    basePrice: basePrices.ultimate,
    grant: ultimate,
    sold: 'promotion',
    of: 'package_ultimate',
  },
  package_ultimate_upgrade_from_bronze: {
    id: 'package_ultimate_upgrade_from_bronze',
    name: 'Upgrade to Ultimate',
    summary: 'Ultimate for the price difference: 60 more days, unlimited AI speaking and Ultimate’s mock tests',
    basePrice: basePrices.ultimate - basePrices.bronze,
    grant: difference(ultimate, bronze),
    sold: 'upgrade',
    of: 'package_ultimate',
    from: 'package_bronze',
  },
  package_ultimate_upgrade_from_silver: {
    id: 'package_ultimate_upgrade_from_silver',
    name: 'Upgrade to Ultimate',
    summary: 'Ultimate for the price difference: 30 more days, unlimited AI speaking and Ultimate’s extra mock tests',
    basePrice: basePrices.ultimate - basePrices.silver,
    grant: difference(ultimate, silver),
    sold: 'upgrade',
    of: 'package_ultimate',
    from: 'package_silver',
  },
  package_extend: { id: 'package_extend', name: 'Extend 30 days', summary: '30 more days on the plan you have', basePrice: 2_900, grant: { days: 30 }, sold: 'alone' },
  package_speaking_credits: { id: 'package_speaking_credits', name: 'AI speaking credits', summary: '100 more AI speaking scores', basePrice: 1_900, grant: { speakingCredits: 100 }, sold: 'alone' },
  package_combo: {
    id: 'package_combo',
    name: 'Mock test combo',
    summary: '2 full and 2 section mock tests with score reports',
    label: 'Special: 2 + 2',
    basePrice: 4_900,
    grant: { fullMockCredits: 2, sectionMockCredits: 2 },
    sold: 'alone',
  },
  package_full_mock: { id: 'package_full_mock', name: 'Full mock test', summary: '1 full mock test with a score report', label: 'Full mock test', basePrice: 1_900, grant: { fullMockCredits: 1 }, sold: 'alone' },
  package_sect_mock: { id: 'package_sect_mock', name: 'Section mock test', summary: '1 section mock test with a score report', basePrice: 900, grant: { sectionMockCredits: 1 }, sold: 'alone' },
  full_mock_test_upsell: { id: 'full_mock_test_upsell', name: 'Extra full mock test', summary: '1 more full mock test, added at checkout', basePrice: 1_500, grant: { fullMockCredits: 1 }, sold: 'extra' },
};

/** The packages of the pricing page, in its order. */
export const packagesSoldAlone: readonly Package[] = packageIds.map((id) => packages[id]).filter((item) => item.sold === 'alone');

/** A plan's rank (bronze 0, silver 1, ultimate 2), or -1 for none. */
export function planRank(plan: string | undefined): number {
  return plans.indexOf(plan as Plan);
}
