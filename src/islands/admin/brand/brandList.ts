import type { Column } from '../kit/tableRows.ts';
import { choiceParam, sortParam, type UrlValue, urlParams, wholeParam } from '../kit/urlParams.ts';
import type { BrandTable } from './brandFields.ts';
import type { BrandRow } from './brandValues.ts';

/**
 * A brand list's filter, sort and page as its page's address holds them, named after the table
 * (`?talks-shown=published&talks-sort=-updated_at`): /media-portfolio holds two lists.
 */
export const brandAddress = (spec: BrandTable) =>
  urlParams(
    {
      shown: choiceParam(['all', 'published', 'unpublished'], 'all'),
      kind: choiceParam(['all', ...(spec.fields.find((field) => field.name === 'kind')?.options ?? []).map((kind) => kind.value)], 'all'),
      sort: sortParam(['title', 'sort_order', 'updated_at'], { key: 'sort_order', direction: 'ascending' }),
      page: wholeParam(1),
    },
    `${spec.table.replace(/_/g, '-')}-`,
  );
export type BrandAddress = UrlValue<ReturnType<typeof brandAddress>>;

const orderOf = (row: BrandRow) => (typeof row.sort_order === 'number' ? row.sort_order : null);

/** A brand list's columns: its title (in the table's own title field) opens the item; by default the owner's order. */
export const brandColumns = (spec: BrandTable, noun: string): Column<BrandRow>[] => [
  { key: 'title', label: noun, value: (row) => String(row[spec.titleField] ?? ''), opens: true },
  {
    key: 'readers',
    label: 'Readers see it',
    value: (row) => `${row.published === true ? 'Published' : 'Not published'}${row.featured === true ? ', featured' : ''}`,
    sortable: false,
  },
  { key: 'sort_order', label: 'Order', value: orderOf },
  { key: 'updated_at', label: 'Changed', value: (row) => row.updated_at, cell: (row) => row.updated_at.slice(0, 10) },
];

/** Whether the filter keeps an item: what readers see of it, and its kind. */
export const brandKept =
  ({ shown, kind }: Pick<BrandAddress, 'shown' | 'kind'>) =>
  (row: BrandRow): boolean =>
    (shown === 'all' || (row.published === true) === (shown === 'published')) && (kind === 'all' || row.kind === kind);
