import { ThemeProvider } from '@aws-amplify/ui-react';
import { accountTexts } from '@shared/accounts';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { InitialEntry } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessGuard } from '@frontend/app/session/access-guard';
import { multiAccountNotice } from '@frontend/app/session/logout-notice';
import { session } from '@frontend/app/session/session-store';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { AuthPage } from '@frontend/features/accounts/auth-page';
import { studentOf } from '@test/fixtures/student';
import { refusal, stubApi } from '@test/fixtures/stub-api';

afterEach(() => {
  cleanup();
  session.logout({ navigateTo: null });
  for (const shown of snackbar.snapshot()) snackbar.dismiss(shown.id);
  vi.unstubAllGlobals();
  localStorage.clear();
});

// A token whose payload expires in an hour (the session drops expired tokens at start).
const token = `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).replaceAll('=', '')}.sig`;

/** The app's guards around a protected page and the login page, started at `entry`, with the session navigating through this router. */
function renderApp(entry: InitialEntry) {
  const router = createMemoryRouter(
    [
      { element: <AccessGuard access="user" />, children: [{ path: '/dashboard', element: <p>Dashboard</p> }] },
      { element: <AccessGuard access="guest" />, children: [{ path: '/login', element: <AuthPage /> }] },
    ],
    { initialEntries: [entry] },
  );
  session.start({ navigate: (to, state) => router.navigate(to, { state }) });
  render(
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return router;
}

/** A signed-in student on the dashboard whose next call the server refuses with 401 and `message`. */
async function refusedOnTheDashboard(message: string) {
  stubApi({ '/api/users/retrieveUser': () => refusal(401, message) });
  const router = renderApp('/dashboard');
  act(() => session.signIn({ token, user: studentOf() }));
  await screen.findByText('Dashboard');
  await act(() => session.refreshUser());
  return router;
}

describe('the logout notice', () => {
  it('tells a blocked student on the login page why they were logged out, after any snackbar has cleared', async () => {
    // Act
    const router = await refusedOnTheDashboard(accountTexts.accessBlocked);
    for (const shown of snackbar.snapshot()) act(() => snackbar.dismiss(shown.id));

    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
    expect(session.get().status).toBe('visitor');
    expect((await screen.findByRole('alert')).textContent).toBe(accountTexts.accessBlocked);
    expect(screen.getByRole('form', { name: 'Log in' })).toBeTruthy();
  });

  it("says 'Other session detected!' when a login elsewhere replaced the session", async () => {
    const router = await refusedOnTheDashboard(accountTexts.otherSession);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((await screen.findByRole('alert')).textContent).toBe('Other session detected!');
  });

  it('says nothing for a token that merely expired', async () => {
    const router = await refusedOnTheDashboard('Your session has expired. Please log in again.');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await screen.findByRole('form', { name: 'Log in' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is shown for that arrival only: again after a reload, not on a later visit to login', async () => {
    // Prepare: the login page as the logout left it, reloaded (its history entry keeps the notice)
    const router = renderApp({ pathname: '/login', state: { logoutNotice: multiAccountNotice } });
    expect((await screen.findByRole('alert')).textContent).toBe('Other session detected!');

    // Act
    await act(() => router.navigate('/login'));

    // Assess
    await screen.findByRole('form', { name: 'Log in' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
