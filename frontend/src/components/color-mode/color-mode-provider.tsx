import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { NIGHT_MODE_STORAGE_KEY, PREFERS_DARK_QUERY, resolveColorMode } from './color-mode';
import type { ColorMode } from './color-mode';

interface ColorModeState {
  colorMode: ColorMode;
  toggleColorMode: () => void;
}

/**
 * A signed-in user's night mode, which lives on the account instead of in browser storage
 * (spec §6): whether it is night now, and how to flip the stored flag.
 */
export interface AccountNightMode {
  nightMode: boolean;
  toggle: () => void;
}

const ColorModeContext = createContext<ColorModeState | null>(null);

// Storage can throw (blocked cookies, some private modes); the choice then
// lasts for the visit only, which is better than a broken page.
function readStored(): string | null {
  try {
    return window.localStorage.getItem(NIGHT_MODE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStored(nightMode: boolean): void {
  try {
    window.localStorage.setItem(NIGHT_MODE_STORAGE_KEY, String(nightMode));
  } catch {
    // See readStored.
  }
}

function subscribeToSystemScheme(onChange: () => void): () => void {
  const query = window.matchMedia(PREFERS_DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const systemPrefersDark = () => window.matchMedia(PREFERS_DARK_QUERY).matches;

/** Visitors' night mode follows browser storage (or the system); `account`, when given, wins. */
export function ColorModeProvider({ children, account }: { children: ReactNode; account?: AccountNightMode }) {
  const [stored, setStored] = useState<string | null>(readStored);
  const prefersDark = useSyncExternalStore(subscribeToSystemScheme, systemPrefersDark, () => false);
  const visitorMode = resolveColorMode(stored, prefersDark);
  const colorMode: ColorMode = account ? (account.nightMode ? 'dark' : 'light') : visitorMode;

  // Another tab's toggle should not leave this one in the other mode.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === NIGHT_MODE_STORAGE_KEY || event.key === null) setStored(readStored());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Before paint, so native controls, scroll bars and the overscroll area
  // never show the other scheme for a frame.
  useLayoutEffect(() => {
    document.documentElement.style.colorScheme = colorMode;
    document.documentElement.dataset.colorMode = colorMode;
  }, [colorMode]);

  const accountToggle = account?.toggle;
  const toggleColorMode = useCallback(() => {
    if (accountToggle) return accountToggle();
    const nightMode = visitorMode !== 'dark';
    writeStored(nightMode);
    setStored(String(nightMode));
  }, [visitorMode, accountToggle]);

  const value = useMemo(() => ({ colorMode, toggleColorMode }), [colorMode, toggleColorMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeState {
  const state = useContext(ColorModeContext);
  if (!state) throw new Error('useColorMode must be used inside ColorModeProvider');
  return state;
}
