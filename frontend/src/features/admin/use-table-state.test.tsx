import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTableState } from '@frontend/features/admin/use-table-state';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const properties = ['createdAt', 'email'] as const;

describe('useTableState', () => {
  it('keeps rowsPerPage, rowsOrder and rowsProperty in localStorage for the next visit, and starts again from the first page', () => {
    // Prepare
    const first = renderHook(() => useTableState('emails', properties));
    act(() => first.result.current.setPage(2));

    // Act: a new page size, then ordering by e-mail, then by e-mail again (the order flips).
    act(() => first.result.current.setRowsPerPage(50));
    act(() => first.result.current.orderBy('email'));
    act(() => first.result.current.orderBy('email'));

    // Assess
    expect(first.result.current.query).toEqual({ page: 0, rowsPerPage: 50, rowsOrder: 'desc', rowsProperty: 'email' });
    const next = renderHook(() => useTableState('emails', properties));
    expect(next.result.current).toMatchObject({ rowsPerPage: 50, rowsOrder: 'desc', rowsProperty: 'email', page: 0 });
  });

  it('ignores stored values this table does not offer', () => {
    localStorage.setItem('pte.admin.table.emails', JSON.stringify({ rowsPerPage: 7, rowsOrder: 'sideways', rowsProperty: 'password' }));
    const { result } = renderHook(() => useTableState('emails', properties));
    expect(result.current.query).toEqual({ page: 0, rowsPerPage: 10, rowsOrder: 'desc', rowsProperty: 'createdAt' });
  });
});
