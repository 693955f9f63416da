// Every text of the FAQ page (/help). The answers themselves are content/faq.json.

export const HELP_TEXTS = {
  meta: {
    title: 'FAQ',
    description: 'Answers about PTE Practice: accounts, free and paid AI credits, plans and payments, how our AI scores speaking and writing, mock tests and microphone trouble.',
  },
  eyebrow: 'Help',
  heading: 'Frequently asked questions',
  lead: (count: number) => `${count} answers about your account, credits and plans, payments, our AI scoring, mock tests and microphone trouble.`,
  searchLabel: 'Search the FAQ',
  searchPlaceholder: 'Search, e.g. microphone, refund, credits',
  topicsLabel: 'Topics',
  results: (count: number, query: string) => `${count} ${count === 1 ? 'answer matches' : 'answers match'} “${query}”.`,
  noResults: (query: string) => `No answer matches “${query}”.`,
  noResultsHint: 'Try another word, or ask us: the chat button and the contact page both reach the team.',
  clearSearch: 'Show all answers',
  stillStuck: {
    heading: 'Still have a question?',
    body: 'Write to us with the chat button on this page or the contact form. We answer by email.',
    contact: { label: 'Contact us', to: '/contact-us' },
  },
} as const;
