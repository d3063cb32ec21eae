/** Quotes a name already checked against the catalog; doubling quotes keeps it one identifier. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Collects query values so they always travel as parameters, never inside the SQL text. */
export function createParams() {
  const values: unknown[] = [];
  return {
    values,
    add(value: unknown): string {
      values.push(value);
      return `$${values.length}`;
    },
  };
}

export type Params = ReturnType<typeof createParams>;
