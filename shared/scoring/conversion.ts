import { communicativeSkills, skillContributions, type CommunicativeSkill, type ItemTypeCode, type ReportedEnablingSkill, type EnablingSkill } from '@shared/exam';
import { clamp, clampScore } from './clamps';
import type { Trait } from './types';

/** One answered item of a test: its type, points and, for AI-scored items, traits. */
export interface ItemResult {
  type: ItemTypeCode;
  score: number;
  max: number;
  traits?: readonly Trait[];
}

/** The Global Scale of English ends (pte-format.md: all scores on 10-90). */
export const globalScale = { lowest: 10, highest: 90 } as const;

/**
 * Points out of a maximum on the 10-90 scale: 10 + 80 × the share earned,
 * rounded; null when there is nothing to score. The share is held to 0-1 and
 * the result goes through the spec's 0-90 clamp (platform.md §9), so a result
 * never leaves 0-90; with a valid share it is always 10-90, the scale's floor of 10.
 * Example: toGlobalScale(7, 14) === 50.
 */
export function toGlobalScale(points: number, max: number): number | null {
  if (max <= 0) return null;
  const share = clamp(points / max, 0, 1);
  return clampScore(Math.round(globalScale.lowest + (globalScale.highest - globalScale.lowest) * share));
}

export type CommunicativeScores = { overall: number | null } & Record<Lowercase<CommunicativeSkill>, number | null>;

function weightedScale(results: readonly ItemResult[], weight: (result: ItemResult) => number): number | null {
  let points = 0;
  let max = 0;
  for (const result of results) {
    const w = weight(result);
    points += w * result.score;
    max += w * result.max;
  }
  return toGlobalScale(points, max);
}

/**
 * Overall and the four communicative skills on 10-90 (pte-format.md: Scores).
 * A skill uses every item that assesses it, each weighted by its maximum points
 * and its weight in skillContributions; overall uses every item, an integrated
 * item weighted by the number of skills it counts toward. A skill without items is null.
 * Example: one Read Aloud at 15/15 → speaking 90, reading 90, writing null.
 */
export function communicativeScores(results: readonly ItemResult[]): CommunicativeScores {
  const weightOf = (result: ItemResult, skill: CommunicativeSkill) => skillContributions[result.type][skill] ?? 0;
  const skills = Object.fromEntries(
    communicativeSkills.map((skill) => [skill.toLowerCase(), weightedScale(results, (result) => weightOf(result, skill))]),
  ) as Record<Lowercase<CommunicativeSkill>, number | null>;
  const overall = weightedScale(results, (result) => communicativeSkills.reduce((sum, skill) => sum + weightOf(result, skill), 0));
  return { overall, ...skills };
}

/**
 * Which traits feed each enabling skill of the score report; written discourse
 * gathers the discourse traits of essays and emails (structure, range, organization, conventions).
 */
export const enablingSkillTraits: Readonly<Record<ReportedEnablingSkill, readonly EnablingSkill[]>> = {
  grammar: ['Grammar'],
  'oral fluency': ['Oral fluency'],
  pronunciation: ['Pronunciation'],
  spelling: ['Spelling'],
  vocabulary: ['Vocabulary'],
  'written discourse': [
    'Development structure and coherence',
    'General linguistic range',
    'Organization',
    'Email conventions',
    'Written Discourse',
  ],
};

/**
 * The enabling skills of the score report on 10-90: each sums its traits'
 * points over their maxima across all items; null when no item scored it.
 * Example: Grammar 2/2 and 0/2 → grammar 50.
 */
export function enablingSkillScores(results: readonly ItemResult[]): Record<ReportedEnablingSkill, number | null> {
  const traits = results.flatMap((result) => result.traits ?? []);
  const entries = (Object.keys(enablingSkillTraits) as ReportedEnablingSkill[]).map((skill) => {
    const fed = traits.filter((trait) => enablingSkillTraits[skill].includes(trait.name));
    const points = fed.reduce((sum, trait) => sum + trait.score, 0);
    const max = fed.reduce((sum, trait) => sum + trait.max, 0);
    return [skill, toGlobalScale(points, max)] as const;
  });
  return Object.fromEntries(entries) as Record<ReportedEnablingSkill, number | null>;
}
