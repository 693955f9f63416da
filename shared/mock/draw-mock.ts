import type { ItemTypeCode, Variant } from '@shared/exam';
import type { MockCategory, MockTemplate } from './templates';

/** A question of the bank, as far as drawing a mock needs it. */
export interface BankQuestion {
  uid: string;
  type: ItemTypeCode;
}

/** One timed part of a drawn mock: its questions in the template's order. */
export interface DrawnPart {
  name: string;
  timeLimitSeconds: number;
  questions: readonly BankQuestion[];
}

export interface DrawnMock {
  templateId: string;
  variant: Variant;
  category: MockCategory;
  parts: readonly DrawnPart[];
  /** Every uid in the order the student meets them (the mock test's questionList). */
  questionList: readonly string[];
}

/** The bank holds fewer distinct questions of a type than one mock needs. */
export class NotEnoughQuestionsError extends Error {
  constructor(
    readonly type: ItemTypeCode,
    readonly needed: number,
    readonly available: number,
  ) {
    super(`Not enough ${type} questions for a mock: ${needed} needed, ${available} available`);
    this.name = 'NotEnoughQuestionsError';
  }
}

/** A seed: a number, or a text such as a session id. */
export type MockSeed = number | string;

// FNV-1a: turns any seed (and a type code) into the 32-bit state mulberry32 needs.
function hash(text: string): number {
  let state = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    state = Math.imul(state ^ text.charCodeAt(index), 0x01000193);
  }
  return state >>> 0;
}

// mulberry32: tiny, fast and good enough to shuffle; Math.random cannot be seeded.
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The values in an order fixed by a text seed (a Fisher-Yates shuffle): the same values and seed
 * give the same order. Example: seededShuffle(['a', 'b', 'c'], 'x') is the same on every call.
 */
export function seededShuffle<T>(values: readonly T[], seed: string): T[] {
  const shuffled = [...values];
  const random = mulberry32(hash(seed));
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other] as T, shuffled[index] as T];
  }
  return shuffled;
}

/*
 * The distinct uids of a type, sorted first so that the bank's order does not
 * change the draw, then shuffled by a generator of its own per type so that a
 * type's draw does not depend on which other types the template holds.
 */
function shuffledUids(bank: readonly BankQuestion[], type: ItemTypeCode, seed: MockSeed): string[] {
  const uids = [...new Set(bank.filter((question) => question.type === type).map((question) => question.uid))].sort();
  return seededShuffle(uids, `${typeof seed}:${String(seed)}:${type}`);
}

/** How many questions of each type one mock of the template takes (a type may in principle appear in several rows). */
function neededPerType(template: MockTemplate): Map<ItemTypeCode, number> {
  const needed = new Map<ItemTypeCode, number>();
  for (const item of template.parts.flatMap((part) => part.items)) needed.set(item.type, (needed.get(item.type) ?? 0) + item.count);
  return needed;
}

/**
 * `count` mocks of a template that share as few questions as possible: per type
 * the bank's questions are shuffled once and mock k takes the next slice,
 * wrapping round only when the bank runs out. No mock holds a uid twice.
 * Throws NotEnoughQuestionsError when one mock alone needs more of a type than
 * the bank holds. Example: drawMocks(templateOf('Academic', 'full'), bank, 3, 7).
 */
export function drawMocks(template: MockTemplate, bank: readonly BankQuestion[], count: number, seed: MockSeed): DrawnMock[] {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`A number of mocks must be a non-negative integer, got ${count}`);
  }
  const needed = neededPerType(template);

  const pools = new Map<ItemTypeCode, string[]>();
  for (const [type, perMock] of needed) {
    const uids = shuffledUids(bank, type, seed);
    if (uids.length < perMock) throw new NotEnoughQuestionsError(type, perMock, uids.length);
    pools.set(type, uids);
  }

  return Array.from({ length: count }, (_, mock) => {
    // Where this mock's slice of each type starts; moved along row by row.
    const next = new Map<ItemTypeCode, number>();
    for (const [type, perMock] of needed) next.set(type, mock * perMock);

    const take = (type: ItemTypeCode, howMany: number): BankQuestion[] => {
      const pool = pools.get(type) ?? [];
      const start = next.get(type) ?? 0;
      next.set(type, start + howMany);
      return Array.from({ length: howMany }, (_, offset) => ({ uid: pool[(start + offset) % pool.length] as string, type }));
    };

    const parts = template.parts.map((part) => ({
      name: part.name,
      timeLimitSeconds: part.timeLimitSeconds,
      questions: part.items.flatMap((item) => take(item.type, item.count)),
    }));
    return {
      templateId: template.id,
      variant: template.variant,
      category: template.category,
      parts,
      questionList: parts.flatMap((part) => part.questions.map((question) => question.uid)),
    };
  });
}

/**
 * Questions a student meets again when taking the mocks in the order given: every uid counted
 * each time it comes back after the mock it first appeared in. Example: two mocks [A, B] and
 * [B, C] give 1.
 */
export function repeatsInOrder(mocks: readonly Pick<DrawnMock, 'questionList'>[]): number {
  const met = new Set<string>();
  let repeats = 0;
  for (const mock of mocks) {
    for (const uid of mock.questionList) if (met.has(uid)) repeats += 1;
    for (const uid of mock.questionList) met.add(uid);
  }
  return repeats;
}

/**
 * The fewest repeats any `count` mocks of a template could give over this bank: per type, the
 * questions drawn beyond the number the bank holds (a bank of 60 Describe Image items and 5 per
 * mock gives none for 12 mocks and 40 for 20). drawMocks reaches it for every count.
 */
export function fewestRepeats(template: MockTemplate, bank: readonly BankQuestion[], count: number): number {
  let repeats = 0;
  for (const [type, perMock] of neededPerType(template)) {
    const held = new Set(bank.filter((question) => question.type === type).map((question) => question.uid)).size;
    repeats += Math.max(0, perMock * count - held);
  }
  return repeats;
}

/**
 * One mock of a template drawn from the bank: the same seed gives the same
 * mock, questions follow the template's order and no uid appears twice.
 * Throws NotEnoughQuestionsError naming the type, needed and available counts.
 * Example: drawMock(templateOf('Core', 'Reading'), bank, 'session-42').questionList.
 */
export function drawMock(template: MockTemplate, bank: readonly BankQuestion[], seed: MockSeed): DrawnMock {
  return drawMocks(template, bank, 1, seed)[0] as DrawnMock;
}
