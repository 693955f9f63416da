import type { Paragraph, RichText } from '@shared/content';

// Every text of /about-us and /perk. Numbers are {{facts}} of shared/content, computed from the
// constants the platform runs on; every perk listed is one the platform gives today.

export interface Perk {
  id: string;
  title: string;
  body: string;
  link: { label: string; to: string };
}

export const PERKS_TEXTS = {
  meta: {
    title: 'Student perks',
    description: 'What PTE Practice gives students for free and at a lower price: free sample questions, free AI credits every month, a free mock test, promotions and more.',
  },
  eyebrow: 'Perks',
  heading: 'Student perks',
  lead: 'What you get without paying, and how to pay less when you do. Every perk here is live on the site today.',
  perks: [
    {
      id: 'free-samples',
      title: 'Free practice in every item type',
      body: 'The sample questions of every item type, in all four sections, are open to everyone, with no account needed.',
      link: { label: 'Start practising', to: '/practice' },
    },
    {
      id: 'visitor-credits',
      title: '{{visitorSpeakingCredits}} free AI speaking scores',
      body: 'Try our AI speaking scores before you sign up: visitors get {{visitorSpeakingCredits}} free credits, each scoring one answer with its evidence.',
      link: { label: 'Try a speaking question', to: '/practice?section=Speaking' },
    },
    {
      id: 'free-mock',
      title: 'A free mock test',
      body: 'Take the Reading section of your exam as a timed mock test, free and scored at once, without an account.',
      link: { label: 'See the mock tests', to: '/mock-test' },
    },
    {
      id: 'account-credits',
      title: 'Credits when you sign up',
      body: 'A free account starts with {{startingSpeakingCredits}} AI speaking and {{startingWritingCredits}} AI writing credits, {{startingFullMockCredits}} full mock test and {{startingSectionMockCredits}} section mock test.',
      link: { label: 'Create a free account', to: '/register' },
    },
    {
      id: 'monthly-allowance',
      title: 'Free AI credits every month',
      body: 'On no paid plan, your AI credits are topped up every calendar month to at least {{monthlySpeakingCredits}} speaking and {{monthlyWritingCredits}} writing credits. Credits you bought are never taken away.',
      link: { label: 'How the allowance works', to: '/help#monthly-allowance' },
    },
    {
      id: 'promotions',
      title: 'Promotions, applied for you',
      body: 'When a promotion runs, its discount is taken off the price automatically, with no code to find, and the best one applies. The banner at the top shows it and the time left.',
      link: { label: 'See current prices', to: '/pricing' },
    },
    {
      id: 'extra-mocks',
      title: 'Cheaper extra mock tests at checkout',
      body: 'Add up to {{maxExtraFullMocks}} extra full mock tests to any package at checkout for {{extraFullMockPrice}} each, instead of {{fullMockPrice}} for a full mock test on its own (prices in Australian dollars).',
      link: { label: 'Compare packages', to: '/pricing' },
    },
    {
      id: 'unlimited-speaking',
      title: 'Unlimited AI speaking on Ultimate',
      body: 'While an Ultimate plan runs, speaking answers use no credits: practise Read Aloud or Repeat Sentence as often as you need.',
      link: { label: 'See Ultimate', to: '/pricing' },
    },
    {
      id: 'scorecard',
      title: 'A scorecard to share',
      body: 'Every scored mock test gives you a scorecard with your overall and skill scores, to download as a picture or share by link with a teacher.',
      link: { label: 'See the mock tests', to: '/mock-test' },
    },
  ] satisfies readonly Perk[],
  closing: {
    heading: 'Questions about a perk?',
    body: ['The ', { text: 'FAQ', to: '/help' }, ' explains credits, plans and promotions in detail, and the ', { text: 'contact page', to: '/contact-us' }, ' reaches the team.'] satisfies Paragraph as Paragraph,
  },
} as const;

export const ABOUT_TEXTS = {
  meta: {
    title: 'About us',
    description: 'PTE Practice is an independent practice platform for PTE Academic and PTE Core, with AI scoring that shows its evidence.',
  },
  eyebrow: 'About us',
  heading: 'Practice you can check',
  lead: 'PTE Practice is an independent platform for students preparing for PTE Academic and PTE Core. We build it around one idea: a practice score is only useful if you can see why you got it.',
  sections: [
    {
      id: 'why',
      heading: 'Why we built it',
      body: [
        'Students of PTE practice sites keep meeting the same problems: scores that go up and down without explanation, feedback that arrives slowly, microphones that fail without saying why, formats that are out of date, and templates sold as shortcuts that the exam now penalises.',
        'PTE Practice answers each of these. Every AI score lists its traits and the evidence behind each one, such as the words matched, the errors found and the pauses measured, with the rule that turned them into points.',
      ],
    },
    {
      id: 'what',
      heading: 'What you can do here',
      body: [
        {
          list: [
            ['Practise every item type of PTE Academic (in its August 2025 format) and PTE Core, in Speaking, Writing, Reading and Listening, with the exam\'s timings. ', { text: 'Browse practice questions', to: '/practice' }, '.'],
            ['Sit timed full and section mock tests with a score report on the 10-90 scale and a scorecard to share. ', { text: 'See the mock tests', to: '/mock-test' }, '.'],
            ['Check your microphone before you speak, with a clear message for every problem. ', { text: 'Read the microphone answers', to: '/help#microphone' }, '.'],
            ['Learn answer structures without memorising answers. ', { text: 'See the templates', to: '/templates' }, '.'],
          ],
        },
      ],
    },
    {
      id: 'how',
      heading: 'How our scoring works',
      body: [
        'Most reading and listening answers are scored by the exam\'s rules the moment you submit. Speaking answers are turned into words with their timings, then judged for content, oral fluency and pronunciation on the official 0-5 scales. Writing answers are checked for form, content, grammar, spelling, vocabulary and structure. Memorised template text earns no content.',
        ['Our scores are estimates for practice, not official PTE scores. ', { text: 'How the AI scores speaking', to: '/help#speaking-scoring' }, ' and ', { text: 'writing', to: '/help#writing-scoring' }, ' are explained in the FAQ.'],
      ],
    },
    {
      id: 'independent',
      heading: 'Independent and original',
      body: [
        'We are not Pearson and are not affiliated with it; PTE and Pearson Test of English are trademarks of Pearson. Our questions, audio, images and texts are written for PTE Practice, following the public format of the exam.',
      ],
    },
    {
      id: 'contact',
      heading: 'Talk to us',
      body: [['Questions, suggestions or a problem with a question? ', { text: 'Contact us', to: '/contact-us' }, ': your message reaches the team by email, and we answer at the address you give.']],
    },
  ] satisfies ReadonlyArray<{ id: string; heading: string; body: RichText }>,
} as const;
