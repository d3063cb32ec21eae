import { compareValues } from '../kit/listPages.ts';
import type { SortDirection } from '../kit/SortHeader.tsx';
import type { BrandTable } from './brandFields.ts';
import type { BrandRow } from './brandValues.ts';

export type BrandSortKey = 'title' | 'sort_order' | 'updated_at';
export interface BrandFilter {
  shown: 'all' | 'published' | 'unpublished';
  /** A books-and-ideas or talks kind; 'all' for every kind or a table without kinds. */
  kind: string;
}

/** The items the filter keeps, sorted by the order the owner gave, their title or their last change. */
export function visibleItems(
  spec: BrandTable,
  rows: readonly BrandRow[],
  filter: BrandFilter,
  sort: { key: BrandSortKey; direction: SortDirection },
): BrandRow[] {
  const kept = rows.filter(
    (row) =>
      (filter.shown === 'all' || (row.published === true) === (filter.shown === 'published')) &&
      (filter.kind === 'all' || row.kind === filter.kind),
  );
  const value = (row: BrandRow) => {
    const raw = row[sort.key === 'title' ? spec.titleField : sort.key];
    return typeof raw === 'number' || typeof raw === 'string' ? raw : null;
  };
  return kept.sort((a, b) => compareValues(value(a), value(b), sort.direction));
}
