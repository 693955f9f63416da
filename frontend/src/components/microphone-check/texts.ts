import type { BrowserKind } from '@frontend/components/microphone-check/browser-kind';

/** Texts of the microphone check and its problem messages; the denied dialog's title and button are quoted by practice.md §2 and §8. */
export const MICROPHONE_CHECK_TEXTS = {
  title: 'Check your microphone',
  intro: 'Before your first speaking question, make sure we can hear you. Speak normally: the bar should move when you talk.',
  starting: 'Allow the microphone when your browser asks.',
  meter: 'Microphone level',
  meterHint: 'Your voice should reach past the mark.',
  meterValue: (percent: number, heard: boolean) => `${percent}%, ${heard ? 'sound heard' : 'silence'}`,
  recordTest: 'Record a test',
  recordAgain: 'Record again',
  recording: (secondsLeft: number) => `Recording… speak now (${secondsLeft} s)`,
  playbackLabel: 'Your test recording',
  playbackHint: 'Listen to your test recording: is your voice clear and loud enough?',
  nothingHeard: 'We heard nothing in your test. Check that the right microphone is chosen and not muted, then record again.',
  ready: 'My microphone works',
  tryAgain: 'Try again',
  problems: {
    'no-device': {
      title: 'No microphone found',
      body: 'We could not start a microphone. Check that:',
      checks: [
        'a microphone or headset is plugged in, or its Bluetooth is connected;',
        'it is switched on, not muted, and chosen as the input in your system’s sound settings;',
        'no other app, such as a video call, is using it;',
        'your system’s privacy settings allow this browser to use the microphone.',
      ],
      after: 'Then press Try again.',
    },
    insecure: {
      title: 'The microphone needs a secure connection',
      body: 'Browsers allow the microphone only on pages opened over https (or on localhost). Open this site with an address starting with https:// and try again.',
    },
    unsupported: {
      title: 'Your browser cannot record here',
      body: 'Recording needs a current version of Chrome, Edge, Firefox or Safari. Please update your browser or open this site in one of them.',
    },
  },
  denied: {
    title: 'Microphone permission denied',
    intro: 'Speaking questions need your microphone, and your browser is blocking it for this site. To allow it:',
    reload: 'I understand',
    reloadHint: 'The page reloads so that your browser asks again.',
    showHelp: 'How to allow the microphone',
    steps: {
      chromium: [
        'Click the site settings icon at the left of the address bar.',
        'Turn Microphone on (or set it to Allow).',
        'Press I understand to reload the page.',
      ],
      firefox: [
        'Click the crossed-out microphone icon at the left of the address bar.',
        'Next to Use the Microphone, click the × to clear Blocked.',
        'Press I understand to reload the page, and choose Allow when Firefox asks.',
      ],
      safari: [
        'On a Mac, choose Safari › Settings for This Website… in the menu bar. On an iPhone or iPad, tap the page menu (aA) in the address bar, then Website Settings.',
        'Set Microphone to Allow.',
        'Press I understand to reload the page.',
      ],
      other: [
        'Open your browser’s settings for this site, usually from the icon next to the address.',
        'Allow the microphone for this site.',
        'Press I understand to reload the page.',
      ],
    } satisfies Record<BrowserKind, readonly string[]>,
    illustration: {
      chromium: 'The site settings icon at the left of the address bar',
      firefox: 'The crossed-out microphone icon in the address bar',
      safari: 'The Safari menu with Settings for This Website',
      other: 'The site icon at the left of the address bar',
    } satisfies Record<BrowserKind, string>,
    browserName: { chromium: 'Chrome and Edge', firefox: 'Firefox', safari: 'Safari', other: 'your browser' } satisfies Record<BrowserKind, string>,
    stepsHeading: (browser: string) => `In ${browser}:`,
  },
} as const;
