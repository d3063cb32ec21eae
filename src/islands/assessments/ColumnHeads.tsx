/** A results table's header row: one column heading for each name. */
export function ColumnHeads({ names, className }: { names: readonly string[]; className?: string }) {
  return (
    <thead className={className}>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
