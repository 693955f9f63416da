import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { accountTexts, rateRules } from '@shared/accounts';
import { callerOf, catchMails, freshEmail, storedStudent } from '@test/fixtures/accounts';
import { getUser, takeRate } from '@functions/data';
import { verifyAccessToken } from '@functions/platform/auth';
import { AccountBlockedError, FieldValidationError, OtherSessionError, RateLimitedError } from '@functions/platform/errors';
import { isSameSession, login, renewLatestSession } from './sessions';
import { blockedMessage, throttledMessage, wrongCredentialsMessage } from './texts';

const password = 'correct horse battery';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('login', () => {
  it('starts a new session: a token for the account, its public view without the password hash, and a rotated session token', async () => {
    // Prepare
    const { user } = await storedStudent({ password });

    // Act
    const result = await login({ email: user.email, password }, '198.51.100.1');

    // Assess
    if (!('token' in result)) throw new Error('expected a session');
    expect(result.sessionToken).not.toBe(user.sessionToken);
    expect((await getUser(user.userId))!.sessionToken).toBe(result.sessionToken);
    expect(await verifyAccessToken(result.token)).toEqual({ userId: user.userId, role: 'student', sessionToken: result.sessionToken });
    expect(result.user).toMatchObject({ id: user.userId, email: user.email, firstName: 'Ana' });
    expect(JSON.stringify(result.user)).not.toContain('scrypt');
  });

  it('gives an admin an admin token', async () => {
    const { user } = await storedStudent({ password, platformAccess: 'admin' });

    const result = await login({ email: user.email, password }, '198.51.100.2');

    expect('token' in result && (await verifyAccessToken(result.token)).role).toBe('admin');
  });

  it('refuses a wrong password and an unknown address alike, on the password field', async () => {
    const { user } = await storedStudent({ password });
    const refused = new FieldValidationError({ password: wrongCredentialsMessage });

    await expect(login({ email: user.email, password: 'wrong password' }, '198.51.100.3')).rejects.toEqual(refused);
    await expect(login({ email: freshEmail('nobody'), password }, '198.51.100.3')).rejects.toEqual(refused);
  });

  it('refuses the 6th attempt within 15 minutes, even with the right password, and a success forgets the attempts', async () => {
    // Prepare
    const { user } = await storedStudent({ password });
    for (let attempt = 1; attempt < rateRules.login.limit; attempt += 1) {
      await expect(login({ email: user.email, password: 'wrong password' }, '198.51.100.4')).rejects.toBeInstanceOf(FieldValidationError);
    }

    // Act: the 5th attempt succeeds and forgets the four failures before it.
    await login({ email: user.email, password }, '198.51.100.4');
    for (let attempt = 1; attempt <= rateRules.login.limit; attempt += 1) {
      await expect(login({ email: user.email, password: 'wrong password' }, '198.51.100.4')).rejects.toBeInstanceOf(FieldValidationError);
    }

    // Assess
    await expect(login({ email: user.email, password }, '198.51.100.4')).rejects.toEqual(new RateLimitedError('login', throttledMessage));
    // Ten password checks of 50-150 ms each (scrypt's cost, on purpose): more than the default budget on a busy machine.
  }, 20_000);

  it('refuses every attempt from a client address whose failures reached the limit, whatever the address tried', async () => {
    const { user } = await storedStudent({ password });
    const clientAddress = '198.51.100.5';
    for (let failure = 0; failure < rateRules.loginFailuresFromAddress.limit; failure += 1) await takeRate('loginFailuresFromAddress', clientAddress, rateRules.loginFailuresFromAddress);

    await expect(login({ email: user.email, password }, clientAddress)).rejects.toBeInstanceOf(RateLimitedError);
    await expect(login({ email: user.email, password }, '198.51.100.6')).resolves.toHaveProperty('token');
  });

  it('refuses a blocked account after checking its password', async () => {
    const { user } = await storedStudent({ password, stepsDone: ['did_verify_email', 'access_blocked'] });

    await expect(login({ email: user.email, password }, '198.51.100.7')).rejects.toEqual(new AccountBlockedError(user.userId, blockedMessage));
  });

  it('answers the other outcome for an unverified address and mails a verification link, only once while it is valid', async () => {
    // Prepare
    const { user } = await storedStudent({ password, stepsDone: ['did_send_verify_email'] });
    const mails = catchMails();

    // Act
    const first = await login({ email: user.email, password }, '198.51.100.8');
    const second = await login({ email: user.email, password }, '198.51.100.8');

    // Assess
    expect(first).toEqual({ notVerified: { error: accountTexts.emailNotVerified, email: user.email } });
    expect(second).toEqual(first);
    expect(mails.map((mail) => mail.to)).toEqual([user.email]);
    expect((await getUser(user.userId))!.sessionToken).toBe(user.sessionToken);
  });
});

describe('isSameSession', () => {
  it('is true for the current session and false once the account logged in elsewhere', async () => {
    const { user } = await storedStudent({ password });
    await login({ email: user.email, password }, '198.51.100.9');
    const here = await callerOf(user.userId);

    expect(await isSameSession(here)).toBe(true);
    await login({ email: user.email, password }, '198.51.100.10');
    expect(await isSameSession(here)).toBe(false);
  });
});

describe('renewLatestSession', () => {
  const day = 24 * 60 * 60 * 1000;

  it('gives the latest session a token of the same session for 7 days more: a student back on day 6 stays signed in until day 13', async () => {
    // Prepare
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 0, 1) });
    const { user } = await storedStudent({ password });
    const started = await login({ email: user.email, password }, '198.51.100.11');
    if (!('token' in started)) throw new Error('expected a session');
    vi.setSystemTime(Date.UTC(2026, 0, 7));

    // Act
    const renewed = await renewLatestSession(await verifyAccessToken(started.token));

    // Assess
    expect(renewed.sessionToken).toBe(started.sessionToken);
    expect(await verifyAccessToken(renewed.token)).toEqual({ userId: user.userId, role: 'student', sessionToken: started.sessionToken });
    expect(decodeJwt(started.token).exp! * 1000).toBe(Date.UTC(2026, 0, 1) + 7 * day);
    expect(decodeJwt(renewed.token).exp! * 1000).toBe(Date.UTC(2026, 0, 7) + 7 * day);
    expect((await getUser(user.userId))!.sessionToken).toBe(started.sessionToken);
  });

  it('keeps an admin an admin', async () => {
    const { user, caller } = await storedStudent({ platformAccess: 'admin' });

    const renewed = await renewLatestSession(caller);

    expect((await verifyAccessToken(renewed.token)).role).toBe('admin');
    expect(renewed.sessionToken).toBe(user.sessionToken);
  });

  it('refuses a session that a login elsewhere replaced, so a replaced device cannot outlive its token', async () => {
    const { user } = await storedStudent({ password });
    await login({ email: user.email, password }, '198.51.100.12');
    const laptop = await callerOf(user.userId);
    await login({ email: user.email, password }, '198.51.100.12');

    await expect(renewLatestSession(laptop)).rejects.toEqual(new OtherSessionError(user.userId, accountTexts.otherSession));
  });

  it('refuses a blocked student', async () => {
    const { user, caller } = await storedStudent({ stepsDone: ['did_verify_email', 'access_blocked'] });

    await expect(renewLatestSession(caller)).rejects.toEqual(new AccountBlockedError(user.userId, blockedMessage));
  });
});
