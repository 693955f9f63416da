import { useSyncExternalStore } from 'react';

/**
 * The developer toggles of platform.md §6 and practice.md §6, on local and test hosts only:
 * quick mock mode (a 4-second speaking wait) and super quick mode (question audio cut to 5 s).
 */
export interface DevModes {
  quickMock: boolean;
  superQuick: boolean;
}

/** Browser storage of the toggles. */
export const DEV_MODES_STORAGE_KEY = 'pte.devModes';

/** Super quick mode: the question's player reports its end after this many seconds. */
export const superQuickAudioSeconds = 5;

const off: DevModes = { quickMock: false, superQuick: false };

/** Local and test hosts: localhost, 127.0.0.1, *.local and *.test. */
export function isDeveloperHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname.endsWith('.local') || hostname.endsWith('.test');
}

function read(): DevModes {
  try {
    const stored = JSON.parse(window.localStorage.getItem(DEV_MODES_STORAGE_KEY) ?? 'null') as Partial<DevModes> | null;
    return { quickMock: stored?.quickMock === true, superQuick: stored?.superQuick === true };
  } catch {
    return off;
  }
}

let current: DevModes | undefined;
const listeners = new Set<() => void>();

const devModeStore = {
  get(): DevModes {
    current ??= read();
    return current;
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Sets one toggle and keeps it in browser storage. */
export function setDevMode(name: keyof DevModes, on: boolean): void {
  current = { ...devModeStore.get(), [name]: on };
  try {
    window.localStorage.setItem(DEV_MODES_STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Blocked storage: the toggle lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

/** The toggles in effect: both off except on a developer host. */
export function useDevModes(): DevModes & { available: boolean } {
  const modes = useSyncExternalStore(devModeStore.subscribe, devModeStore.get, () => off);
  const available = isDeveloperHost(window.location.hostname);
  return available ? { ...modes, available } : { ...off, available };
}
