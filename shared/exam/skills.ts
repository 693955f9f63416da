/** The four communicative skills a score report gives on 10-90 (pte-format.md: Scores). */
export const communicativeSkills = ['Reading', 'Writing', 'Listening', 'Speaking'] as const;

export type CommunicativeSkill = (typeof communicativeSkills)[number];

/** Enabling skills, the trait names of every score analysis, exactly as practice.md §3 lists them. */
export const enablingSkills = [
  'Content',
  'Form',
  'Grammar',
  'Vocabulary',
  'Spelling',
  'Appropriacy',
  'Pronunciation',
  'Oral fluency',
  'Development structure and coherence',
  'General linguistic range',
  'Organization',
  'Email conventions',
  'Written Discourse',
  'Final',
] as const;

export type EnablingSkill = (typeof enablingSkills)[number];

/** Enabling skills shown on a score report (pte-format.md: Scores). */
export const reportedEnablingSkills = [
  'grammar',
  'oral fluency',
  'pronunciation',
  'spelling',
  'vocabulary',
  'written discourse',
] as const;

export type ReportedEnablingSkill = (typeof reportedEnablingSkills)[number];
