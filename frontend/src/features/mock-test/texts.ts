import { mockTexts } from '@shared/mock';
import type { MockCategory } from '@shared/mock';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Every text of the mock test list, runner and desktop-only pages. The spec quotes none of them;
 * the server's mock texts (shared/mock) are reused where both sides say the same thing.
 */
export const MOCK_TEST_TEXTS = {
  list: {
    meta: { title: 'Mock tests', description: 'Timed PTE mock tests, full and by section, scored question by question, with a results page and a scorecard.' },
    heading: 'Mock tests',
    intro: (variant: string) => `Timed like the real ${variant} exam: one question at a time, no going back, every answer scored.`,
    backToDashboard: 'Dashboard',
    backHome: 'Home',
    categoriesNav: 'Mock test categories',
    categories: { full: 'Full', Speaking: 'Speaking', Writing: 'Writing', Reading: 'Reading', Listening: 'Listening' } satisfies Record<MockCategory, string>,
    loading: 'Loading the mock tests',
    savingResult: 'Saving your result',
    failed: 'The mock tests could not be loaded.',
    retry: 'Try again',
    empty: 'No mock tests here yet.',
    credits: {
      heading: 'Your mock test credits',
      full: (count: number) => `Full mock tests: ${count}`,
      section: (count: number) => `Section mock tests: ${count}`,
      more: 'Get more credits',
    },
    questions: (count: number) => plural(count, 'question', 'questions'),
    minutes: (count: number) => `${count} min`,
    attempts: (count: number) => plural(count, 'attempt', 'attempts'),
    lastScore: (overall: number) => `Last score: ${overall}`,
    lastPending: 'Last attempt: being scored',
    seeResult: 'See the result',
    badges: { free: 'Free', random: 'Random', locked: 'Locked', inProgress: 'In progress' },
    start: 'Start',
    resume: 'Resume',
    startOf: (title: string) => `Start ${title}`,
    resumeOf: (title: string) => `Resume ${title}`,
    confirm: (kind: 'full' | 'section') => `Starting uses 1 ${kind} mock test credit, and the clock starts at once.`,
    startNow: 'Start now',
    cancel: 'Cancel',
    random: {
      action: 'Create a random mock',
      hint: (category: string) => `A fresh ${category.toLowerCase()} mock drawn from the whole question bank, started like any other.`,
      created: (title: string) => `${title} is ready to start.`,
    },
    visitor: {
      heading: 'Try a free mock test',
      body: 'Take the Reading section free, scored at once. Sign up to take full and section mock tests.',
      start: 'Start the free mock test',
      signUp: 'Sign up free',
      login: 'Log in',
    },
  },
  runner: {
    meta: { title: 'Mock test', description: 'A timed PTE mock test, one question at a time.' },
    loading: 'Loading your mock test',
    notFound: mockTexts.notFound,
    failed: 'The mock test could not be loaded.',
    retry: 'Try again',
    backToList: 'Back to mock tests',
    progress: 'Test progress',
    part: (number: number, total: number, name: string) => `Part ${number} of ${total}: ${name}`,
    question: (number: number, total: number) => `Question ${number} of ${total}`,
    timer: {
      label: 'Time left in this part',
      left: (minutes: number) => `${plural(minutes, 'minute', 'minutes')} left in this part`,
      up: 'Time is up for this part.',
    },
    next: 'Next',
    saving: 'Saving your answer',
    saveFailed: 'Your answer could not be saved.',
    away: 'Time ran out for a part while you were away, so the test has moved on to the next part.',
    recording: {
      uploading: 'Saving your recording',
      saved: 'Your recording is saved. Press Next to go on.',
      failed: 'Your recording could not be saved.',
      retry: 'Save it again',
      nextHint: 'Next before your recording has ended moves on without it.',
    },
    pause: {
      heading: (part: number) => `Part ${part} complete`,
      timeUpHeading: (part: number) => `Time is up for Part ${part}`,
      body: 'Your answers are saved.',
      timeUpBody: 'Your answers so far are saved; the questions you did not reach stay unanswered.',
      next: (part: number, name: string, minutes: number) => `Part ${part}, ${name}, lasts ${plural(minutes, 'minute', 'minutes')}. Its clock starts when you continue.`,
      continue: 'Continue',
    },
    finish: {
      heading: 'You have reached the end of the test',
      timeUpHeading: 'Time is up',
      body: 'Your answers are saved. Submit the test to have it scored.',
      submit: 'Submit the test',
    },
    closed: {
      heading: 'This mock test has been submitted',
      body: 'Its answers are kept and scored; you cannot change them any more.',
      results: 'See the results',
    },
    leave: 'Leave the test',
    leaveHint: 'Your answers are saved, but the clock keeps running: resume from the mock test list.',
  },
  desktopOnly: {
    meta: { title: 'Desktop only', description: 'Mock tests need a screen at least 900 px wide.' },
    heading: 'Mock tests need a larger screen',
    body: (width: number) => `A mock test shows the exam's screens as they are, which needs a screen at least ${width} px wide. Open it on a computer, or widen this window.`,
    back: 'Back to mock tests',
  },
} as const;
