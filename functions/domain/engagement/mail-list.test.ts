import { describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { MailListEntry } from '@functions/data';
import { didAddToCart, saveToMailList } from './mail-list';

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
