import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { catchMails, storedStudent } from '@test/fixtures/accounts';
import { MailListEntry } from '@functions/data';
import { Accounts } from '@functions/domain/accounts';
import { didAddToCart, saveToMailList, updateContactName, updateEmailNotification } from './mail-list';

afterEach(() => vi.restoreAllMocks());

describe('saveToMailList', () => {
  it('adds an address once, with the user when signed in, and says when it was already there', async () => {
    expect(await saveToMailList('reader@pte.test', 'user-1')).toEqual({ added: true });
    expect(await saveToMailList('reader@pte.test')).toEqual({ added: false });
    expect(await saveToMailList('visitor@pte.test')).toEqual({ added: true });
  });
});

describe('didAddToCart', () => {
  it('notes on the address\'s entry the package last put in a cart, for the reminder mail', async () => {
    // Prepare
    await saveToMailList('buyer@pte.test');
    const before = Date.now();

    // Act
    const first = await didAddToCart('buyer@pte.test', 'package_bronze');
    const second = await didAddToCart('buyer@pte.test', 'package_silver');

    // Assess
    expect([first, second]).toEqual([{ recorded: true }, { recorded: true }]);
    const { data } = await MailListEntry.get({ email: 'buyer@pte.test' }).go();
    expect(data).toMatchObject({ cartPackageId: 'package_silver' });
    expect(data!.addedToCartAt).toBeGreaterThanOrEqual(before);
  });

  it('records nothing for an address that is not on the list', async () => {
    expect(await didAddToCart('stranger@pte.test', 'package_bronze')).toEqual({ recorded: false });
    expect((await MailListEntry.get({ email: 'stranger@pte.test' }).go()).data).toBeNull();
  });
});

describe('updateEmailNotification', () => {
  it('turns each preference on or off and keeps the other steps', async () => {
    const { caller } = await storedStudent({ stepsDone: ['did_verify_email', 'can_send_email_general'] });

    const after = await updateEmailNotification(caller, { can_send_email_general: false, can_send_email_third_party: true });

    expect([...(after.stepsDone ?? [])].sort()).toEqual(['can_send_email_third_party', 'did_verify_email']);
  });

  it('stops a general mail once turned off, while a transactional mail still goes', async () => {
    // Prepare
    const { caller, user } = await storedStudent({ stepsDone: ['did_verify_email', 'can_send_email_general'] });
    const mails = catchMails();
    await updateEmailNotification(caller, { can_send_email_general: false });

    // Act
    await Accounts.notifyNewReferral(user.userId);
    await Accounts.forgotPassword(user.email, '198.51.100.20');

    // Assess
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringContaining('Reset your')]);
  });
});

describe('updateContactName', () => {
  it('changes the name the mails greet the student with', async () => {
    const { caller } = await storedStudent({ firstName: 'Ana' });

    expect((await updateContactName(caller, 'Ana Maria')).firstName).toBe('Ana Maria');
  });
});
