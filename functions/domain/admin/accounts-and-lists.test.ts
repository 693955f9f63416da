import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { freshEmail, storedStudent } from '@test/fixtures/accounts';
import { blobs } from '@functions/adapters/blobs';
import { addMailListEntry, addQuestionReport, createCart, createPurchase, getEmailOwner, getUser, listPurchasesOf, listQuestionReports, putSavedWord, listSavedWords } from '@functions/data';
import { Speaking } from '@functions/domain/speaking';
import { NotFoundError } from '@functions/platform/errors';
import { auditLog } from './audit';
import { deleteOldAccount } from './deletion';
import { emailList } from './email-list';
import { markReportHandled, questionReports, reportIdOf } from './moderation';

afterEach(() => {
  vi.restoreAllMocks();
});

const everyRow = { page: 0, rowsPerPage: 1000, rowsProperty: 'email', rowsOrder: 'asc', all: false } as const;

describe('admin: deleteOldAccount', () => {
  it("removes the student's items and files, keeps their purchase and report under a random id, and audits it", async () => {
    const { caller: admin } = await storedStudent({ platformAccess: 'admin' });
    const { user } = await storedStudent();
    await putSavedWord(user.userId, 'hypothesis');
    await createCart({ cartId: `cart-${user.userId}`, userId: user.userId, packageId: 'ultimate', extras: 0, fromProfilePage: false, currency: 'AUD', country: 'AU' });
    await createPurchase({ paymentIntentId: `pi-${user.userId}`, userId: user.userId, cartId: `cart-${user.userId}`, packageId: 'ultimate', extras: 0, amount: 99, currency: 'AUD', eventId: 'evt-1', notification: 'Purchase successful' });
    await addQuestionReport({ uid: 'SRA-0001', userId: user.userId, reason: 'The audio stops early.' });
    await addMailListEntry({ email: user.email, userId: user.userId });
    const recording = `${Speaking.userRecordingsFolder(user.userId)}a.wav`;
    const files = new Map([[recording, 'etag']]);
    vi.spyOn(blobs, 'list').mockImplementation(async (_bucket, prefix) => new Map([...files].filter(([key]) => key.startsWith(prefix))));
    const removed = vi.spyOn(blobs, 'remove').mockResolvedValue();

    const result = await deleteOldAccount(admin, user.email);

    expect(result).toMatchObject({ email: user.email, files: 1, purchasesAnonymised: 1 });
    expect(removed).toHaveBeenCalledWith(expect.any(String), recording);
    expect(await getUser(user.userId)).toBeUndefined();
    expect(await getEmailOwner(user.email)).toBeUndefined();
    expect(await listSavedWords(user.userId)).toEqual([]);
    expect(await listPurchasesOf(user.userId)).toEqual([]);
    const report = (await listQuestionReports('open')).find((item) => item.reason === 'The audio stops early.');
    expect(report?.userId).toMatch(/^deleted-/);
    expect((await emailList({ ...everyRow, search: user.email })).total).toBe(0);
    const log = await auditLog({ search: user.email, page: 0, rowsPerPage: 10, rowsProperty: 'createdAt', rowsOrder: 'asc' });
    expect(log.rows.map((entry) => [entry.action, entry.adminId])).toEqual([['deleteOldAccount', admin.userId]]);
  });
});

describe('admin: fetchEmailList', () => {
  it('lists students with general e-mails on and the other sign-ups once each, leaving out students who switched them off', async () => {
    const subscribed = await storedStudent({ stepsDone: ['did_verify_email', 'can_send_email_general'] });
    const optedOut = await storedStudent();
    const visitor = freshEmail('visitor');
    await addMailListEntry({ email: subscribed.user.email });
    await addMailListEntry({ email: optedOut.user.email });
    await addMailListEntry({ email: visitor });

    const { rows } = await emailList(everyRow);
    const sourceOf = (email: string) => rows.filter((row) => row.email === email).map((row) => row.source);

    expect(sourceOf(subscribed.user.email)).toEqual(['student']);
    expect(sourceOf(optedOut.user.email)).toEqual([]);
    expect(sourceOf(visitor)).toEqual(['mailingList']);
  });
});

describe('admin: question reports', () => {
  it('marks an open report handled once, audited, and refuses an unknown one', async () => {
    const { caller: admin } = await storedStudent({ platformAccess: 'admin' });
    const { user } = await storedStudent();
    await addQuestionReport({ uid: 'RFG-0002', userId: user.userId, reason: 'Two answers fit blank 3.' });
    const open = (await questionReports('open')).find((report) => report.reason === 'Two answers fit blank 3.')!;

    const handled = await markReportHandled(admin, open.reportId, 1_800_000_000_000);

    expect(handled).toMatchObject({ reportId: open.reportId, status: 'handled', handledAt: 1_800_000_000_000 });
    expect((await questionReports('handled')).map((report) => report.reportId)).toContain(open.reportId);
    await expect(markReportHandled(admin, reportIdOf({ uid: 'RFG-0002', createdAt: 1, userId: 'nobody' }))).rejects.toBeInstanceOf(NotFoundError);
  });
});
