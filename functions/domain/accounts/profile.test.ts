import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { accountTexts } from '@shared/accounts';
import { catchMails, storedStudent } from '@test/fixtures/accounts';
import { blobs } from '@functions/adapters/blobs';
import { deleteUserItem, getEmailOwner, getUser } from '@functions/data';
import { FieldValidationError, NotSignedInError } from '@functions/platform/errors';
import { changeStep, deleteAccount, overview, setAppVersion, setNightMode, updateProfile, uploadProfileImage } from './profile';
import { register } from './registration';
import { flagNotSettableMessage, wrongPasswordMessage } from './texts';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('profile changes', () => {
  it('updates the first name and exam type, night hours and app version, and answers the user after the change', async () => {
    const { user, caller } = await storedStudent();

    expect(await updateProfile(caller, { firstName: 'Maria', examType: 'Core' })).toMatchObject({ firstName: 'Maria', examType: 'Core' });
    expect(await setNightMode(caller, { isNightMode: true, nightTimeStart: 21, nightTimeEnd: 6 })).toMatchObject({ isNightMode: true, nightTimeStart: 21, nightTimeEnd: 6 });
    expect(await setAppVersion(caller, '1.2.3')).toMatchObject({ version: '1.2.3' });
    expect(await getUser(user.userId)).toMatchObject({ firstName: 'Maria', examType: 'Core', version: '1.2.3' });
  });

  it('records and clears the steps a student may set, and refuses those the platform records', async () => {
    const { caller } = await storedStudent();

    expect((await changeStep(caller, 'did_onboarding', 'add')).stepsDone).toContain('did_onboarding');
    expect((await changeStep(caller, 'did_onboarding', 'remove')).stepsDone ?? []).not.toContain('did_onboarding');
    await expect(changeStep(caller, 'access_blocked', 'remove')).rejects.toEqual(new FieldValidationError({ stepsDone: flagNotSettableMessage }));
  });

  it('reads as signed out when the account was deleted in between', async () => {
    const { user, caller } = await storedStudent();
    await deleteUserItem(user.userId);

    await expect(updateProfile(caller, { firstName: 'Ghost' })).rejects.toBeInstanceOf(NotSignedInError);
  });
});

describe('uploadProfileImage', () => {
  it('stores a png under the user, by what its bytes are, and removes the image it replaces', async () => {
    // Prepare
    const { user, caller } = await storedStudent();
    const put = vi.spyOn(blobs, 'put').mockResolvedValue();
    const remove = vi.spyOn(blobs, 'remove').mockResolvedValue();

    // Act
    const first = await uploadProfileImage(caller, { filename: 'me.png', contentType: 'image/png', bytes: png });
    const second = await uploadProfileImage(caller, { filename: 'me.JPG', contentType: 'image/jpeg', bytes: jpeg });

    // Assess
    expect(first.profileImageKey).toMatch(new RegExp(`^profile-images/${user.userId}/[\\w-]+\\.png$`));
    expect(second.profileImageKey).toMatch(/\.jpg$/);
    expect(put.mock.calls.map(([bucket, key, , type]) => [bucket, key, type])).toEqual([
      ['pte-unit-uploads', first.profileImageKey, 'image/png'],
      ['pte-unit-uploads', second.profileImageKey, 'image/jpeg'],
    ]);
    expect(remove).toHaveBeenCalledExactlyOnceWith('pte-unit-uploads', first.profileImageKey);
  });

  it('refuses a file whose bytes or name are not a jpg or png, whatever type it declares', async () => {
    const { caller } = await storedStudent();
    const put = vi.spyOn(blobs, 'put').mockResolvedValue();
    const refused = new FieldValidationError({ file: accountTexts.fileNotValidImage });

    await expect(uploadProfileImage(caller, { filename: 'me.png', contentType: 'image/png', bytes: new TextEncoder().encode('<svg/>') })).rejects.toEqual(refused);
    await expect(uploadProfileImage(caller, { filename: 'me.gif', contentType: 'image/png', bytes: png })).rejects.toEqual(refused);
    expect(put).not.toHaveBeenCalled();
  });
});

describe('deleteAccount', () => {
  it('refuses a wrong password and keeps the account', async () => {
    const { user, caller } = await storedStudent({ password: 'my password 1' });

    await expect(deleteAccount(caller, 'not my password')).rejects.toEqual(new FieldValidationError({ password: wrongPasswordMessage }));
    expect(await getUser(user.userId)).toBeDefined();
  });

  it('deletes the image, the user and the address claim, so that the address can register again', async () => {
    // Prepare
    const { user, caller } = await storedStudent({ password: 'my password 1', profileImageKey: 'profile-images/x/old.png' });
    const remove = vi.spyOn(blobs, 'remove').mockResolvedValue();
    catchMails();

    // Act
    const answer = await deleteAccount(caller, 'my password 1');

    // Assess
    expect(answer).toEqual({ message: accountTexts.accountDeleted });
    expect(remove).toHaveBeenCalledWith('pte-unit-uploads', 'profile-images/x/old.png');
    expect(await getUser(user.userId)).toBeUndefined();
    expect(await getEmailOwner(user.email)).toBeUndefined();
    await expect(register({ email: user.email, password: 'a new password 2' }, '192.0.2.9')).resolves.toEqual({ email: user.email });
  });
});

describe('overview', () => {
  it('shows the free plan and the credits left of a student without a package', async () => {
    const { caller } = await storedStudent({ speakingCredits: 20, speakingCreditsUsed: 25, writingCredits: 3 });

    const view = await overview(caller);

    expect(view).toMatchObject({ firstName: 'Ana', plan: { name: 'Free', isPaid: false }, credits: { speakingLeft: 0, speakingCredits: 20, speakingCreditsUsed: 25, writingCredits: 3 } });
  });

  it('shows a paid plan until its expiry, and the free plan after', async () => {
    const now = Date.UTC(2026, 0, 1);
    const { caller } = await storedStudent({ currentPlan: 'Gold', paidExpiryTime: now + 1000 });

    expect((await overview(caller, now)).plan).toEqual({ name: 'Gold', isPaid: true, paidUntil: now + 1000 });
    expect((await overview(caller, now + 2000)).plan).toEqual({ name: 'Free', isPaid: false, paidUntil: now + 1000 });
  });
});
