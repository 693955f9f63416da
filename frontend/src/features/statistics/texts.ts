// The statistics page's texts in one place, so tests and reviews find them.

export const STATISTICS_TEXTS = {
  meta: { title: 'Statistics', description: 'Your PTE practice over time: answers, success rates, AI scores, mock tests and an estimated score per skill.' },
  heading: 'Your statistics',
  intro: 'How your practice is going, computed from your own answers, AI analyses and mock tests.',
  loading: 'Loading your statistics',
  failed: 'Your statistics could not be loaded.',
  retry: 'Try again',
  empty: {
    heading: 'No statistics yet',
    body: 'Your progress appears here as soon as you answer practice questions. A good first step: answer a few questions of each section, then come back.',
    steps: (minimumAnswers: number) => [
      'Answer a few questions in each section: your success rate per section and item type appears at once.',
      `After ${minimumAnswers} answers that count toward a skill, you also get an estimated score for it on the 10-90 scale.`,
      'Take a mock test to see your overall and per-skill scores over time.',
    ],
    practise: 'Start practising',
    mock: 'Take a mock test',
  },
  totals: {
    heading: 'At a glance',
    answers: 'Practice answers',
    successRate: 'Success rate',
    successDetail: (successful: number, answers: number) => `${successful} of ${answers} answers successful`,
    pointsRate: 'Points earned',
    pointsDetail: 'of the points there were to earn',
    time: 'Time practised',
    timeDetail: (capMinutes: number) => `on question screens, at most ${capMinutes} minutes an answer`,
    activeDays: 'Active days',
    activeDetail: (last: string) => `last answer ${last}`,
    aiAnalyses: 'AI analyses',
    aiDetail: 'speaking and writing answers scored by AI',
    mockTests: 'Mock tests scored',
  },
  estimate: {
    heading: 'Estimated score per skill',
    notYet: 'Not yet',
    needsMore: (more: number) => `${more} more ${more === 1 ? 'answer' : 'answers'} needed`,
    from: (answers: number) => `from your last ${answers} ${answers === 1 ? 'answer' : 'answers'}`,
    how: (lastAnswers: number, minimumAnswers: number) =>
      `How it is estimated: for each skill, we take your last ${lastAnswers} scored practice answers of the item types that count toward it (Read Aloud counts for speaking and reading, Write from Dictation for listening and writing), add up the points you earned and the points there were, each answer weighted by its points as in the mock test report, and map that share to the 10-90 scale: 10 + 80 × the share. A skill needs at least ${minimumAnswers} answers. It is a guide from your practice, not an official PTE score.`,
  },
  overTime: {
    heading: 'Practice over time',
    chartHeading: 'Answers and success rate',
    answers: 'Answers',
    successRate: 'Success rate (%)',
    summary: (answers: number, successful: number, periods: string, busiest: string | undefined) =>
      answers === 0
        ? `No practice answers in ${periods}.`
        : `In ${periods} you answered ${answers} ${answers === 1 ? 'question' : 'questions'}, ${successful} of them successfully (${Math.round((100 * successful) / answers)} %).${busiest ? ` Your busiest ${busiest}.` : ''}`,
  },
  time: {
    heading: 'Time practised',
    minutes: 'Minutes',
    summary: (total: string, periods: string, most: string | undefined) => `You practised ${total} in ${periods}.${most ? ` Most: ${most}.` : ''}`,
    none: (periods: string) => `No time recorded in ${periods}.`,
  },
  periods: {
    days: (count: number) => `the last ${count} days`,
    weeks: (count: number) => `the last ${count} weeks`,
    busiestDay: (label: string, answers: number) => `day was ${label} with ${answers} ${answers === 1 ? 'answer' : 'answers'}`,
    busiestWeek: (label: string, answers: number) => `week was the week of ${label} with ${answers} ${answers === 1 ? 'answer' : 'answers'}`,
    weekOf: (label: string) => `Week of ${label}`,
  },
  breakdown: { heading: 'By section and item type' },
  sections: {
    heading: 'By section',
    successRate: 'Success rate (%)',
    pointsRate: 'Points earned (%)',
    summary: (best: string | undefined, weakest: string | undefined, unanswered: string[]) =>
      [best && `Your best section is ${best}.`, weakest && `Your weakest is ${weakest}.`, unanswered.length > 0 && `Not answered yet: ${unanswered.join(', ')}.`].filter(Boolean).join(' ') ||
      'No section answered yet.',
  },
  itemTypes: {
    heading: 'By item type',
    pointsRate: 'Points earned (%)',
    summary: (count: number, best: string | undefined, weakest: string | undefined) =>
      count === 0 ? 'No item type answered yet.' : `You answered ${count} item ${count === 1 ? 'type' : 'types'}.${best ? ` Highest: ${best}.` : ''}${weakest ? ` Lowest: ${weakest}.` : ''}`,
  },
  weakest: {
    heading: 'Your weakest item types',
    intro: (minimum: number) => `Where you earned the smallest share of the points, among the item types you answered at least ${minimum} times.`,
    none: (minimum: number) => `None yet: answer an item type at least ${minimum} times and the ones that need work show here.`,
    detail: (pointsRate: number, answers: number) => `${pointsRate} % of the points in ${answers} answers`,
    practise: (name: string) => `Practise ${name}`,
  },
  ai: {
    heading: 'AI scores per trait over time',
    intro: 'Each trait of your AI-scored practice answers: the points earned over the points there were, per period.',
    none: 'No AI-scored answer yet: practise a speaking item or a writing item to see your traits here.',
    sectionHeading: (section: string) => `${section} traits`,
    summary: (section: string, analyses: number, latest: string) => `${section}: ${analyses} ${analyses === 1 ? 'analysis' : 'analyses'}. Latest period: ${latest}.`,
  },
  mocks: {
    heading: 'Mock test scores',
    chartHeading: 'Overall and skill scores',
    none: 'No scored mock test yet: a mock test shows your overall and per-skill scores on the 10-90 scale.',
    start: 'Take a mock test',
    summary: (count: number, latest: string, first: string | undefined) => `${count} scored mock ${count === 1 ? 'test' : 'tests'}. Latest: ${latest}.${first ? ` First: ${first}.` : ''}`,
    overall: 'Overall',
  },
  table: {
    show: 'Show the figures as a table',
    period: 'Period',
    section: 'Section',
    itemType: 'Item type',
    answers: 'Answers',
    successful: 'Successful',
    successRate: 'Success rate',
    pointsRate: 'Points earned',
    minutes: 'Minutes',
    analyses: 'Analyses',
    test: 'Mock test',
    date: 'Date',
    none: '–',
  },
  skills: { Reading: 'Reading', Writing: 'Writing', Listening: 'Listening', Speaking: 'Speaking' },
} as const;
