import type { OnboardingStep } from '@frontend/components/onboarding/onboarding-dialog';

// The onboarding tour's texts (spec §4: 11 steps). Each step points at a part of the shell by its
// data-tour name (the side bar's items by their menu key).

export const TOUR_TEXTS = {
  title: 'Welcome tour',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  previous: 'Previous',
  next: 'Next',
  finish: 'Finish',
  close: 'Close',
  steps: [
    { heading: 'Welcome to PTE Practice', body: 'This short tour shows where everything is. Use Next and Previous to move, or close it at any time.' },
    { heading: 'Your dashboard', body: 'Your plan, your credits and the mock tests you have taken, all in one place.', target: 'dashboard' },
    { heading: 'Quick Practice', body: 'Practise every item type of the four sections, with instant scores and every point explained.', target: 'practice' },
    { heading: 'Mock Tests', body: 'Timed full and section mock tests, scored like the real exam, with a results page and a scorecard to share.', target: 'mockTests' },
    { heading: 'Statistics', body: 'Your progress over time: success rates, AI scores per trait, mock test scores and your weakest item types.', target: 'statistics' },
    { heading: 'Blogs', body: 'Strategies and explanations for each part of the exam.', target: 'blogs' },
    { heading: 'Perks', body: 'Offers for PTE Practice students.', target: 'perks' },
    { heading: 'FAQ', body: 'Answers to the questions students ask most, and a way to reach the team.', target: 'faq' },
    { heading: 'PTE Academic or PTE Core', body: 'Choose your exam here: the practice lists and mock tests follow it.', target: 'exam-type' },
    { heading: 'Notifications', body: 'Purchases, rewards and your AI speaking usage are announced here.', target: 'notifications' },
    { heading: 'Your account', body: 'Your profile, your rewards for inviting friends, and the contact page. You are ready to start!', target: 'account' },
  ] satisfies OnboardingStep[],
} as const;
