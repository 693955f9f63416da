// The home page's texts that are part of its code: its metadata, the illustration beside the hero
// and the mailing list form's messages. The blocks' texts are content (content/home.json), their
// figures counted by the server (landing/getHomeContent).

export const HOME_META = {
  title: 'PTE Academic and PTE Core practice with AI scoring',
  description:
    'Practise every PTE Academic and PTE Core item type, with AI scoring of speaking and writing that shows its evidence, and timed mock tests with a real score report.',
} as const;

/** While the blocks load (landing/getHomeContent), and when they cannot. */
export const HOME_LOAD = {
  loading: 'Loading the page',
  failed: 'The page could not be loaded. Check your connection and try again.',
  retry: 'Try again',
} as const;

export type EvidenceMark = 'matched' | 'omitted' | 'pause';

/** The illustration beside the hero: what feedback on one answer looks like. */
export const EVIDENCE_PREVIEW = {
  caption: 'Illustration: feedback on a Read Aloud answer',
  itemType: 'Read Aloud',
  badge: 'Sample feedback',
  transcriptLabel: 'What you said, against the text',
  transcript: [
    { text: 'Urban populations are growing', mark: 'matched' },
    { text: 'pause', mark: 'pause' },
    { text: 'faster than', mark: 'matched' },
    { text: 'public', mark: 'omitted' },
    { text: 'transport can adapt.', mark: 'matched' },
  ] satisfies ReadonlyArray<{ text: string; mark: EvidenceMark }>,
  legend: { matched: 'Matched', omitted: 'Omitted', pause: 'Long pause' },
  traits: [
    { trait: 'Content', evidence: 'Omitted word: “public”. Every other word matched the text, in order.' },
    { trait: 'Oral fluency', evidence: 'One long pause before “faster”; steady speech rate elsewhere.' },
    { trait: 'Pronunciation', evidence: 'Each word you said was recognised with high confidence.' },
  ],
  footnote: 'Each trait also names the rule that turned its evidence into points.',
} as const;

export const MAIL_LIST = {
  emailLabel: 'Email address',
  submit: 'Subscribe',
  /** Spec platform §8 text for a saved address. */
  added: 'Your email has been added!',
  /** The spec's 201 "different message" (its wording is not given). */
  alreadyAdded: 'This email is already on our list.',
  /** Spec platform §8 text for an unexpected failure. */
  failed: 'Server error!',
} as const;
