import { defaultRowsPerPage, rowsOrders, rowsPerPageOptions, type RowsOrder } from '@shared/admin';
import { useCallback, useState } from 'react';

/** What a table keeps between visits (spec §9: rowsPerPage, rowsOrder, rowsProperty), per table, in this browser. */
export interface TableState<Property extends string> {
  rowsPerPage: number;
  rowsOrder: RowsOrder;
  rowsProperty: Property;
}

const storageKey = (table: string) => `pte.admin.table.${table}`;

function readStored<Property extends string>(table: string, properties: readonly Property[], fallback: TableState<Property>): TableState<Property> {
  try {
    const stored = JSON.parse(window.localStorage.getItem(storageKey(table)) ?? '{}') as Partial<Record<keyof TableState<Property>, unknown>>;
    return {
      rowsPerPage: (rowsPerPageOptions as readonly unknown[]).includes(stored.rowsPerPage) ? (stored.rowsPerPage as number) : fallback.rowsPerPage,
      rowsOrder: (rowsOrders as readonly unknown[]).includes(stored.rowsOrder) ? (stored.rowsOrder as RowsOrder) : fallback.rowsOrder,
      rowsProperty: (properties as readonly unknown[]).includes(stored.rowsProperty) ? (stored.rowsProperty as Property) : fallback.rowsProperty,
    };
  } catch {
    return fallback;
  }
}

/**
 * A table's page size and order, read from and written to localStorage (a value another version
 * stored that this table does not know is ignored), with the page and search of this visit.
 */
export function useTableState<Property extends string>(table: string, properties: readonly [Property, ...Property[]]) {
  const [state, setState] = useState(() => readStored(table, properties, { rowsPerPage: defaultRowsPerPage, rowsOrder: 'desc', rowsProperty: properties[0] }));
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');

  const change = useCallback(
    (changes: Partial<TableState<Property>>) => {
      setState((current) => {
        const next = { ...current, ...changes };
        try {
          window.localStorage.setItem(storageKey(table), JSON.stringify(next));
        } catch {
          // Storage full or blocked: the choice lasts for this visit.
        }
        return next;
      });
      setPage(0);
    },
    [table],
  );

  /** Orders by a column: the same column again flips the order. */
  const orderBy = (property: Property) => change(property === state.rowsProperty ? { rowsOrder: state.rowsOrder === 'asc' ? 'desc' : 'asc' } : { rowsProperty: property, rowsOrder: 'asc' });

  return {
    ...state,
    page,
    search,
    setPage,
    setSearch: (text: string) => {
      setSearch(text);
      setPage(0);
    },
    setRowsPerPage: (rowsPerPage: number) => change({ rowsPerPage }),
    orderBy,
    /** The query the server pages with. */
    query: { page, rowsPerPage: state.rowsPerPage, rowsOrder: state.rowsOrder, rowsProperty: state.rowsProperty, ...(search.trim() ? { search: search.trim() } : {}) },
  };
}
