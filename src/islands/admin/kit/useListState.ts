import { useState } from 'react';
import { type ListView, listControls } from './listControls.ts';
import type { TableSort } from './tableRows.ts';

/**
 * A list's view kept by the page rather than its address: for a page of many small tables (a
 * figure page), whose address holds what they share (the range of days), not each table's search.
 */
export function useListState(sort: TableSort) {
  const [view, setView] = useState<ListView>({ q: '', sort, page: 1 });
  return listControls(view, setView);
}
