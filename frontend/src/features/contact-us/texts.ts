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

/** The chat widget (spec §2: on the FAQ, profile and contact pages), a conversation that lands in the contact flow. */
export const CHAT_TEXTS = {
  open: 'Chat with us',
  close: 'Close the chat',
  heading: 'Chat with the team',
  subheading: 'We answer by email.',
  log: 'Conversation',
  greeting: (firstName: string | undefined) =>
    `Hi${firstName ? ` ${firstName}` : ''}! Ask us anything about practice, scoring, plans or your account. Leave your message here and the team will answer you by email.`,
  answerAt: (email: string) => `We will answer at ${email}.`,
  you: 'You',
  team: 'PTE Practice team',
  sendingAs: (firstName: string, email: string) => `Sending as ${firstName} (${email})`,
  firstName: 'First name',
  email: 'Email',
  message: 'Your message',
  placeholder: 'Write your question…',
  send: 'Send',
} as const;
