export type SortDirection = 'ascending' | 'descending';

/** A column header that sorts by its column; a second press turns the order round. */
export function SortHeader<Key extends string>({
  column,
  label,
  sort,
  onSort,
}: {
  column: Key;
  label: string;
  sort: { key: Key; direction: SortDirection };
  onSort(sort: { key: Key; direction: SortDirection }): void;
}) {
  const active = sort.key === column;
  const next: SortDirection = active && sort.direction === 'ascending' ? 'descending' : 'ascending';
  return (
    <th scope="col" aria-sort={active ? sort.direction : 'none'}>
      <button type="button" className="admin-sort" onClick={() => onSort({ key: column, direction: next })}>
        {label}
        <span aria-hidden="true">{active ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );
}
