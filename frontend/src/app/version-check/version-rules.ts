/** Whether a path is a mock test or practice screen, where nothing may interrupt the student. */
function isTestScreen(pathname: string): boolean {
  const path = pathname.toLowerCase();
  const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  return under('/mock-test') || under('/practice') || under('/exercise') || under('/desktop-only');
}

/**
 * Whether the 'New features available' dialog shows (spec §4 Version check): the server's
 * APP_VERSION is known and differs from this build's, the student did not already update to it
 * (`updatedTo`: the version their account records, users/updateAppVersion, and this tab's last
 * update; a reload that still serves the old build would otherwise ask forever), and the page is
 * not a mock test or practice screen.
 * Example: showsVersionUpdate({ serverVersion: '1.1.0', buildVersion: '1.0.0', pathname: '/dashboard' }) === true.
 */
export function showsVersionUpdate({ serverVersion, buildVersion, pathname, updatedTo = [] }: { serverVersion: string | undefined; buildVersion: string | undefined; pathname: string; updatedTo?: readonly (string | null | undefined)[] }): boolean {
  if (!serverVersion || !buildVersion || serverVersion === buildVersion) return false;
  if (updatedTo.includes(serverVersion)) return false;
  return !isTestScreen(pathname);
}
