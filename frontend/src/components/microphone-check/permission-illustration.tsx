import type { ReactNode } from 'react';
import type { BrowserKind } from '@frontend/components/microphone-check/browser-kind';
import { MICROPHONE_CHECK_TEXTS as T } from '@frontend/components/microphone-check/texts';

// Drawn rather than a screenshot: it stays sharp, follows the colour mode through the CSS
// classes (Amplify tokens), and weighs nothing. Icon centre in the address bar: (64, 36).

function AddressBar({ children }: { children: ReactNode }) {
  return (
    <>
      <rect className="pte-mic-art__frame" x="2" y="6" width="316" height="60" rx="10" />
      <circle className="pte-mic-art__muted" cx="20" cy="36" r="4" />
      <rect className="pte-mic-art__field" x="38" y="18" width="272" height="36" rx="18" />
      <rect className="pte-mic-art__muted" x="88" y="32" width="150" height="8" rx="4" />
      <circle className="pte-mic-art__ring" cx="64" cy="36" r="14" />
      <g className="pte-mic-art__icon">{children}</g>
      {/* The pointer, clicking the icon. */}
      <path className="pte-mic-art__pointer" d="M70 42 l0 17 l4.5 -4.5 l3.5 7 l3 -1.5 l-3.5 -7 l6.5 0 z" />
    </>
  );
}

function SafariMenu() {
  return (
    <>
      <rect className="pte-mic-art__frame" x="2" y="4" width="316" height="22" rx="4" />
      <rect className="pte-mic-art__highlight" x="30" y="6" width="50" height="18" rx="4" />
      <text className="pte-mic-art__text pte-mic-art__text--on-highlight pte-mic-art__text--bold" x="38" y="19">
        Safari
      </text>
      <text className="pte-mic-art__text" x="96" y="19">
        File
      </text>
      <text className="pte-mic-art__text" x="128" y="19">
        Edit
      </text>
      <text className="pte-mic-art__text" x="162" y="19">
        View
      </text>
      <rect className="pte-mic-art__field" x="30" y="28" width="210" height="40" rx="6" />
      <text className="pte-mic-art__muted-text" x="42" y="44">
        Settings…
      </text>
      <rect className="pte-mic-art__highlight" x="34" y="49" width="202" height="16" rx="3" />
      <text className="pte-mic-art__text pte-mic-art__text--on-highlight" x="42" y="61">
        Settings for This Website…
      </text>
    </>
  );
}

const icons: Record<Exclude<BrowserKind, 'safari'>, ReactNode> = {
  // Chrome's and Edge's site settings ("tune") icon.
  chromium: (
    <>
      <path d="M55 31h18M55 41h18" strokeWidth="2" />
      <circle cx="60" cy="31" r="3" strokeWidth="2" className="pte-mic-art__knob" />
      <circle cx="68" cy="41" r="3" strokeWidth="2" className="pte-mic-art__knob" />
    </>
  ),
  // Firefox's blocked microphone.
  firefox: (
    <>
      <rect x="60" y="26" width="8" height="13" rx="4" strokeWidth="2" />
      <path d="M56 35a8 8 0 0 0 16 0M64 43v4" strokeWidth="2" />
      <path className="pte-mic-art__slash" d="M55 27l18 19" strokeWidth="2.5" />
    </>
  ),
  other: (
    <>
      <rect x="57" y="34" width="14" height="11" rx="2" strokeWidth="2" />
      <path d="M60 34v-3a4 4 0 0 1 8 0v3" strokeWidth="2" />
    </>
  ),
};

/** Where to click in this browser to reach the microphone permission, as a small drawing. */
export function PermissionIllustration({ browser }: { browser: BrowserKind }) {
  return (
    <svg className="pte-mic-art" viewBox="0 0 320 72" role="img" aria-label={T.denied.illustration[browser]} focusable="false">
      {browser === 'safari' ? <SafariMenu /> : <AddressBar>{icons[browser]}</AddressBar>}
    </svg>
  );
}
