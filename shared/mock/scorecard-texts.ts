import type { ReportedEnablingSkill, Variant } from '@shared/exam';
import type { MockCategory } from './templates';
import type { SkillScores } from './report';

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/**
 * The words of the scorecard, drawn in its image and shown on the scorecard and results pages, so
 * that the picture, the pages and the server's messages agree. The spec quotes none of these.
 */
export const scorecardTexts = {
  brand: 'PTE Practice',
  kicker: 'Mock test scorecard',
  overall: 'Overall',
  communicativeSkills: 'Communicative skills',
  enablingSkills: 'Enabling skills',
  notTested: 'Not tested',
  noScore: '–',
  scaleLow: '10',
  scaleHigh: '90',
  footnote: 'Practice mock test, scored on the PTE scale of 10-90. Not an official Pearson score.',
  skill: { listening: 'Listening', reading: 'Reading', speaking: 'Speaking', writing: 'Writing' } satisfies Record<keyof SkillScores, string>,
  enablingSkill: {
    grammar: 'Grammar',
    'oral fluency': 'Oral fluency',
    pronunciation: 'Pronunciation',
    spelling: 'Spelling',
    vocabulary: 'Vocabulary',
    'written discourse': 'Written discourse',
  } satisfies Record<ReportedEnablingSkill, string>,
  /** 'PTE Academic · Reading section' or 'PTE Core · Full test'. */
  scope: (variant: Variant, category: MockCategory) => `PTE ${variant} · ${category === 'full' ? 'Full test' : `${category} section`}`,
  /** A date in UTC, the same on the server and in every browser, e.g. '3 March 2026'. */
  date: (at: number) => {
    const day = new Date(at);
    return `${day.getUTCDate()} ${months[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
  },
  title: (firstName: string) => `${firstName}'s PTE mock test scorecard`,
  // Messages of takePteScorecardScreenshot.
  pending: 'This mock test is still being scored. Try again in a moment.',
} as const;
