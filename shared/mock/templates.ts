import { itemTypes, type ItemTypeCode, type Section, type Variant } from '@shared/exam';

/** What a mock test covers: the whole test, or the items of one section (platform.md §3, mockTestCategory). */
export type MockCategory = 'full' | Section;

export const mockCategories: readonly MockCategory[] = ['full', 'Speaking', 'Writing', 'Reading', 'Listening'];

/** `count` items of one type, in a row. */
export interface MockTemplateItem {
  type: ItemTypeCode;
  count: number;
}

/** One timed part of a mock; its items in the order the exam presents them. */
export interface MockPart {
  name: string;
  timeLimitSeconds: number;
  items: readonly MockTemplateItem[];
}

export interface MockTemplate {
  /** kebab-case `<variant>-<category>`, e.g. 'academic-full', 'core-reading'. */
  id: string;
  variant: Variant;
  category: MockCategory;
  parts: readonly MockPart[];
}

const minutes = (value: number) => value * 60;

/*
 * Items per type. pte-format.md gives a range per type ("Items per test");
 * we pick one value in each range (checked against perTest in the tests) so
 * that the Academic test holds 65 items, the "about 65 items" of the 7 Aug
 * 2025 format. A type both variants share has the same count in both; the
 * Core-only types take: WWM 2 (lowest of 2-3), WSC 1 and LCT 1 (as the
 * Academic summaries they replace, WWS and LST).
 */
const counts: Readonly<Record<ItemTypeCode, number>> = {
  // Part 1, Speaking & Writing (36 in Academic)
  SPI: 1, // 1
  SRA: 6, // 6-7
  SRS: 11, // 10-12
  SDI: 5, // 3-6
  SRL: 2, // 1-3
  SSQ: 5, // 5-6
  SGD: 2, // 2-3 (?)
  SIT: 2, // 2-3 (?)
  WWS: 1, // 1-2
  WWE: 1, // 1-2
  WSC: 1, // 1-2
  WWM: 2, // 2-3
  // Part 2, Reading (15)
  RFB: 5, // 5-6
  RMA: 1, // 1-2
  RRP: 3, // 2-3
  RFG: 5, // 4-5
  RSA: 1, // 1-2
  // Part 3, Listening (14 in Academic)
  LST: 1, // 1-2
  LCT: 1, // 1-2
  LMA: 1, // 1-2
  LWB: 2, // 2-3
  LHS: 1, // 1-2
  LSA: 1, // 1-2
  LMW: 1, // 1-2
  LIW: 3, // 2-3
  LWD: 4, // 3-4
};

/*
 * The exam's order within each part: the rows of pte-format.md's "Items per
 * test" table, which follow the test (Personal Introduction first; Summarize
 * Group Discussion and Respond to a Situation after Answer Short Question in
 * the August 2025 Academic test). Core puts Respond to a Situation where
 * Academic has Re-tell Lecture ("Respond to a Situation instead of Re-tell
 * Lecture"), Write Email where Academic has Write Essay, and Summarize
 * Spoken Text (Core) where Academic has Summarize Spoken Text; it has no
 * Summarize Group Discussion or Highlight Correct Summary (shared/exam
 * variants).
 */
const partOrders: Readonly<Record<Variant, readonly (readonly ItemTypeCode[])[]>> = {
  Academic: [
    ['SPI', 'SRA', 'SRS', 'SDI', 'SRL', 'SSQ', 'SGD', 'SIT', 'WWS', 'WWE'],
    ['RFB', 'RMA', 'RRP', 'RFG', 'RSA'],
    ['LST', 'LMA', 'LWB', 'LHS', 'LSA', 'LMW', 'LIW', 'LWD'],
  ],
  Core: [
    ['SPI', 'SRA', 'SRS', 'SDI', 'SIT', 'SSQ', 'WSC', 'WWM'],
    ['RFB', 'RMA', 'RRP', 'RFG', 'RSA'],
    ['LCT', 'LMA', 'LWB', 'LSA', 'LMW', 'LIW', 'LWD'],
  ],
};

/*
 * Part time limits: the upper end of each range in pte-format.md "Parts and
 * timings", because a limit below the real one would cut a student off before
 * the real test would. Academic (from 7 Aug 2025): Part 1 67-84 min → 84,
 * Part 2 23-30 min → 30, Part 3 is not published (?) so the Nov 2021 – Aug
 * 2025 figure 30-43 min → 43. Core: Part 1 46-67 min → 67; its Parts 2 and 3
 * are not given, so the same 30 and 43 min as Academic.
 */
const partTimeLimits: Readonly<Record<Variant, readonly [number, number, number]>> = {
  Academic: [minutes(84), minutes(30), minutes(43)],
  Core: [minutes(67), minutes(30), minutes(43)],
};

const partNames = ['Speaking & Writing', 'Reading', 'Listening'] as const;

function fullParts(variant: Variant): MockPart[] {
  return partOrders[variant].map((order, index) => ({
    name: partNames[index] ?? '',
    timeLimitSeconds: partTimeLimits[variant][index] ?? 0,
    items: order.map((type) => ({ type, count: counts[type] })),
  }));
}

/*
 * A section mock is the items of that section in the full test's order, with
 * the same counts. Reading and Listening keep their part's limit. Speaking and
 * Writing share Part 1: each writing item has its own fixed timer in the real
 * test (the type's targetTime: Summarize Written Text 10 min, Write Essay
 * 20 min, Write Email 9 min), so Writing gets the sum of those and Speaking
 * the rest of Part 1.
 */
function sectionPart(variant: Variant, section: Section): MockPart {
  const items = fullParts(variant)
    .flatMap((part) => part.items)
    .filter((item) => itemTypes[item.type].section === section);
  const writingSeconds = fullParts(variant)
    .flatMap((part) => part.items)
    .filter((item) => itemTypes[item.type].section === 'Writing')
    .reduce((sum, item) => sum + itemTypes[item.type].targetTime * item.count, 0);
  const [part1, part2, part3] = partTimeLimits[variant];
  const timeLimitSeconds = {
    Speaking: part1 - writingSeconds,
    Writing: writingSeconds,
    Reading: part2,
    Listening: part3,
  }[section];
  return { name: section, timeLimitSeconds, items };
}

function templateFor(variant: Variant, category: MockCategory): MockTemplate {
  return {
    id: `${variant}-${category}`.toLowerCase(),
    variant,
    category,
    parts: category === 'full' ? fullParts(variant) : [sectionPart(variant, category)],
  };
}

const byVariant: Readonly<Record<Variant, Readonly<Record<MockCategory, MockTemplate>>>> = {
  Academic: Object.fromEntries(mockCategories.map((category) => [category, templateFor('Academic', category)])) as Record<
    MockCategory,
    MockTemplate
  >,
  Core: Object.fromEntries(mockCategories.map((category) => [category, templateFor('Core', category)])) as Record<
    MockCategory,
    MockTemplate
  >,
};

/** Every mock-test template: a full and four section mocks per variant. */
export const mockTemplates: readonly MockTemplate[] = [
  ...Object.values(byVariant.Academic),
  ...Object.values(byVariant.Core),
];

/** The template of a variant and category, e.g. templateOf('Core', 'Reading').id === 'core-reading'. */
export function templateOf(variant: Variant, category: MockCategory): MockTemplate {
  return byVariant[variant][category];
}

/** How many items a template holds, e.g. itemCountOf(templateOf('Academic', 'full')) === 65. */
export function itemCountOf(template: MockTemplate): number {
  return template.parts.flatMap((part) => part.items).reduce((sum, item) => sum + item.count, 0);
}
