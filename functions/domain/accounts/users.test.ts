import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { demoMockCredits, startingCredits } from '@shared/accounts';
import { storedStudent } from '@test/fixtures/accounts';
import { blobs } from '@functions/adapters/blobs';
import { getEmailOwner, getUser } from '@functions/data';
import { AccountBlockedError, AccountNotFoundError } from '@functions/platform/errors';
import { verifyPassword } from '@functions/platform/passwords';
import { ensureDemoAccount } from './demo-accounts';
import { loadUser, newSecret, readUser, toPublicUser } from './users';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadUser', () => {
  it("gives the caller's account, 401 once it is gone and 403 while it is blocked", async () => {
    const { user, caller } = await storedStudent();
    const blocked = await storedStudent({ stepsDone: ['access_blocked'] });

    expect((await loadUser(caller)).userId).toBe(user.userId);
    await expect(loadUser({ ...caller, userId: 'gone' })).rejects.toBeInstanceOf(AccountNotFoundError);
    await expect(loadUser(blocked.caller)).rejects.toBeInstanceOf(AccountBlockedError);
    await expect(readUser(blocked.caller)).rejects.toBeInstanceOf(AccountBlockedError);
  });
});

describe('newSecret', () => {
  it('makes a different 64-character secret each time', () => {
    const secrets = new Set(Array.from({ length: 50 }, newSecret));

    expect(secrets.size).toBe(50);
    for (const secret of secrets) expect(secret).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('toPublicUser', () => {
  it('shows the account without its password hash or session token, the image as a link and the newest notifications first', async () => {
    // Prepare
    const { user } = await storedStudent({
      password: 'secret password',
      profileImageKey: 'profile-images/u/me.png',
      notifications: [
        { id: 'a', type: 'speaking_usage', message: 'older', hasRead: true, createdAt: 1 },
        { id: 'b', type: 'new_referral', message: 'newer', hasRead: false, createdAt: 2 },
      ],
    });
    vi.spyOn(blobs, 'urlFor').mockResolvedValue('https://uploads.test/profile-images/u/me.png?signed');

    // Act
    const shown = await toPublicUser(user);

    // Assess
    expect(shown).toMatchObject({ id: user.userId, email: user.email, profileImage: 'https://uploads.test/profile-images/u/me.png?signed', platformAccess: 'student' });
    expect(shown.notifications.map((notification) => notification.message)).toEqual(['newer', 'older']);
    expect(JSON.stringify(shown)).not.toContain(user.passwordHash!);
    expect(JSON.stringify(shown)).not.toContain(user.sessionToken);
  });
});

describe('ensureDemoAccount', () => {
  it('creates a verified demo student with extra mock credits once, and keeps it as it is at the next start', async () => {
    // Prepare
    const account = { email: 'demo-student@pte.test', password: 'demo password 1', firstName: 'Demo', platformAccess: 'student' as const };

    // Act
    const first = await ensureDemoAccount(account);
    const second = await ensureDemoAccount({ ...account, password: 'another password' });

    // Assess
    expect([first, second]).toEqual(['created', 'kept']);
    const user = (await getUser((await getEmailOwner(account.email))!))!;
    expect(user.stepsDone).toEqual(['did_verify_email']);
    expect(user.fullMockCredits).toBe(startingCredits.fullMockCredits + demoMockCredits.full);
    expect(user.sectionMockCredits).toBe(startingCredits.sectionMockCredits + demoMockCredits.section);
    expect(await verifyPassword('demo password 1', user.passwordHash!)).toBe(true);
  });

  it('gives a demo admin no mock credits beyond the starting ones', async () => {
    await ensureDemoAccount({ email: 'demo-admin@pte.test', password: 'demo password 2', firstName: 'Admin', platformAccess: 'admin' });

    const admin = (await getUser((await getEmailOwner('demo-admin@pte.test'))!))!;
    expect(admin).toMatchObject({ platformAccess: 'admin', fullMockCredits: startingCredits.fullMockCredits });
  });
});
