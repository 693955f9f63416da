import { useSyncExternalStore } from 'react';

/** Browser session storage: a passed check lasts for the visit (the tab), not for good. */
export const MICROPHONE_CHECKED_STORAGE_KEY = 'pte.microphoneChecked';

const listeners = new Set<() => void>();
// Blocked storage: the check is remembered in memory for this page.
let checkedInMemory = false;

function readChecked(): boolean {
  try {
    return checkedInMemory || window.sessionStorage.getItem(MICROPHONE_CHECKED_STORAGE_KEY) === 'true';
  } catch {
    return checkedInMemory;
  }
}

/** Remembers that the student passed the microphone check in this visit. */
export function markMicrophoneChecked(): void {
  checkedInMemory = true;
  try {
    window.sessionStorage.setItem(MICROPHONE_CHECKED_STORAGE_KEY, 'true');
  } catch {
    // See checkedInMemory.
  }
  listeners.forEach((listener) => listener());
}

/** Forgets the check (tests, and a screen that wants it again). */
export function resetMicrophoneChecked(): void {
  checkedInMemory = false;
  try {
    window.sessionStorage.removeItem(MICROPHONE_CHECKED_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether the microphone check was passed in this visit; a speaking screen shows
 * <MicrophoneCheck> before its first item while this is false, and re-renders when it passes.
 */
export function useMicrophoneChecked(): boolean {
  return useSyncExternalStore(subscribe, readChecked, () => false);
}
