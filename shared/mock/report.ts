import { enablingSkills, itemTypes, type EnablingSkill, type ItemTypeCode, type ReportedEnablingSkill, type Section } from '@shared/exam';
import { communicativeScores, enablingSkillScores, type ItemResult, type ItemScore } from '@shared/scoring';

/** The points of one trait, as stored with a mock test result. */
export interface TraitPoints {
  name: string;
  score: number;
  max: number;
}

/**
 * How one item of a mock ended: scored (by rules at submit or by its analysis job), failed (its
 * job failed: 0 of the maximum), or unscored (Personal Introduction).
 */
export interface MockItemOutcome {
  uid: string;
  type: ItemTypeCode;
  score: number;
  max: number;
  traits: TraitPoints[];
  status: 'scored' | 'failed' | 'unscored';
}

/** A scored item's outcome from its shared/scoring (or analysis) result. */
export function outcomeOf(uid: string, type: ItemTypeCode, score: Pick<ItemScore, 'score' | 'max'> & { traits: readonly TraitPoints[] }): MockItemOutcome {
  return {
    uid,
    type,
    score: score.score,
    max: score.max,
    traits: score.traits.map(({ name, score: points, max }) => ({ name, score: points, max })),
    status: itemTypes[type].scoring === 'unscored' ? 'unscored' : 'scored',
  };
}

/** The outcome of an item whose analysis failed: nothing earned, out of the type's maximum. */
export function failedOutcomeOf(uid: string, type: ItemTypeCode): MockItemOutcome {
  const { maxScore, skills } = itemTypes[type];
  const max = maxScore.kind === 'fixed' ? maxScore.points : 0;
  return { uid, type, score: 0, max, traits: skills.map(({ name, max: traitMax = 0 }) => ({ name, score: 0, max: traitMax })), status: 'failed' };
}

export interface SkillScores {
  reading: number | null;
  writing: number | null;
  listening: number | null;
  speaking: number | null;
}

export interface MockScores {
  /** 10-90; null when nothing was scored. */
  overall: number | null;
  /** The four communicative skills on 10-90; null for a skill the mock does not assess. */
  skills: SkillScores;
  enablingSkills: Record<ReportedEnablingSkill, number | null>;
}

const isEnablingSkill = (name: string): name is EnablingSkill => (enablingSkills as readonly string[]).includes(name);

/** The ItemResult shared/scoring's conversion takes; only trait names, points and maxima count there. */
function itemResultOf(outcome: MockItemOutcome): ItemResult {
  return {
    type: outcome.type,
    score: outcome.score,
    max: outcome.max,
    traits: outcome.traits
      .filter((trait) => isEnablingSkill(trait.name))
      .map((trait) => ({ name: trait.name as EnablingSkill, score: trait.score, max: trait.max, evidence: { kind: 'note' as const, text: '' } })),
  };
}

/**
 * Overall, the four communicative skills and the enabling skills of a mock on 10-90, with
 * shared/scoring's conversion (each item weighted by its maximum and its skills). Unscored items
 * (max 0) weigh nothing. Example: every item at 0 → 10 everywhere the mock assesses.
 */
export function mockScoresOf(outcomes: readonly MockItemOutcome[]): MockScores {
  const results = outcomes.filter((outcome) => outcome.max > 0).map(itemResultOf);
  const { overall, reading, writing, listening, speaking } = communicativeScores(results);
  return { overall, skills: { reading, writing, listening, speaking }, enablingSkills: enablingSkillScores(results) };
}

/** An item type to practise, with the share of its points the student earned in the mock. */
export interface PractiseNext {
  type: ItemTypeCode;
  name: string;
  section: Section;
  /** 0-100, rounded. */
  percent: number;
  /** The practice list of the type, e.g. /practice?section=Listening&exercise=LWD. */
  link: string;
}

/** The practice list of a type (the practice route's query: section and exercise). */
export function practiceLinkOf(type: ItemTypeCode): string {
  const { section } = itemTypes[type];
  return `/practice?${new URLSearchParams({ section, exercise: type }).toString()}`;
}

/**
 * "What to practise next": the item types where the student earned the lowest share of the
 * points, lowest first (ties: the type that weighs more in the exam first), at most `limit`,
 * leaving out types done perfectly. Example: WFD at 2/12 and RO at 5/6 → WFD first.
 */
export function practiseNextOf(outcomes: readonly MockItemOutcome[], limit = 3): PractiseNext[] {
  const byType = new Map<ItemTypeCode, { score: number; max: number }>();
  for (const outcome of outcomes) {
    if (outcome.max <= 0) continue;
    const sum = byType.get(outcome.type) ?? { score: 0, max: 0 };
    byType.set(outcome.type, { score: sum.score + outcome.score, max: sum.max + outcome.max });
  }
  const importance = (type: ItemTypeCode) => itemTypes[type].stats.importance.value;
  return [...byType.entries()]
    .map(([type, { score, max }]) => ({ type, share: score / max }))
    .filter(({ share }) => share < 1)
    .sort((a, b) => a.share - b.share || importance(b.type) - importance(a.type) || a.type.localeCompare(b.type))
    .slice(0, limit)
    .map(({ type, share }) => ({ type, name: itemTypes[type].name, section: itemTypes[type].section, percent: Math.round(share * 100), link: practiceLinkOf(type) }));
}
