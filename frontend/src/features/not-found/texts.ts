export const NOT_FOUND_TEXTS = {
  title: 'Page not found',
  heading: 'Page not found',
  body: 'The page you asked for does not exist or has moved. Check the address, or carry on from one of these pages.',
  description: 'This page of PTE Practice does not exist or has moved.',
  homeLink: { label: 'Go to the home page', to: '/' },
  practiceLink: { label: 'Practise a question', to: '/practice' },
} as const;
