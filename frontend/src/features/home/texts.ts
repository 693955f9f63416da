// Every text of the home page. The marketing figures are the spec's own
// (platform spec §1 "Marketing claims shown"); no other number is claimed.

export const HOME_META = {
  title: 'PTE Academic and PTE Core practice with AI scoring',
  description:
    'Practise every PTE Academic and PTE Core item type, with AI scoring of speaking and writing that shows its evidence, and timed mock tests with a real score report.',
} as const;

export const HERO = {
  badge: 'Updated for the August 2025 PTE Academic format',
  headline: 'PTE practice with scores you can check',
  subheadline:
    'Practise every PTE Academic and PTE Core item type. Speaking and writing are scored by AI that shows its evidence: the words it matched, the errors it found and the pauses it measured.',
  primaryCta: { label: 'Start practising free', to: '/practice' },
  secondaryCta: { label: 'Create a free account', to: '/register' },
  note: 'Free sample questions in every section, no account needed.',
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

export const FIGURES = {
  heading: 'A complete preparation library',
  /**
   * The library figures of spec §1 (questions, scored mock tests, blog articles, FAQ answers), each
   * counted from the data by settings.fetchLibraryFigures, never typed in. The reviews count and
   * rating are shown by the testimonials section from the ratings themselves.
   */
  labels: { questions: 'questions', mockTests: 'scored mock tests', blogArticles: 'blog articles', faqAnswers: 'FAQ answers' },
} as const;

export type OfferIcon = 'sections' | 'evidence' | 'timer' | 'format' | 'microphone' | 'template';

export const OFFERS = {
  eyebrow: 'What you get',
  heading: 'Everything the exam asks of you, in one place',
  items: [
    {
      icon: 'sections',
      title: 'Every item type, all four sections',
      body: 'Speaking, Writing, Reading and Listening, from Read Aloud to Write From Dictation, each with its exam timing and scoring rules.',
      link: { label: 'Browse practice questions', to: '/practice' },
    },
    {
      icon: 'evidence',
      title: 'AI scoring that shows its evidence',
      body: 'Speaking and writing are scored trait by trait. Every trait lists what it found, such as matched words, grammar and spelling errors or long pauses, so you know what to fix.',
    },
    {
      icon: 'timer',
      title: 'Timed mock tests with a real score report',
      body: 'Sit full and section mock tests under exam timing, then read a score report with your overall score and each communicative skill.',
      link: { label: 'See the mock tests', to: '/mock-test' },
    },
    {
      icon: 'format',
      badge: 'New',
      title: 'The August 2025 Academic format',
      body: 'Practise the current PTE Academic, with Summarize Group Discussion and Respond to a Situation, or switch to PTE Core for its own tasks.',
    },
    {
      icon: 'microphone',
      title: 'Microphone check before you speak',
      body: 'Test your microphone first. If something is wrong you are told exactly what: no device found, permission denied, an insecure connection or silence.',
    },
    {
      icon: 'template',
      title: 'Template detection',
      body: 'The real exam now penalises memorised templates. Template phrases in your answers are flagged, so you learn to answer in your own words.',
    },
  ] satisfies ReadonlyArray<{ icon: OfferIcon; badge?: string; title: string; body: string; link?: { label: string; to: string } }>,
} as const;

export const SECTIONS = {
  eyebrow: 'Four sections',
  heading: 'Practise each item type on its own',
  intro: 'Work on your weakest item types one at a time, with the same screens, timers and rules as the test.',
  coreLabel: 'Core',
  items: [
    {
      name: 'Speaking',
      itemTypes: [
        'Read Aloud',
        'Repeat Sentence',
        'Describe Image',
        'Re-tell Lecture',
        'Answer Short Question',
        'Summarize Group Discussion',
        'Respond to a Situation',
      ],
    },
    {
      name: 'Writing',
      itemTypes: ['Summarize Written Text', 'Write Essay', 'Write Email'],
      coreOnly: ['Write Email'],
    },
    {
      name: 'Reading',
      itemTypes: [
        'Fill in the Blanks (Dropdown)',
        'Multiple Choice, Multiple Answers',
        'Re-order Paragraphs',
        'Fill in the Blanks (Drag and Drop)',
        'Multiple Choice, Single Answer',
      ],
    },
    {
      name: 'Listening',
      itemTypes: [
        'Summarize Spoken Text',
        'Multiple Choice, Multiple Answers',
        'Fill in the Blanks (Type in)',
        'Highlight Correct Summary',
        'Multiple Choice, Single Answer',
        'Select Missing Word',
        'Highlight Incorrect Words',
        'Write From Dictation',
      ],
    },
  ] satisfies ReadonlyArray<{ name: string; itemTypes: readonly string[]; coreOnly?: readonly string[] }>,
} as const;

export const STEPS = {
  eyebrow: 'How it works',
  heading: 'From question to feedback',
  items: [
    { title: 'Choose an item type', body: 'Pick a section and an item type, or sit a whole mock test.' },
    { title: 'Answer under exam conditions', body: 'Preparation and answer timers as in the test, a recorder for speaking and a word count for writing.' },
    { title: 'Read the evidence', body: 'See each trait with the words, errors and pauses behind it, and what to change next time.' },
  ],
} as const;

/** The testimonials section: the newest approved reviews and the average of every rating, from the server. */
export const TESTIMONIALS = {
  eyebrow: 'Student reviews',
  heading: 'What students say',
  allLink: { label: 'Read all reviews', to: '/review' },
} as const;

export const CLOSING = {
  heading: 'Your next practice question is one click away',
  body: 'Try sample questions in every section without an account. Sign up to save your scores and follow your progress.',
  primaryCta: { label: 'Start practising free', to: '/practice' },
  signUpCta: { label: 'Sign up free', to: '/register' },
  pricingLink: { label: 'Compare plans and prices', to: '/pricing' },
} as const;

export const MAIL_LIST = {
  eyebrow: 'Stay in touch',
  heading: 'PTE tips in your inbox',
  body: 'Leave your email address to hear about new practice material and techniques for the item types students find hardest.',
  emailLabel: 'Email address',
  submit: 'Subscribe',
  /** Spec platform §8 text for a saved address. */
  added: 'Your email has been added!',
  /** The spec's 201 "different message" (its wording is not given). */
  alreadyAdded: 'This email is already on our list.',
  /** Spec platform §8 text for an unexpected failure. */
  failed: 'Server error!',
} as const;
