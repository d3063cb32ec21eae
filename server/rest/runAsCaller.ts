import type { Database, Queries } from '../db/database.ts';
import type { Caller } from './callerClaims.ts';

/** What PostgREST sets up for one request before its main query. */
export interface RequestScope {
  /** Transaction-scoped settings such as request.method, request.path and request.headers. */
  settings: Readonly<Record<string, string>>;
  /** The statement calling the pre-request function, when one is configured. */
  preRequest?: string;
}

/**
 * Runs one request's queries as PostgREST does: in a transaction, as the caller's role, with the
 * verified claims and the request's settings visible to auth.uid(), policies and triggers, then the
 * pre-request function, which may refuse the request before the main query runs. RLS stays the one
 * enforcement point.
 */
export async function runAsCaller<T>(db: Database, caller: Caller, scope: RequestScope, work: (tx: Queries) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // The role is a setting like the others (set_config('role', ...) is SET LOCAL ROLE), so one
    // statement sets them all, as PostgREST does.
    const settings = Object.entries({ role: caller.role, 'request.jwt.claims': JSON.stringify(caller.claims), ...scope.settings });
    const assignments = settings.map((_, index) => `set_config($${2 * index + 1}, $${2 * index + 2}, true)`);
    // The set-up and the work's first statements are sent without waiting for each other: a
    // transaction runs its statements in the order they were sent, so the work sees the settings
    // and runs only after the pre-request function, while the database on its own thread gets them
    // in one trip instead of three. A failed set-up is the error reported: its statements answer
    // first, and the work's failure that follows is only its echo.
    const setUp = Promise.all([
      tx.query(`select ${assignments.join(', ')}`, settings.flat()),
      ...(scope.preRequest ? [tx.query(scope.preRequest)] : []),
    ]);
    const result = work(tx);
    result.catch(() => undefined);
    await setUp;
    return result;
  });
}
