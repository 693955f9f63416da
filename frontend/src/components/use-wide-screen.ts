import { useSyncExternalStore } from 'react';
import { WIDE_SCREEN_MIN_WIDTH_PX } from '@frontend/components/layout';

const query = `(min-width: ${WIDE_SCREEN_MIN_WIDTH_PX}px)`;

/** Whether the window is at least the wide-screen breakpoint now (900 px): mock tests need it. */
export function isWideScreen(): boolean {
  return window.matchMedia(query).matches;
}

function subscribe(listener: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

/** isWideScreen, kept up to date as the window is resized. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWideScreen, () => true);
}
