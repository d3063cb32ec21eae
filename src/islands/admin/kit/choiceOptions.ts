/** A choice's options from a record of labels by value, in the record's order: a select's, a filter's. */
export const optionsOf = <V extends string>(labels: Record<V, string>) =>
  (Object.entries(labels) as [V, string][]).map(([value, label]) => ({ value, label }));

/** A choice's options led by the empty value, labelled `none` ('Every key', 'Choose a lead'), then one per entry. */
export const optionsWithNone = <T>(
  none: string,
  entries: readonly T[],
  value: (entry: T) => string,
  label: (entry: T) => string = value,
) => [{ value: '', label: none }, ...entries.map((entry) => ({ value: value(entry), label: label(entry) }))];
