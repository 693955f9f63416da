import { maySendMail } from '@shared/accounts';
import { pageRows, type TableQuery } from '@shared/admin';
import type { EmailListRow, emailListProperties } from '@shared/api';
import { listAccounts, listMailListEntries } from '@functions/data';

/**
 * admins/fetchEmailList: everyone the platform may e-mail about news, once per address: students
 * with general e-mails on (a student's own choice wins over an older mailing-list sign-up, so one
 * who switched them off is not listed), and the mailing list's other sign-ups. One page, or with
 * `all` every matching address (the CSV export).
 */
export async function emailList(query: TableQuery<(typeof emailListProperties)[number]> & { all: boolean }): Promise<{ rows: EmailListRow[]; total: number }> {
  const [entries, accounts] = await Promise.all([listMailListEntries(), listAccounts()]);
  const students = new Map(accounts.filter((user) => user.platformAccess === 'student').map((user) => [user.email, user]));
  const signUps = new Map(entries.map((entry) => [entry.email, entry]));
  const rows: EmailListRow[] = [];
  for (const student of students.values()) {
    if (!maySendMail('general', student.stepsDone ?? [])) continue;
    const cartPackageId = signUps.get(student.email)?.cartPackageId;
    rows.push({ email: student.email, source: 'student', ...(cartPackageId ? { cartPackageId } : {}), createdAt: student.createdAt ?? 0 });
  }
  for (const entry of entries) {
    if (students.has(entry.email)) continue;
    rows.push({ email: entry.email, source: 'mailingList', ...(entry.cartPackageId ? { cartPackageId: entry.cartPackageId } : {}), createdAt: entry.createdAt ?? 0 });
  }
  return pageRows(rows, query.all ? { ...query, page: 0, rowsPerPage: rows.length } : query, (row) => row.email);
}
