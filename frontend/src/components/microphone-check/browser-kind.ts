/** The browser families whose microphone settings the denied dialog explains. */
export type BrowserKind = 'chromium' | 'firefox' | 'safari' | 'other';

/**
 * The browser family from a user agent: Chrome and Edge share their settings; Safari on a Mac
 * and on an iPhone or iPad; other Chromium browsers (Opera, Samsung Internet) and the other iOS
 * browsers, which keep these settings elsewhere, get the general steps. Example: browserKind(navigator.userAgent).
 */
export function browserKind(userAgent: string): BrowserKind {
  if (/\b(CriOS|FxiOS|EdgiOS|OPiOS)\//.test(userAgent)) return 'other';
  if (/\b(OPR|Opera|SamsungBrowser|YaBrowser|UCBrowser)\//.test(userAgent)) return 'other';
  if (/\bEdg\//.test(userAgent) || /(Chrome|Chromium)\//.test(userAgent)) return 'chromium';
  if (/\bFirefox\//.test(userAgent)) return 'firefox';
  if (/\bVersion\/[\d.]+.*\bSafari\//.test(userAgent)) return 'safari';
  return 'other';
}
