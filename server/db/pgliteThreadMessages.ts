/** What the server's thread asks of PGlite's thread, answered by id; `tx` runs a statement inside that open transaction. */
export type Command = { id: number } & (
  | { op: 'query'; sql: string; params?: unknown[]; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'commit' | 'rollback'; tx: number }
  | { op: 'close' }
);

/**
 * Opens transaction `tx` (numbered by the server's thread) with no answer, so a transaction's first
 * statement leaves at once instead of a round trip later; a failure to begin is its statements'.
 */
export type Begin = { op: 'begin'; tx: number };

/** The answer to command `id`; id 0 says whether the database opened. */
export type Reply = { id: number; value: unknown } | { id: number; error: Record<string, unknown> };

/**
 * An error as it can cross to the other thread. Structured cloning keeps only an error's message,
 * so PostgreSQL's fields (code, detail, hint, constraint...), which the REST layer answers with,
 * are copied one by one.
 */
export function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  return { ...error, name: error.name, message: error.message };
}

/** The error again, on the thread that made the call, with PostgreSQL's fields as they were. */
export function errorFrom(fields: Record<string, unknown>): Error {
  return Object.assign(new Error(String(fields.message)), fields);
}
