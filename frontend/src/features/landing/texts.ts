// Texts of the landing pages (/academic, /academic/:slug and the tips pages); their bodies come from content/landing.

export const LANDING_TEXTS = {
  loading: 'Loading the page',
  loadFailed: 'This page could not be loaded.',
  retry: 'Try again',
  notFoundTitle: 'Page not found',
  notFoundBody: 'There is no page at this address. The PTE Academic overview links to every guide.',
  toAcademic: 'Go to the PTE Academic overview',
  academicEyebrow: 'PTE Academic',
  tipsEyebrow: 'Tips',
  practiceHeading: 'Put it into practice',
  practiceCta: (typeName: string) => `Practise ${typeName} now`,
  practiceCtaBody: 'Every answer is scored with the rules above, and the result shows the evidence behind each point.',
  relatedAcademic: 'More about PTE Academic',
  relatedTips: 'More tips',
} as const;
