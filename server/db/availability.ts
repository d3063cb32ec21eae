/**
 * Telling "the database cannot be reached" apart from "the database refused this statement": the
 * first is an outage (503, try again later), the second is the request's or the product's fault.
 * Every call of the embedded backend's database goes through `watchAvailability`, so the API
 * layers only ask `instanceof DatabaseUnavailable`.
 */
import type { Database, Queries } from './database.ts';

export class DatabaseUnavailable extends Error {
  constructor(cause: unknown) {
    super(`The database cannot be reached: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** Socket failures node-postgres passes on from Node, with no SQLSTATE of their own. */
const socketFailures = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * Connection exceptions (08), a server shutting down or starting (57P01-57P03), and insufficient
 * resources (53, but 53400 is a configured limit) are what PostgREST also answers with 503.
 * node-postgres reports a dropped connection as "Connection terminated ..." without a code.
 */
export function meansUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (socketFailures.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code)) return true;
    if (code.startsWith('53') && code !== '53400') return true;
  }
  return error.message.startsWith('Connection terminated');
}

/** The database, with every failure that means an outage (or a database already closed) raised as DatabaseUnavailable. */
export function watchAvailability(db: Database): Database {
  let closed = false;
  const watched = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      throw closed || meansUnavailable(error) ? new DatabaseUnavailable(error) : error;
    }
  };
  return {
    query: <T>(sql: string, params?: unknown[]) => watched(() => db.query<T>(sql, params)),
    exec: (sql) => watched(() => db.exec(sql)),
    transaction: <T>(work: (tx: Queries) => Promise<T>) => watched(() => db.transaction(work)),
    async close() {
      if (closed) return;
      closed = true;
      await db.close();
    },
  };
}
