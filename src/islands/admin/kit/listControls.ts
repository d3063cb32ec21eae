import type { TableSort } from './tableRows.ts';

/** What every list's view holds: its search, its sort and its page (from 1). */
export interface ListView {
  q: string;
  sort: TableSort;
  page: number;
}

/**
 * A list's view with what FilterBar and DataTable take from it, wherever the view is kept: a
 * filter changed goes back to the first page.
 */
export function listControls<T extends { sort: TableSort; page: number }>(
  address: T,
  // 'push' when the change is a step Back should return from (a row opened), as useUrlState takes it.
  setAddress: (next: T, how?: 'replace' | 'push') => void,
) {
  return {
    address,
    setAddress,
    filterBar: { filter: address, onChange: (change: Partial<T>) => setAddress({ ...address, ...change, page: 1 }) },
    dataTable: {
      sort: address.sort,
      onSort: (sort: TableSort) => setAddress({ ...address, sort }),
      onPage: (page: number) => setAddress({ ...address, page }),
    },
  };
}

export type ListControls<T extends { sort: TableSort; page: number }> = ReturnType<typeof listControls<T>>;
