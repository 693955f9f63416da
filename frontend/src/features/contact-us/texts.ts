import { accountTexts } from '@shared/accounts';

export const CONTACT_TEXTS = {
  meta: { title: 'Contact us', description: 'Write to the PTE Practice team: questions about practice, scoring, plans or your account.' },
  heading: 'Contact us',
  intro: 'Questions about practice, scoring, plans or your account? Write to us and we will answer by email.',
  firstName: 'First name',
  email: 'Email',
  message: 'Message',
  messageHint: (length: number) => `${length} / 2000 characters (at least 10).`,
  send: 'Send message',
  sent: accountTexts.contactReceived,
  another: 'Send another message',
} as const;
