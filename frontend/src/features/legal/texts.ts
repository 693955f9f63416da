import type { Paragraph } from '@shared/content';
import { PRIVACY_POLICY } from '@frontend/features/legal/privacy-policy';
import { TERMS_OF_USE } from '@frontend/features/legal/terms-of-use';

export const LEGAL_TEXTS = {
  eyebrow: 'Regulations',
  updated: (date: string) => `Last updated ${new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`,
  contents: 'On this page',
  summaryHeading: 'In short',
  regulations: {
    meta: { title: 'Regulations', description: 'The terms of use and the privacy policy of PTE Practice.' },
    heading: 'Regulations',
    lead: 'The rules of using PTE Practice, and how we handle your data.',
    documents: [
      { document: TERMS_OF_USE, body: 'Accounts, free use, plans and credits, payments and refunds, what our scores are, acceptable use and your content.' },
      { document: PRIVACY_POLICY, body: 'What we store (your account, answers, recordings and purchases), why, who processes it, how long we keep it and how to have it deleted.' },
    ],
    read: (title: string) => `Read the ${title.toLowerCase()}`,
    questions: ['Questions about these documents? ', { text: 'Contact us', to: '/contact-us' }, '.'] satisfies Paragraph as Paragraph,
  },
} as const;
