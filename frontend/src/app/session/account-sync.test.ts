// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_SYNC_KEY, syncAccount } from '@frontend/app/session/account-sync';
import { session } from '@frontend/app/session/session-store';
import { studentOf } from '@test/fixtures/student';
import { stubApi } from '@test/fixtures/stub-api';

const NOW = Date.UTC(2026, 2, 3);
const day = 24 * 60 * 60 * 1000;

afterEach(() => {
  session.logout({ navigateTo: null });
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('syncAccount', () => {
  it('resets a free user’s credits once per session and keeps the server’s user', async () => {
    // Prepare
    session.signIn({ token: 'token', user: studentOf({ speakingCredits: 3 }) });
    const calls = stubApi({
      '/api/settings/getDateNow': () => ({ body: { dateNow: NOW } }),
      '/api/users/resetCredits': () => ({ body: { user: studentOf({ speakingCredits: 20 }), reset: true } }),
    });

    // Act
    await syncAccount();
    await syncAccount();

    // Assess
    expect(calls.map((call) => call.path)).toEqual(['/api/settings/getDateNow', '/api/users/resetCredits']);
    expect(session.get()).toMatchObject({ status: 'signedIn', user: { speakingCredits: 20 } });
    expect(sessionStorage.getItem(ACCOUNT_SYNC_KEY)).toBe('user-1');
  });

  it('syncs the mobile subscription of a user with a mobile id when the server date is known', async () => {
    // Prepare
    session.signIn({ token: 'token', user: studentOf({ adaptyId: 'adapty-1' }) });
    const calls = stubApi({
      '/api/settings/getDateNow': () => ({ body: { dateNow: NOW } }),
      '/api/users/syncMobile': () => ({ body: { user: studentOf({ adaptyId: 'adapty-1', currentPlan: 'package_silver', paidExpiryTime: NOW + day }), synced: true } }),
    });

    // Act
    await syncAccount();

    // Assess
    expect(calls.map((call) => call.path)).toEqual(['/api/settings/getDateNow', '/api/users/syncMobile']);
    expect(session.get()).toMatchObject({ user: { currentPlan: 'package_silver' } });
  });

  it('leaves a paid user as they are, judged by the server date', async () => {
    // Prepare: paid until a day after the server's date, whatever this machine's clock says.
    session.signIn({ token: 'token', user: studentOf({ currentPlan: 'package_bronze', paidExpiryTime: NOW + day }) });
    const calls = stubApi({ '/api/settings/getDateNow': () => ({ body: { dateNow: NOW } }) });

    // Act
    await syncAccount();

    // Assess
    expect(calls.map((call) => call.path)).toEqual(['/api/settings/getDateNow']);
  });

  it('tries again in a later session when the sync failed', async () => {
    // Prepare
    session.signIn({ token: 'token', user: studentOf() });
    stubApi({ '/api/settings/getDateNow': () => ({ body: { dateNow: NOW } }) });

    // Act: resetCredits is not stubbed, so it fails.
    await syncAccount();

    // Assess
    expect(sessionStorage.getItem(ACCOUNT_SYNC_KEY)).toBeNull();
  });
});
