import type { LegalDocument } from '@frontend/features/legal/legal-document';

// The privacy policy. It describes what the platform stores (functions/data/entities), where
// (DynamoDB, the S3 buckets, SES) and for how long (the entities' TTLs, lib/ retention): change
// it with them. Numbers are {{facts}} of shared/content.

export const PRIVACY_POLICY: LegalDocument = {
  path: '/regulations/privacy-policy',
  meta: {
    title: 'Privacy policy',
    description: 'What PTE Practice stores about you (account, answers, recordings, payments), why, who processes it, how long it is kept and how to have it deleted.',
  },
  heading: 'Privacy policy',
  updated: '2026-11-25',
  summary: [
    {
      list: [
        'We store what the service needs: your account, your answers and recordings with their scores, your purchases, and the messages you send us.',
        'We use no advertising or analytics trackers and set no cookies of our own. Card details go to Stripe, never to us.',
        'Your data is stored with Amazon Web Services. You can delete your account from your profile at any time, and ask us to erase the rest.',
      ],
    },
  ],
  sections: [
    {
      id: 'what-we-store',
      heading: '1. What we store and why',
      body: [
        {
          list: [
            'Your account: your email address, first name, a hash of your password (never the password itself), your exam type and settings (night mode and its hours, speaking settings), your plan and its end date, your AI and mock test credits and how many you have used, your last notifications, your profile picture if you upload one, and when the account was created. We need these to run your account.',
            'Your practice: for each question you answer, your score, whether you passed and when; your writing answers with their scores and analyses; reports you send about a question. These make your history, statistics and feedback possible.',
            'Your recordings: each spoken answer is uploaded as an audio file to private storage under your account (or under your browser\'s visitor id), with the parts uploaded while you speak, and turned into words to be scored.',
            'Your mock tests: your answers, the timing of each part and your scores, and a scorecard picture with your first name, the date and your scores.',
            'Your purchases: the package, the amount, the currency, the country used for pricing and Stripe\'s payment reference. We never receive your card number.',
            'Your messages: what you send through the contact form or the chat (your first name, email address and message) goes to the team by email and is not stored on the platform.',
            'Mailing list: if you subscribe, your email address, and the package you last put in a cart and when.',
            'Invitations: if a student invites you, your email address and who invited you, so that we can create your account and tell them you joined.',
          ],
        },
      ],
    },
    {
      id: 'visitors',
      heading: '2. If you practise without an account',
      body: [
        'Your browser makes a random visitor id and keeps it. With it we count your {{visitorSpeakingCredits}} free AI speaking credits and keep your free mock test and your recordings apart from other visitors\'. To keep free scoring from being abused, we also count free answers per network address for a day.',
      ],
    },
    {
      id: 'speech',
      heading: '3. How your speech is recognised',
      body: [
        'Your recordings are stored in our storage at Amazon Web Services and streamed from there to Amazon Transcribe, its speech recognition service, which turns them into words. The words, with their timings and how confidently each was recognised, are then scored by our own rules.',
        'While you record, the site also asks your browser for its own transcript, used only when our servers cannot recognise a recording. Some browsers do this with their maker\'s online speech service: Chrome and Edge send the audio to Google or Microsoft for this, under their privacy terms. Firefox has no such service and sends nothing.',
      ],
    },
    {
      id: 'browser',
      heading: '4. What is kept in your browser',
      body: [
        'We set no cookies of our own. The site keeps in your browser\'s local storage: your login token, your visitor id and free credits used, your night mode, exam type, audio volume and currency choice, and which hints you have seen. For the current visit only, it remembers that your microphone check passed.',
        'On the checkout page only, Stripe\'s payment form is loaded from Stripe, which may set its own cookies to prevent fraud.',
      ],
    },
    {
      id: 'processors',
      heading: '5. Who processes data for us',
      body: [
        {
          list: [
            'Amazon Web Services: hosting, the database, file storage (recordings, pictures, scorecards), sending email and speech recognition.',
            'Stripe: payments. Stripe receives your payment details directly and keeps them under its own privacy policy.',
            'Adapty: only if you buy in our mobile app, to confirm your app subscription and match it to your account.',
          ],
        },
        'We do not sell your data or share it for advertising. We give it to others only when the law requires us to.',
      ],
    },
    {
      id: 'retention',
      heading: '6. How long we keep it',
      body: [
        {
          list: [
            'Your account, practice history, writings, recordings, mock tests and scorecards: for as long as your account exists (see below for deleting it).',
            'Email links (confirmation, password reset, invitation): valid for {{emailLinkHours}} hour and deleted a week after they expire.',
            'The working records of an AI analysis (the text or recording it analysed and its result): 30 days; your saved writing and scores stay with your account. Parts of recordings recognised while you speak: their recognised words for a day.',
            'Unpaid carts: 30 days. Payment attempts: one year. Completed purchases: kept as accounting records.',
            'A visitor\'s free credit count: one year after it was last used. Counts of login attempts and requests per address: only for their limit\'s time window, from 15 minutes to a day.',
            'Server logs (which never hold passwords, tokens or audio): one month.',
          ],
        },
      ],
    },
    {
      id: 'rights',
      heading: '7. Your choices and rights',
      body: [
        ['You can see and change your name, picture, exam type and settings on ', { text: 'My Profile', to: '/profile' }, ', and delete your account there with your password. Deleting it removes at once your account record and profile picture and frees your email address.'],
        ['Your practice history, writings, recordings and mock tests are then no longer linked to any email address. To have them erased as well, to receive a copy of your data, to correct something or to leave the mailing list, ', { text: 'write to us', to: '/contact-us' }, ' from the email address of your account; we answer within one month. You may also complain to the data protection authority of your country.'],
      ],
    },
    {
      id: 'security',
      heading: '8. Security',
      body: [
        'The site is served over HTTPS only. Passwords are stored as scrypt hashes. Recordings, pictures and scorecards are in private storage, encrypted at rest, reachable only through short-lived links we create for you; an upload link is valid for five minutes. Each login ends your other sessions.',
      ],
    },
    {
      id: 'changes',
      heading: '9. Changes to this policy',
      body: [
        ['If what we store or how we use it changes, we update this page and its date. Questions about your data are welcome on the ', { text: 'contact page', to: '/contact-us' }, '.'],
      ],
    },
  ],
};
