import type { LegalDocument } from '@frontend/features/legal/legal-document';

// The terms of use. Every rule stated here is one the platform applies (shared/accounts,
// shared/pricing, functions/domain): change them together. Numbers are {{facts}} of shared/content.

export const TERMS_OF_USE: LegalDocument = {
  path: '/regulations/terms-of-use',
  meta: {
    title: 'Terms of use',
    description: 'The terms of using PTE Practice: accounts, free use, plans and credits, payments, refunds, scores, acceptable use and your content.',
  },
  heading: 'Terms of use',
  updated: '2026-11-25',
  summary: [
    'These terms apply when you use PTE Practice, the website and its practice, scoring and mock test services. By using the site you accept them. In short: your account is personal, purchases are one-off (nothing renews by itself), our scores are practice estimates and not official PTE scores, and your answers stay yours.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: '1. Who we are',
      body: [
        '"PTE Practice", "we" and "us" mean the team that runs this website. PTE Practice is an independent practice platform. We are not Pearson, and we are not affiliated with or endorsed by Pearson. PTE and Pearson Test of English are trademarks of Pearson.',
        ['You can reach us through the ', { text: 'contact page', to: '/contact-us' }, ' or the chat button on the FAQ page.'],
      ],
    },
    {
      id: 'accounts',
      heading: '2. Your account',
      body: [
        {
          list: [
            'Give a real email address that you can read: we use it to confirm your account, reset your password and answer you. You can log in only after you have confirmed it.',
            'An account is for one person. It is used on one device at a time: logging in elsewhere ends the other session.',
            'Keep your password to yourself. Tell us at once if you think someone else has used your account.',
            'If you are under 16, use PTE Practice with the agreement of a parent or guardian.',
          ],
        },
      ],
    },
    {
      id: 'free-use',
      heading: '3. Free use',
      body: [
        'Without paying you can practise the sample questions of every item type. Visitors get {{visitorSpeakingCredits}} free AI speaking credits in their browser and one free Reading mock test. A free account starts with {{startingSpeakingCredits}} AI speaking credits, {{startingWritingCredits}} AI writing credits, {{startingFullMockCredits}} full and {{startingSectionMockCredits}} section mock test, and its AI credits are topped up once a calendar month while it is on no paid plan.',
        'Because free AI scoring costs us real computing, free visitor answers are also limited per network and per day. We may change what the free use includes; what you have already been given stays yours.',
      ],
    },
    {
      id: 'purchases',
      heading: '4. Plans, credits and mock tests',
      body: [
        {
          list: [
            'A plan (Bronze, Silver or Ultimate) opens every practice question for its number of days from the purchase, and adds the credits and mock tests the pricing page lists. Ultimate also gives unlimited AI speaking while it runs. Buying a plan or Extend while a plan runs adds the days to the days you have left.',
            'Plans are one-off purchases, not subscriptions: nothing renews or charges you again by itself.',
            'Credits you buy do not expire. Each AI-scored speaking answer uses one AI speaking credit (none on Ultimate); an analysis that fails for good gives its credit back.',
            'A mock test credit is used when you start a mock test. Discarding an attempt in progress does not give the credit back.',
            'Purchases belong to the account they were bought on and cannot be moved to another account.',
          ],
        },
      ],
    },
    {
      id: 'payment',
      heading: '5. Prices and payment',
      body: [
        'Prices are set in Australian dollars and shown in the currency of your country at fixed conversion rates. The amount on the checkout page, after any promotion, is the amount you pay; your bank may add its own fees. Payments are processed by Stripe, and a purchase is added to your account once Stripe confirms the payment.',
        'A promotion applies to the packages it names while it runs, and the highest discount applies when several do. A personal offer sent by link runs for {{personalPromotionHours}} hours from when you open it and can be used once per account.',
      ],
    },
    {
      id: 'refunds',
      heading: '6. Refunds and problems',
      body: [
        ['If a purchase does not work as described, for example a fault on our side keeps you from using what you paid for, ', { text: 'tell us', to: '/contact-us' }, ' and we will put it right, or refund you if we cannot. If you were charged but your purchase did not appear, tell us before paying again.'],
        'Nothing in these terms limits the rights that the consumer law of your country gives you.',
      ],
    },
    {
      id: 'scores',
      heading: '7. Our scores',
      body: [
        'Our scores are estimates for practice. They apply the published scoring criteria of each item type with our own rules and show the evidence behind each point, but they are not official PTE scores, and no score on this site guarantees a result in the real exam.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: '8. Acceptable use',
      body: [
        'Do not:',
        {
          list: [
            'share an account, or sell or pass on access to it;',
            'copy, download in bulk or republish our questions, audio, images, answers or texts;',
            'use scripts, bots or other automated means to use the site or its API, or to get around its limits;',
            'try to reach data or accounts that are not yours, or disrupt the service;',
            'send messages or content that are unlawful, abusive or not yours to send.',
          ],
        },
        'If an account breaks these rules, we may block it or limit what it can do, and we will tell you why at its email address.',
      ],
    },
    {
      id: 'content',
      heading: '9. Our content and yours',
      body: [
        'The questions, audio, images, texts and software of PTE Practice are ours or used with permission; you may use them for your own preparation.',
        ['Your answers (your writing and your recordings) remain yours. You allow us to store and process them to score them, to show them back to you and to keep the service working, as the ', { text: 'privacy policy', to: '/regulations/privacy-policy' }, ' describes. When you share the link to a mock test scorecard, anyone with the link can see your first name, the date and your scores.'],
      ],
    },
    {
      id: 'service',
      heading: '10. The service and these terms',
      body: [
        'We work to keep PTE Practice available and correct, but it may sometimes be interrupted, and features may change as the exam and the platform evolve. We may update these terms; the date at the top shows the latest change, and a change never takes away what you have already paid for.',
        'You can stop using PTE Practice and delete your account at any time from your profile.',
      ],
    },
  ],
};
