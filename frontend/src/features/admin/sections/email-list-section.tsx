import { toCsv } from '@shared/admin';
import { emailListProperties, type EmailListRow } from '@shared/api';
import { Button, Flex, SearchField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { handleApiError } from '@frontend/app/errors/handle-api-error';
import { fetchWholeEmailList, useAdminRead } from '@frontend/features/admin/admin-api';
import { DataTable, type Column } from '@frontend/features/admin/data-table';
import { ADMIN_TEXTS } from '@frontend/features/admin/texts';
import { useTableState } from '@frontend/features/admin/use-table-state';

const T = ADMIN_TEXTS.emails;
type Property = (typeof emailListProperties)[number];

const columns: Column<EmailListRow, Property>[] = [
  { label: T.columns.email, property: 'email', render: (row) => row.email },
  { label: T.columns.source, property: 'source', render: (row) => T.sources[row.source] },
  { label: T.columns.cart, render: (row) => row.cartPackageId ?? '' },
  { label: T.columns.createdAt, property: 'createdAt', render: (row) => ADMIN_TEXTS.date(row.createdAt) },
];

/** Saves every matching address as a CSV file, ordered as the table is. */
async function exportCsv(query: Parameters<typeof fetchWholeEmailList>[0]) {
  const { rows } = await fetchWholeEmailList(query);
  const csv = toCsv(['email', 'source', 'lastCart', 'addedAt'], rows.map((row) => [row.email, T.sources[row.source], row.cartPackageId, new Date(row.createdAt).toISOString()]));
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  link.download = `email-list-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** Everyone the platform may e-mail about news (admins.fetchEmailList): mailing-list sign-ups and students with general e-mails on, searched, ordered and exported as CSV. */
export function EmailListSection() {
  const table = useTableState<Property>('emails', emailListProperties);
  const list = useAdminRead('fetchEmailList', table.query);
  const [exporting, setExporting] = useState(false);
  const onExport = () => {
    setExporting(true);
    exportCsv(table.query)
      .catch((error: unknown) => void handleApiError(error))
      .finally(() => setExporting(false));
  };
  return (
    <Flex direction="column" gap="medium">
      <Flex justifyContent="space-between" alignItems="flex-end" gap="small" wrap="wrap">
        <SearchField label={ADMIN_TEXTS.table.search} placeholder={ADMIN_TEXTS.table.search} value={table.search} onChange={(event) => table.setSearch(event.target.value)} onClear={() => table.setSearch('')} maxWidth="28rem" />
        <Button onClick={onExport} isLoading={exporting}>
          {T.exportCsv}
        </Button>
      </Flex>
      <DataTable caption={T.caption} columns={columns} rows={list.data?.rows ?? []} total={list.data?.total ?? 0} rowKey={(row) => row.email} table={table} />
    </Flex>
  );
}
