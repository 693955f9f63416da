import '@frontend/components/onboarding-hint/onboarding-hint.css';
import { useState } from 'react';

function wasClicked(storageKey: string): boolean {
  try {
    return window.localStorage.getItem(storageKey) === 'true';
  } catch {
    return false;
  }
}

export interface OnboardingHintProps {
  /** What the hint opens, for screen readers and the tooltip (e.g. 'How practice works'). */
  label: string;
  /** Browser storage key remembering the first click, so the icon stops pulsing for good. */
  storageKey: string;
  onClick: () => void;
}

/** The pulsing onboarding hint icon (platform.md §2): it pulses until it is clicked once. */
export function OnboardingHint({ label, storageKey, onClick }: OnboardingHintProps) {
  const [clicked, setClicked] = useState(() => wasClicked(storageKey));
  return (
    <button
      type="button"
      className="pte-hint"
      data-pulsing={!clicked}
      aria-label={label}
      title={label}
      aria-haspopup="dialog"
      onClick={() => {
        if (!clicked) {
          setClicked(true);
          try {
            window.localStorage.setItem(storageKey, 'true');
          } catch {
            // Blocked storage: it pulses again on the next visit.
          }
        }
        onClick();
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 15.5a1.25 1.25 0 1 1 0-2.5 1.25 1.25 0 0 1 0 2.5Zm1.2-5.1v.6h-2.4v-1c0-1.3.9-1.9 1.6-2.4.6-.4.9-.7.9-1.2 0-.6-.5-1.1-1.3-1.1-.8 0-1.4.5-1.5 1.3L8.2 8.3C8.4 6.4 10 5.2 12 5.2c2.2 0 3.7 1.3 3.7 3.1 0 1.5-1 2.2-1.7 2.7-.5.4-.8.6-.8 1.4Z"
        />
      </svg>
    </button>
  );
}
