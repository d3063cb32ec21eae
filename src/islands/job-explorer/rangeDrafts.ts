import type { ColumnKey } from './explorerRow.ts';
import type { RangeFilter } from './rowFilter.ts';

/** A range as the admin types it: text fields that may be blank or half-typed. */
export interface RangeDraft {
  id: number;
  key: ColumnKey;
  min: string;
  max: string;
}

/** Blank or not yet a number ("0.", "-") leaves that side open rather than hiding every row. */
function bound(text: string): number | null {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
}

export function rangeFilters(drafts: readonly RangeDraft[]): RangeFilter[] {
  return drafts.map((draft) => ({ key: draft.key, min: bound(draft.min), max: bound(draft.max) }));
}
