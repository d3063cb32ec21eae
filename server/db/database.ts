/**
 * What the embedded backend asks of its database, and nothing more, so the same code runs on
 * PGlite (`npm start`, the tests by default) and on a PostgreSQL server (`postgresDatabase.ts`).
 * A PGlite instance fits this shape as it is; the server implementation returns the same
 * JavaScript values (see `pgliteValues.ts`).
 */

export interface Rows<T> {
  rows: T[];
  /** Rows an INSERT, UPDATE, DELETE, COPY or MERGE touched; 0 for anything else. */
  affectedRows?: number;
}

export interface Queries {
  /**
   * One statement with `$1`-style parameters. Dates, objects (sent as JSON), arrays (sent as
   * Postgres arrays) and scalars travel as parameters; JSON arrays go in as a JSON string.
   */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Rows<T>>;
  /** Any number of statements without parameters (schema files, migrations). */
  exec(sql: string): Promise<unknown>;
}

export interface Database extends Queries {
  /**
   * Runs `work` in one transaction on one connection: committed when it resolves, rolled back
   * when it throws. An error inside aborts the whole transaction even when caught, as in Postgres.
   */
  transaction<T>(work: (tx: Queries) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
