import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { multiAccountNotice } from '@frontend/app/session/logout-notice';
import { session } from '@frontend/app/session/session-store';
import { useMultiAccountCheck } from '@frontend/app/session/use-multi-account-check';
import { studentOf } from '@test/fixtures/student';
import { stubApi } from '@test/fixtures/stub-api';

function Page() {
  useMultiAccountCheck();
  return null;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

// A token whose payload expires in an hour (the session drops expired tokens at start).
const token = `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).replaceAll('=', '')}.sig`;

describe('useMultiAccountCheck', () => {
  it.each([
    [false, 'visitor', true],
    [true, 'signedIn', false],
  ])('when isSameSession is %s the session ends up %s', async (isSameSession, status, warned) => {
    const user = studentOf();
    const navigate = vi.fn();
    stubApi({
      '/api/users/retrieveUser': () => ({ body: { user } }),
      '/api/users/verifyMultiAccount': () => ({ body: { isSameSession } }),
    });
    session.start({ navigate });
    session.signIn({ token, user });
    render(<Page />);
    await waitFor(() => expect(session.get().status).toBe(status));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(session.get().status).toBe(status);
    // The login page says why: the notice travels in its history entry.
    if (warned) expect(navigate).toHaveBeenCalledWith('/login', { logoutNotice: multiAccountNotice });
    else expect(navigate).not.toHaveBeenCalled();
    session.logout({ navigateTo: null });
  });
});
