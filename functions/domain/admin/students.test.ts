import { describe, expect, it, vi } from 'vitest';

vi.mock('@functions/data/client', () => import('@test/fixtures/memory-table').then((table) => table.memoryDocumentClient()));

import { freshEmail, storedStudent } from '@test/fixtures/accounts';
import { getUser } from '@functions/data';
import { FieldValidationError } from '@functions/platform/errors';
import { auditLog } from './audit';
import { blockStatus, blockStudent, grantCredits, studentAccount, students, unblockStudent } from './students';
import { adminTexts } from './texts';

describe('admin: students', () => {
  it('blocks and unblocks a student by e-mail, each step audited with who did it', async () => {
    const { caller: admin } = await storedStudent({ platformAccess: 'admin' });
    const { user } = await storedStudent();

    expect(await blockStudent(admin, user.email)).toEqual({ userId: user.userId, email: user.email, blocked: true });
    expect((await getUser(user.userId))!.stepsDone).toContain('access_blocked');
    expect(await blockStatus(user.email)).toMatchObject({ blocked: true });
    expect(await unblockStudent(admin, user.email)).toMatchObject({ blocked: false });
    expect((await getUser(user.userId))!.stepsDone).not.toContain('access_blocked');

    const log = await auditLog({ search: user.email, page: 0, rowsPerPage: 10, rowsProperty: 'createdAt', rowsOrder: 'asc' });
    expect(log.rows.map((entry) => [entry.action, entry.adminId, entry.subject])).toEqual([
      ['blockStudent', admin.userId, user.email],
      ['unblockStudent', admin.userId, user.email],
    ]);
  });

  it('refuses an unknown address and an admin account with a field error', async () => {
    const { caller: admin, user: other } = await storedStudent({ platformAccess: 'admin' });

    await expect(blockStudent(admin, freshEmail('nobody'))).rejects.toEqual(new FieldValidationError({ email: adminTexts.noAccount }));
    await expect(blockStudent(admin, other.email)).rejects.toEqual(new FieldValidationError({ email: adminTexts.adminAccount }));
  });

  it('grants credits in one add, keeping what the student had, and shows the account', async () => {
    const { caller: admin } = await storedStudent({ platformAccess: 'admin' });
    const { user } = await storedStudent({ fullMockCredits: 1 });

    const account = await grantCredits(admin, { email: user.email, credit: 'fullMockCredits', amount: 2, reason: 'Lost a mock to an outage' });

    expect(account).toMatchObject({ email: user.email, blocked: false, credits: { fullMockCredits: 3 }, purchases: [] });
    expect(await studentAccount(admin, user.email)).toEqual(account);
    const log = await auditLog({ search: 'outage', page: 0, rowsPerPage: 10, rowsProperty: 'createdAt', rowsOrder: 'asc' });
    expect(log.rows.map((entry) => entry.details)).toEqual(['2 fullMockCredits: Lost a mock to an outage']);
  });

  it('finds students by e-mail or first name, a page at a time', async () => {
    const name = `Zed${Date.now()}`;
    const first = await storedStudent({ firstName: name });
    const second = await storedStudent({ firstName: name });

    const page = await students({ search: name, page: 0, rowsPerPage: 1, rowsProperty: 'email', rowsOrder: 'asc' });

    expect(page.total).toBe(2);
    expect(page.rows.map((row) => row.email)).toEqual([[first.user.email, second.user.email].sort()[0]]);
  });
});
