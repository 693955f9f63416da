import { rowsPerPageOptions } from '@shared/admin';
import { Flex, Pagination, SelectField, Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { ADMIN_TEXTS } from '@frontend/features/admin/texts';

export interface Column<Row, Property extends string> {
  label: string;
  /** The server orders by this column when set. */
  property?: Property;
  render: (row: Row) => ReactNode;
}

interface TableControls<Property extends string> {
  page: number;
  rowsPerPage: number;
  rowsOrder: 'asc' | 'desc';
  rowsProperty: Property;
  setPage: (page: number) => void;
  setRowsPerPage: (rows: number) => void;
  orderBy: (property: Property) => void;
}

/** A page of rows with ordering headers (aria-sort), a page size picker and page links. */
export function DataTable<Row, Property extends string>({
  caption,
  columns,
  rows,
  total,
  rowKey,
  table,
}: {
  caption: string;
  columns: readonly Column<Row, Property>[];
  rows: readonly Row[];
  total: number;
  rowKey: (row: Row) => string;
  table: TableControls<Property>;
}) {
  const pages = Math.max(1, Math.ceil(total / table.rowsPerPage));
  return (
    <Flex direction="column" gap="small">
      <div className="pte-admin-table__scroll">
        <Table caption={caption} size="small" highlightOnHover variation="striped" className="pte-admin-table">
          <TableHead>
            <TableRow>
              {columns.map((column) => {
                const sorted = column.property !== undefined && column.property === table.rowsProperty;
                return (
                  <TableCell as="th" key={column.label} scope="col" aria-sort={sorted ? (table.rowsOrder === 'asc' ? 'ascending' : 'descending') : undefined}>
                    {column.property !== undefined ? (
                      <button type="button" className="pte-admin-table__sort" onClick={() => table.orderBy(column.property!)}>
                        {column.label}
                        <span aria-hidden="true">{sorted ? (table.rowsOrder === 'asc' ? ' ▲' : ' ▼') : ''}</span>
                      </button>
                    ) : (
                      column.label
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length}>
                  <Text color="font.secondary">{ADMIN_TEXTS.table.empty}</Text>
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow key={rowKey(row)}>
                  {columns.map((column) => (
                    <TableCell key={column.label}>{column.render(row)}</TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="small">
        <Text fontSize="small" color="font.secondary">
          {ADMIN_TEXTS.table.count(total)}
        </Text>
        <Flex alignItems="center" gap="small" wrap="wrap">
          <SelectField label={ADMIN_TEXTS.table.rowsPerPage} size="small" direction="row" className="pte-admin-rows" value={String(table.rowsPerPage)} onChange={(event) => table.setRowsPerPage(Number(event.target.value))}>
            {rowsPerPageOptions.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </SelectField>
          <Pagination
            currentPage={table.page + 1}
            totalPages={pages}
            onNext={() => table.setPage(Math.min(pages - 1, table.page + 1))}
            onPrevious={() => table.setPage(Math.max(0, table.page - 1))}
            onChange={(next) => table.setPage((next ?? 1) - 1)}
          />
        </Flex>
      </Flex>
    </Flex>
  );
}
