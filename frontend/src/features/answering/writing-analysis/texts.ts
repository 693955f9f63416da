import type { Tag } from '@shared/api';

/**
 * Texts of the writing analysis pieces. The dialog's title and its 'Your answer:' and 'Sample
 * answer:' labels are quoted by practice.md §2; the credit messages come verbatim from the server
 * (practice.md §6) and are not repeated here.
 */
export const WRITING_ANALYSIS_TEXTS = {
  dialog: {
    title: 'AI Score analysis',
    close: 'Close',
    columns: { skill: 'Enabling skill', score: 'Score', comment: 'Comment' },
    final: 'Final',
    /** A trait's continuous measure under its banded points: two answers with the same points still differ here. */
    measure: (value: number) => `${value}/100`,
    measureLabel: (trait: string, value: number) => `${trait} measure ${value} of 100`,
    yourAnswer: 'Your answer:',
    sampleAnswer: 'Sample answer:',
    templateWarningHeading: 'Template language',
    successful: 'Well done',
    unsuccessful: 'Keep practising',
    mistakes: (spelling: number, grammar: number) =>
      `${spelling} spelling ${spelling === 1 ? 'mistake' : 'mistakes'}, ${grammar} grammar ${grammar === 1 ? 'problem' : 'problems'}`,
  },
  score: (score: number | string, max: number | string) => `${score}/${max}`,
  scoreLabel: (score: number | string, max: number | string) => `Score ${score} out of ${max}`,
  notScored: 'Not scored',
  answer: {
    report: { grammar: 'Grammar', spelling: 'Spelling', style: 'Style note (not scored)' } satisfies Record<Tag['report'], string>,
    /** Said before each marked stretch, so the kind of problem is not carried by colour alone. */
    markLabel: (reports: readonly Tag['report'][]) => {
      const errors = reports.filter((report) => report !== 'style');
      if (errors.length === 0) return 'Style note, not scored:';
      return errors.length > 1 ? 'Grammar and spelling problems:' : errors[0] === 'spelling' ? 'Spelling mistake:' : 'Grammar problem:';
    },
    suggestions: 'Suggestions:',
    legend: 'Marks in your answer',
    legendCount: (label: string, count: number) => `${label} (${count})`,
    noProblems: 'No grammar or spelling problems found.',
  },
  previous: {
    heading: 'Previous submissions',
    empty: 'No previous submissions yet.',
    loading: 'Loading your previous submissions',
    submittedOn: (date: string) => `Submitted ${date}`,
  },
} as const;
