// Test data of the writing analysis components (not imported by the app).
import type { SavedWriting, Tag, WritingAnalysis } from '@shared/api';

export const ANSWER = 'I has a dogg. It runs.';

export const tagOf = (report: Tag['report'], startPos: number, endPos: number, hint: string, suggestions: string[] = []): Tag => ({
  report,
  startPos,
  endPos,
  hint,
  category: report === 'grammar' ? 'Agreement' : 'Spelling',
  subcategory: report === 'grammar' ? 'Subject-verb agreement' : 'Spelling',
  suggestions,
});

/** 'has' (2-5) is a grammar problem, 'dogg' (8-12) a spelling mistake. */
export const ANSWER_TAGS: Tag[] = [
  tagOf('grammar', 2, 5, '"I" takes "have", not "has".', ['have', 'had']),
  tagOf('spelling', 8, 12, '"dogg" is not spelt correctly.', ['dog', 'dogs']),
];

export function analysisOf(overrides: Partial<WritingAnalysis> = {}): WritingAnalysis {
  return {
    score: 5,
    max: 7,
    successful: true,
    scoreAnalysis: { Final: 5, Content: 2, Form: 1, Grammar: 1, Vocabulary: 1, num_spell_mistake: 1, num_grammar_mistake: 1 },
    traits: [
      { name: 'Content', score: 2, max: 2, comment: 'Covers the main points of the passage.' },
      { name: 'Form', score: 1, max: 1, comment: 'One sentence of 5 words.' },
      { name: 'Grammar', score: 1, max: 2, comment: '1 grammar problem.' },
      { name: 'Vocabulary', score: 1, max: 2, comment: 'Mostly everyday words.' },
    ],
    tags: ANSWER_TAGS,
    ...overrides,
  };
}

export function savedWritingOf(overrides: Partial<SavedWriting> = {}): SavedWriting {
  return {
    uid: 'WWS-0001',
    selectedAnswer: ANSWER,
    score: '5/7',
    scoreAnalysis: { Final: 5 },
    analysis: [ANSWER_TAGS[0]!],
    createdAt: Date.UTC(2025, 2, 1, 10, 0),
    ...overrides,
  };
}

export const JOB_ID = '7c9e6679-7425-40de-944b-e07fc1f70001';
