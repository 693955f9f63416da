import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@frontend/app/session/session-store';
import { snackbar } from '@frontend/components/snackbar/snackbar-store';
import { AuthPage } from '@frontend/features/accounts/auth-page';
import { renderAt } from '@test/fixtures/question-screen';
import { studentOf } from '@test/fixtures/student';
import { stubApi } from '@test/fixtures/stub-api';

afterEach(() => {
  cleanup();
  session.logout({ navigateTo: null });
  for (const shown of snackbar.snapshot()) snackbar.dismiss(shown.id);
  vi.unstubAllGlobals();
  localStorage.clear();
});

const EMAIL = 'ana@pte.test';
const PASSWORD = 'correct horse 42';

async function fill(form: HTMLElement, values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) await user.type(within(form).getByLabelText(label, { exact: false, selector: 'input' }), value);
  return user;
}

describe('AuthPage', () => {
  it('logs in: the session starts with the token and user the server gave', async () => {
    // Prepare
    const user = studentOf({ email: EMAIL });
    const calls = stubApi({ '/api/users/loginStudent': () => ({ body: { token: 'token-1', user, sessionToken: 'session-1' } }) });
    renderAt(<AuthPage />, { path: '/login', pattern: '/login' });
    const form = screen.getByRole('form', { name: 'Log in' });

    // Act
    const typist = await fill(form, { Email: EMAIL, Password: PASSWORD });
    await typist.click(within(form).getByRole('button', { name: 'Log in' }));

    // Assess
    await vi.waitFor(() => expect(session.get()).toEqual({ status: 'signedIn', token: 'token-1', user }));
    expect(calls).toEqual([{ path: '/api/users/loginStudent', method: 'POST', body: { email: EMAIL, password: PASSWORD } }]);
  });

  it('asks to confirm the e-mail first when the server answers 201, without starting a session', async () => {
    // Prepare
    stubApi({ '/api/users/loginStudent': () => ({ status: 201, body: { error: 'Check your inbox and confirm your email first!', email: EMAIL } }) });
    renderAt(<AuthPage />, { path: '/login', pattern: '/login' });
    const form = screen.getByRole('form', { name: 'Log in' });

    // Act
    const typist = await fill(form, { Email: EMAIL, Password: PASSWORD });
    await typist.click(within(form).getByRole('button', { name: 'Log in' }));

    // Assess
    expect(await screen.findByText('Check your email inbox!')).toBeTruthy();
    expect(screen.getByText(new RegExp(`We sent a confirmation link to ${EMAIL}`))).toBeTruthy();
    expect(session.get().status).toBe('visitor');
    expect(snackbar.snapshot().map((shown) => shown.kind)).toContain('emailNotVerified');
  });

  it('registers, asks the server date, then logs in, in that order', async () => {
    // Prepare
    const user = studentOf({ email: EMAIL, firstName: 'Ana' });
    const calls = stubApi({
      '/api/users/registerUser': () => ({ body: { email: EMAIL } }),
      '/api/settings/getDateNow': () => ({ body: { dateNow: Date.now() } }),
      '/api/users/loginStudent': () => ({ body: { token: 'token-2', user, sessionToken: 'session-2' } }),
    });
    renderAt(<AuthPage />, { path: '/register', pattern: '/register' });
    const form = screen.getByRole('form', { name: 'Sign up' });

    // Act
    const typist = await fill(form, { 'First name': 'Ana', Email: EMAIL, Password: PASSWORD });
    await typist.click(within(form).getByRole('button', { name: 'Create account' }));

    // Assess
    await vi.waitFor(() => expect(session.get().status).toBe('signedIn'));
    expect(calls.map((call) => call.path)).toEqual(['/api/users/registerUser', '/api/settings/getDateNow', '/api/users/loginStudent']);
  });

  it('after a sign-up from a share link sends its referralId and says to check the inbox once: the panel, no warning snackbar', async () => {
    // Prepare
    const calls = stubApi({
      '/api/users/registerUser': () => ({ body: { email: EMAIL } }),
      '/api/settings/getDateNow': () => ({ body: { dateNow: Date.now() } }),
      '/api/users/loginStudent': () => ({ status: 201, body: { error: 'Check your inbox and confirm your email first!', email: EMAIL } }),
    });
    renderAt(<AuthPage />, { path: '/register?referralId=abcdefghij', pattern: '/register' });
    const form = screen.getByRole('form', { name: 'Sign up' });

    // Act
    const typist = await fill(form, { Email: EMAIL, Password: PASSWORD });
    await typist.click(within(form).getByRole('button', { name: 'Create account' }));

    // Assess
    expect(await screen.findByText('Check your email inbox!')).toBeTruthy();
    expect(snackbar.snapshot().map((shown) => shown.kind)).not.toContain('emailNotVerified');
    expect(calls.find((call) => call.path === '/api/users/registerUser')?.body).toMatchObject({ referralId: 'abcdefghij' });
  });

  it('shows the server’s field errors on the fields', async () => {
    // Prepare
    stubApi({ '/api/users/loginStudent': () => ({ status: 400, body: { errors: { password: 'Wrong email or password.' } } }) });
    renderAt(<AuthPage />, { path: '/login', pattern: '/login' });
    const form = screen.getByRole('form', { name: 'Log in' });

    // Act
    const typist = await fill(form, { Email: EMAIL, Password: PASSWORD });
    await typist.click(within(form).getByRole('button', { name: 'Log in' }));

    // Assess
    expect(await within(form).findByText('Wrong email or password.')).toBeTruthy();
    expect(session.get().status).toBe('visitor');
  });
});
