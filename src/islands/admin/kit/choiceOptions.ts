/** A choice's options from a record of labels by value, in the record's order: a select's, a filter's. */
export const optionsOf = <V extends string>(labels: Record<V, string>) =>
  (Object.entries(labels) as [V, string][]).map(([value, label]) => ({ value, label }));
