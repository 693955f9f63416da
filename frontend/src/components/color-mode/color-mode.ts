export type ColorMode = 'light' | 'dark';

/**
 * Browser-storage key of the visitor's night-mode choice (spec §6: night mode
 * is kept in browser storage). The value is 'true' or 'false', like the
 * account's isNightMode flag, so the two can be reconciled when accounts arrive.
 */
export const NIGHT_MODE_STORAGE_KEY = 'pte.nightMode';

export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

/** Reads a stored choice; anything but 'true' or 'false' counts as no choice. */
export function parseStoredNightMode(raw: string | null): boolean | undefined {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return undefined;
}

/**
 * The visitor's explicit choice wins; without one the system scheme decides.
 * Example: resolveColorMode(null, true) === 'dark'.
 */
export function resolveColorMode(storedRaw: string | null, systemPrefersDark: boolean): ColorMode {
  const nightMode = parseStoredNightMode(storedRaw) ?? systemPrefersDark;
  return nightMode ? 'dark' : 'light';
}
