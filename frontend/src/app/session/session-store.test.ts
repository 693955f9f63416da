// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session, SESSION_STORAGE_KEYS } from '@frontend/app/session/session-store';
import { studentOf } from '@test/fixtures/student';
import { stubApi } from '@test/fixtures/stub-api';

afterEach(() => {
  session.logout({ navigateTo: null });
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** A token whose payload expires in an hour (the session drops expired tokens at start), told apart by `name`. */
const tokenNamed = (name: string) => `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600, name })).replaceAll('=', '')}.sig`;

function storeSession(token: string) {
  localStorage.setItem(SESSION_STORAGE_KEYS.token, token);
  localStorage.setItem(SESSION_STORAGE_KEYS.user, JSON.stringify(studentOf()));
  localStorage.setItem(SESSION_STORAGE_KEYS.sessionToken, 'session-1');
}

describe('session.start', () => {
  it('renews a stored session once the server confirmed it, and keeps the new token for the next load', async () => {
    // Prepare
    storeSession(tokenNamed('first login'));
    const renewed = tokenNamed('renewed');
    const calls = stubApi({
      '/api/users/retrieveUser': () => ({ body: { user: studentOf() } }),
      '/api/users/updateLatestSession': () => ({ body: { token: renewed, sessionToken: 'session-1' } }),
    });

    // Act
    session.start({ navigate: vi.fn() });

    // Assess
    await vi.waitFor(() => expect(session.get()).toMatchObject({ status: 'signedIn', token: renewed }));
    expect(calls.map((call) => call.path)).toEqual(['/api/users/retrieveUser', '/api/users/updateLatestSession']);
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.token)).toBe(renewed);
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.sessionToken)).toBe('session-1');
  });

  it('keeps nothing of a renewal that comes back after the student logged out', async () => {
    // Prepare: the student logs out while the renewal is on its way
    storeSession(tokenNamed('first login'));
    const calls = stubApi({
      '/api/users/retrieveUser': () => ({ body: { user: studentOf() } }),
      '/api/users/updateLatestSession': () => {
        session.logout({ navigateTo: null });
        return { body: { token: tokenNamed('renewed'), sessionToken: 'session-1' } };
      },
    });

    // Act
    session.start({ navigate: vi.fn() });
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));

    // Assess
    expect(session.get()).toEqual({ status: 'visitor' });
    expect(localStorage.getItem(SESSION_STORAGE_KEYS.token)).toBeNull();
  });

  it('does not renew the session a login has just started', async () => {
    const calls = stubApi({});
    session.start({ navigate: vi.fn() });

    session.signIn({ token: tokenNamed('login'), user: studentOf(), sessionToken: 'session-2' });
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(calls).toEqual([]);
  });
});
