import { pageRows, type TableQuery } from '@shared/admin';
import type { EmailListRow, emailListProperties } from '@shared/api';
import { listMailListEntries } from '@functions/data';

/** admins/fetchEmailList: one page of the mailing list, or with `all` every matching address (the CSV export). */
export async function emailList(query: TableQuery<(typeof emailListProperties)[number]> & { all: boolean }): Promise<{ rows: EmailListRow[]; total: number }> {
  const rows: EmailListRow[] = (await listMailListEntries()).map((entry) => ({
    email: entry.email,
    registered: entry.userId !== undefined,
    ...(entry.cartPackageId ? { cartPackageId: entry.cartPackageId } : {}),
    createdAt: entry.createdAt ?? 0,
  }));
  return pageRows(rows, query.all ? { ...query, page: 0, rowsPerPage: rows.length } : query, (row) => row.email);
}
