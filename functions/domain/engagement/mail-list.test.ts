import { describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { saveToMailList } from './mail-list';

describe('saveToMailList', () => {
  it('adds an address once, with the user when signed in, and says when it was already there', async () => {
    expect(await saveToMailList('reader@pte.test', 'user-1')).toEqual({ added: true });
    expect(await saveToMailList('reader@pte.test')).toEqual({ added: false });
    expect(await saveToMailList('visitor@pte.test')).toEqual({ added: true });
  });
});
