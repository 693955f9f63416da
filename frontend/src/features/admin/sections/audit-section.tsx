import { auditProperties, type AuditEntry } from '@shared/api';
import { Flex, SearchField } from '@aws-amplify/ui-react';
import { useAdminRead } from '@frontend/features/admin/admin-api';
import { DataTable, type Column } from '@frontend/features/admin/data-table';
import { ADMIN_TEXTS } from '@frontend/features/admin/texts';
import { useTableState } from '@frontend/features/admin/use-table-state';

const T = ADMIN_TEXTS.audit;
type Property = (typeof auditProperties)[number];

const columns: Column<AuditEntry, Property>[] = [
  { label: T.columns.createdAt, property: 'createdAt', render: (row) => ADMIN_TEXTS.date(row.createdAt) },
  { label: T.columns.adminEmail, property: 'adminEmail', render: (row) => row.adminEmail },
  { label: T.columns.action, property: 'action', render: (row) => row.action },
  { label: T.columns.subject, render: (row) => row.subject },
  { label: T.columns.details, render: (row) => row.details },
];

/** Who did what and when (admins.fetchAuditLog). */
export function AuditSection() {
  const table = useTableState<Property>('audit', auditProperties);
  const log = useAdminRead('fetchAuditLog', table.query);
  return (
    <Flex direction="column" gap="medium">
      <SearchField label={ADMIN_TEXTS.table.search} placeholder={ADMIN_TEXTS.table.search} value={table.search} onChange={(event) => table.setSearch(event.target.value)} onClear={() => table.setSearch('')} maxWidth="28rem" />
      <DataTable caption={T.caption} columns={columns} rows={log.data?.rows ?? []} total={log.data?.total ?? 0} rowKey={(row) => row.auditId} table={table} />
    </Flex>
  );
}
