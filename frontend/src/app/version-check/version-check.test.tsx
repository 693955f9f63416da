import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { session } from '@frontend/app/session/session-store';
import { VersionCheck } from '@frontend/app/version-check/version-check';
import { renderAt } from '@test/fixtures/question-screen';
import { studentOf } from '@test/fixtures/student';
import { stubApi } from '@test/fixtures/stub-api';

// A token whose payload expires in an hour (the session drops expired tokens at start).
const token = `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).replaceAll('=', '')}.sig`;

let reload: Mock<() => void>;

beforeEach(() => {
  // This build is 1.0.0; the server's APP_VERSION is 1.1.0.
  vi.stubEnv('VITE_APP_VERSION', '1.0.0');
  reload = vi.fn<() => void>();
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
  session.start({ navigate: vi.fn() });
});

afterEach(() => {
  cleanup();
  session.logout({ navigateTo: null });
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

/** The server's answers, with the reload recorded among the calls to show their order. */
function serverAt(version: string) {
  const calls = stubApi({
    '/api/users/checkAppVersion': () => ({ body: { APP_VERSION: version } }),
    '/api/users/updateAppVersion': (body) => ({ body: { user: studentOf({ version: String(body.version) }) } }),
  });
  reload.mockImplementation(() => calls.push({ path: 'reload', method: '', body: {} }));
  return calls;
}

const dialog = () => screen.findByRole('alertdialog', { name: 'New features available' });

describe('VersionCheck', () => {
  it('records the version on the account, then reloads, and does not ask again for that version', async () => {
    // Prepare
    const calls = serverAt('1.1.0');
    session.signIn({ token, user: studentOf() });
    renderAt(<VersionCheck />, { path: '/dashboard' });

    // Act
    await userEvent.setup().click(within(await dialog()).getByRole('button', { name: 'Update' }));

    // Assess: the server stores the version the student now runs, before the reload
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(calls.filter((call) => call.path !== '/api/users/checkAppVersion')).toEqual([
      { path: '/api/users/updateAppVersion', method: 'POST', body: { version: '1.1.0' } },
      { path: 'reload', method: '', body: {} },
    ]);
    expect(session.get()).toMatchObject({ status: 'signedIn', user: { version: '1.1.0' } });

    // Assess: a reload that still serves build 1.0.0, in a new tab (nothing in its storage), asks no more
    cleanup();
    sessionStorage.clear();
    renderAt(<VersionCheck />, { path: '/dashboard' });
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/users/checkAppVersion')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks again when the server moves on to a newer version', async () => {
    serverAt('1.2.0');
    session.signIn({ token, user: studentOf({ version: '1.1.0' }) });
    renderAt(<VersionCheck />, { path: '/dashboard' });

    expect(await dialog()).toBeTruthy();
  });

  it('reloads a visitor without recording anything, and this tab asks no more', async () => {
    // Prepare
    const calls = serverAt('1.1.0');
    renderAt(<VersionCheck />, { path: '/' });

    // Act
    await userEvent.setup().click(within(await dialog()).getByRole('button', { name: 'Update' }));

    // Assess
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(calls.map((call) => call.path)).toEqual(['/api/users/checkAppVersion', 'reload']);
    cleanup();
    renderAt(<VersionCheck />, { path: '/' });
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/users/checkAppVersion')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
